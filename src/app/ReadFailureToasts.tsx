import { useReadFailureToasts } from '../hooks/readFailures';

/**
 * Raises the query cache's read-failure toasts ('Error al consultar balances', …) on the page's toasts. Rendered
 * once, by the query client's boundary (LedgerBoundary), where both the client and the toasts are provided.
 */
export function ReadFailureToasts() {
  useReadFailureToasts();
  return null;
}
