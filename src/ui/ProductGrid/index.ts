export { ProductGrid } from './ProductGrid';
export type { GridProduct, ProductGridProps } from './ProductGrid';
