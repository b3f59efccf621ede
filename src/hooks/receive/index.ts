/** The receive sheet's logic: the ARC-90 URI of the QR, the request-an-amount form and share. */
export { useReceive } from './useReceive';
