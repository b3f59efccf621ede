export { ConnectPrompt } from './ConnectPrompt';
export { LIVE_ROUTES } from './liveRoutes';
