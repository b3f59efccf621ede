export { ProductCard } from './ProductCard';
export type { ProductCardProps, ProductState } from './ProductCard';
