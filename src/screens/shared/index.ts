export { ConnectPrompt } from './ConnectPrompt';
export { LIVE_ROUTES } from './liveRoutes';
export { BalanceList } from './BalanceList';
