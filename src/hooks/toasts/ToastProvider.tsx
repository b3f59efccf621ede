import { createContext, useCallback, useMemo, useRef, useState, type ReactNode } from 'react';

/** One message of the global toast (SPEC §2): a text, its tone and, for transactions, the id a click copies. */
export interface ToastMessage {
  id: number;
  tone: 'success' | 'error' | 'info';
  message: string;
  txId?: string;
}

interface ToastContextValue {
  toasts: readonly ToastMessage[];
  show: (toast: Omit<ToastMessage, 'id'>) => void;
  dismiss: (id: number) => void;
}

export const ToastContext = createContext<ToastContextValue | null>(null);

/** Holds the app's toasts; the region that shows them (and times them out) is a ui component fed by `useToasts`. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<readonly ToastMessage[]>([]);
  const nextId = useRef(1);
  const show = useCallback((toast: Omit<ToastMessage, 'id'>) => {
    const id = nextId.current++;
    setToasts((list) => [...list, { ...toast, id }]);
  }, []);
  const dismiss = useCallback((id: number) => setToasts((list) => list.filter((t) => t.id !== id)), []);
  const value = useMemo(() => ({ toasts, show, dismiss }), [toasts, show, dismiss]);
  return <ToastContext.Provider value={value}>{children}</ToastContext.Provider>;
}
