export { ConfigScreen, ConfigNotice } from './ConfigScreen';
export { UserNodesScreen } from './UserNodesScreen';
