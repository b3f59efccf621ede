import { useContext } from 'react';
import { ToastActionsContext, ToastListContext, type ToastActions, type ToastMessage } from './ToastProvider';

/** Shows and dismisses toasts (a stable object: calling this never re-renders on a new toast). */
export function useToasts(): ToastActions {
  const context = useContext(ToastActionsContext);
  if (!context) throw new Error('useToasts must be used inside <ToastProvider>');
  return context;
}

/** The toasts on screen, for the one region that shows them (and tests); re-renders on every change. */
export function useToastList(): readonly ToastMessage[] {
  const context = useContext(ToastListContext);
  if (!context) throw new Error('useToastList must be used inside <ToastProvider>');
  return context;
}
