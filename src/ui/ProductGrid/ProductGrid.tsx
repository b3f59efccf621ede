import { t } from '../../i18n';
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

/** The marketplace once activated: the total UMQ used, then one card per membership. */
export function ProductGrid({ products, totalUsed, onClaim }: ProductGridProps) {
  return (
    <div className={styles.market}>
      <dl className={styles.total}>
        <dt>{t('market.totalUsed')}</dt>
        <dd>{totalUsed}</dd>
      </dl>
      <ul className={styles.grid} aria-label={t('market.products')}>
        {products.map(({ id, ...product }) => (
          <li key={id}>
            <ProductCard {...product} onClaim={() => onClaim(id)} />
          </li>
        ))}
      </ul>
    </div>
  );
}
