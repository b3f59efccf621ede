export { MnemonicGrid } from './MnemonicGrid';
export type { MnemonicGridProps } from './MnemonicGrid';
