export { useNetworkStatus } from './useNetworkStatus';
