import { useId } from 'react';
import { ledgerCopy } from '../../i18n/features';
import { ProductCard, type ProductCardProps } from '../ProductCard';
import styles from './ProductGrid.module.css';

/** One product of the grid: a card's props and the id `onClaim` reports. */
export type GridProduct = Omit<ProductCardProps, 'onClaim'> & { id: string };

/** Props of {@link ProductGrid}. */
export interface ProductGridProps {
  products: readonly GridProduct[];
  /** The UMQ this account has spent on memberships, formatted with its symbol ('8,000 UMQ'). */
  totalUsed: string;
  onClaim: (id: string) => void;
}

/**
 * The marketplace once activated: the total UMQ used, then one card per membership under a 'Productos' heading
 * (the cards' names are level-3 headings: the page's title is the h1).
 */
export function ProductGrid({ products, totalUsed, onClaim }: ProductGridProps) {
  const headingId = useId();
  return (
    <div className={styles.market}>
      <dl className={styles.total}>
        <dt>{ledgerCopy('market.totalUsed')}</dt>
        <dd>{totalUsed}</dd>
      </dl>
      <h2 id={headingId} className={styles.heading}>
        {ledgerCopy('market.products')}
      </h2>
      <ul className={styles.grid} aria-labelledby={headingId}>
        {products.map(({ id, ...product }) => (
          <li key={id}>
            <ProductCard {...product} onClaim={() => onClaim(id)} />
          </li>
        ))}
      </ul>
    </div>
  );
}
