import type { ExplorerLinkTarget } from '../ExplorerLink';

/** One toast as the kit shows it: the shape of the app's toast list (src/hooks/toasts), restated so ui stays independent. */
export interface ToastItem {
  id: number;
  tone: 'success' | 'error' | 'info';
  message: string;
  /** A transaction id: shown shortened, copied in full on click. */
  txId?: string;
  /** The transaction on the block explorer: 'Ver en el explorador' under the message. */
  explorer?: ExplorerLinkTarget;
}

/** How long a toast stays on screen (SPEC §2: 5.5 s). */
export const TOAST_DURATION_MS = 5500;
