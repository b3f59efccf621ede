/** The receive sheet's logic: the ARC-26 URI of the QR, the request-an-amount form and share. */
export { useReceive } from './useReceive';
