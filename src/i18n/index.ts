export { es } from './es';
export { t } from './t';
export type { CopyKey, CopyVars } from './t';
