export { es } from './es';
export { COPY_FIGURES } from './figures';
export { t, translator } from './t';
export type { CopyKey, CoreKey, CopyVars, KeyOf } from './t';
export { formatNumber, numberFormat, numberLocale, setNumberLocale } from './numbers';
