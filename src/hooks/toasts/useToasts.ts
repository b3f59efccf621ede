import { useContext } from 'react';
import { ToastContext } from './ToastProvider';

/** The toast list and its actions; throws outside <ToastProvider> so a missing provider fails loudly in development. */
export function useToasts() {
  const context = useContext(ToastContext);
  if (!context) throw new Error('useToasts must be used inside <ToastProvider>');
  return context;
}
