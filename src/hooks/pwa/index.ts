/** The installed app's frame: its update (the worker of src/sw) and whether the browser is online. */
export {
  appliesNow,
  isUpdateReady,
  isUpdateRequired,
  offerUpdate,
  requireUpdate,
  useAppUpdate,
  useHoldUpdates,
} from './appUpdate';
export type { AppUpdateState } from './appUpdate';
export { useOnlineStatus } from './useOnlineStatus';
