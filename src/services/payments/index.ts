/** Payment requests other wallets understand: ARC-26 `algorand://` URIs (what the receive QR encodes). */
export { buildPaymentUri, parsePaymentUri, PaymentUriError } from './arc26';
export type { ParsedPaymentUri, PaymentRequest } from './arc26';
