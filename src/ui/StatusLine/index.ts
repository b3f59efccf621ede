export { StatusLine } from './StatusLine';
export type { StatusLineProps } from './StatusLine';
