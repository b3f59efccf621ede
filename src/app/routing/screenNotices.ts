import { createContext, type ReactNode } from 'react';

/**
 * What the app says above every framed screen's content (offline, every node failing, a rekeyed account), given by
 * whoever holds the ledger (../ledger/LedgerBoundary, ./SignedOutScreen) and drawn under the header by ./RouteFrame:
 * drawn above the page, they pushed the header down under the toasts (placed a header's height from the top).
 */
export const ScreenNotices = createContext<ReactNode>(null);
