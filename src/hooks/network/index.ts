export { useNetworkStatus } from './useNetworkStatus';
export { useUserNodes, type UserNodesState } from './useUserNodes';
export { useUserNodeCount } from './useUserNodeCount';
