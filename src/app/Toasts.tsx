import { useToastList, useToasts } from '../hooks/toasts';
import { ToastRegion } from '../ui/Toast';

/** Connects the app's toast list (hooks) to the one toast region of the kit (ui). */
export function Toasts() {
  const { dismiss } = useToasts();
  return <ToastRegion toasts={useToastList()} onDismiss={dismiss} />;
}
