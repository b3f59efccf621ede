export { LiveRoutesContext, useIsLiveRoute } from './liveRoutes';
