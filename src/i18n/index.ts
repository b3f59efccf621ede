export { es } from './es';
export { t, translator } from './t';
export type { CopyKey, CoreKey, CopyVars, KeyOf } from './t';
export { formatNumber, NUMBER_LOCALE } from './numbers';
