export { ASSETS, decimalsOf, knownAsset, rememberAsset, unitLabel } from './assets';
export type { AssetInfo, AssetRef, OtherAsset } from './assets';
export { AmountError, MAX_BASE_UNITS, parseAmount } from './parse';
export type { AmountErrorKind, ParseAmountOptions } from './parse';
export { formatAmount } from './format';
export type { FormatOptions } from './format';
