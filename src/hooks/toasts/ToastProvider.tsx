import { createContext, useCallback, useMemo, useRef, useState, type ReactNode } from 'react';

/** One message of the global toast (SPEC §2): a text, its tone and, for transactions, the id a click copies. */
export interface ToastMessage {
  id: number;
  tone: 'success' | 'error' | 'info';
  message: string;
  txId?: string;
  /** The transaction on the block explorer, where the network has one (a success's toast). */
  explorer?: { url: string; text: string; label: string };
}

/** What a caller does with toasts; the same object for the provider's whole life. */
export interface ToastActions {
  show: (toast: Omit<ToastMessage, 'id'>) => void;
  dismiss: (id: number) => void;
}

// Two contexts: the many components that only show toasts must not re-render each time the list changes.
export const ToastActionsContext = createContext<ToastActions | null>(null);
export const ToastListContext = createContext<readonly ToastMessage[] | null>(null);

/** A plain message already on screen, said again (a transaction's toast never repeats one: it has its own txId). */
const repeats = (shown: ToastMessage, toast: Omit<ToastMessage, 'id'>) =>
  !shown.txId && !toast.txId && shown.tone === toast.tone && shown.message === toast.message;

/** Holds the app's toasts; the region that shows them (and times them out) is a ui component fed by `useToastList`. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<readonly ToastMessage[]>([]);
  const nextId = useRef(1);
  const show = useCallback((toast: Omit<ToastMessage, 'id'>) => {
    const id = nextId.current++;
    // Two parts of the page may tell the same thing at once (a click's own check and the cache's read failure):
    // a message already on screen is not stacked a second time.
    setToasts((list) => (list.some((shown) => repeats(shown, toast)) ? list : [...list, { ...toast, id }]));
  }, []);
  const dismiss = useCallback((id: number) => setToasts((list) => list.filter((t) => t.id !== id)), []);
  const actions = useMemo(() => ({ show, dismiss }), [show, dismiss]);
  return (
    <ToastActionsContext.Provider value={actions}>
      <ToastListContext.Provider value={toasts}>{children}</ToastListContext.Provider>
    </ToastActionsContext.Provider>
  );
}
