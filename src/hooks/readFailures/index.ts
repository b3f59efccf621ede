/** Read failures raise their toast once, from the query cache (DESIGN.md §13: factories name it in `meta`). */
export { ReadFailures, type ReadMeta } from './readFailures';
export { useReadFailureToasts } from './useReadFailureToasts';
