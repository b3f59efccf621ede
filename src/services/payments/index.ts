/** Payment requests other wallets understand: ARC-90 `algorand://` URIs (what the receive QR encodes). */
export {
  buildPaymentUri,
  MAINNET_GENESIS_HASH,
  parseAssetQueryUri,
  parsePaymentUri,
  PaymentUriError,
  uriAuthority,
  uriGenesisHash,
} from './arc90';
export type { AssetQuery, ParsedPaymentUri, PaymentRequest, PaymentUriProblem, UriNetwork } from './arc90';
