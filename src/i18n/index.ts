export { es } from './es';
export { addCopy, t } from './t';
export type { CopyKey, CopyVars } from './t';
export { formatNumber, NUMBER_LOCALE } from './numbers';
