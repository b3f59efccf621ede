import { useContext, useSyncExternalStore } from 'react';
import { PaidActionContext } from './PaidActionProvider';

/** The page's paid-action controller and its current snapshot (re-renders when the stage changes). */
export function usePaidActionController() {
  const controller = useContext(PaidActionContext);
  if (!controller) throw new Error('usePaidAction must be used inside <PaidActionProvider>');
  const snapshot = useSyncExternalStore(controller.subscribe, controller.getSnapshot);
  return { controller, snapshot };
}
