export * from './onchain';
export type { OnchainIds } from './ids';
export { APP_ID_VARS, currentNetwork, requireNetwork, resolveNetwork } from './networks';
export type { Network, NetworkEnv, NetworkName, NetworkResolution, NodeEndpoint, ReferralConfig } from './networks';
