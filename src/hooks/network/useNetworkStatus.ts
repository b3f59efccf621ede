import { currentNetwork, type NetworkResolution } from '../../services/config';

/** The build's network, or what its settings lack (resolved once per page; build-time settings never change). */
export function useNetworkStatus(): NetworkResolution {
  return currentNetwork();
}
