import { useId } from 'react';
import { ledgerCopy } from '../../i18n/features';
import { Button } from '../Button';
import styles from './ProductCard.module.css';

/** A product's state: on sale, not yet ('Pronto.'), or being bought right now. */
export type ProductState = 'available' | 'soon' | 'buying';

/** Props of {@link ProductCard}. */
export interface ProductCardProps {
  name: string;
  description: string;
  /** Already formatted with its symbol ('8,000 UMQ'). */
  price: string;
  /** The illustration's URL; loaded lazily. */
  image: string;
  /** What the illustration shows, in Spanish. */
  imageAlt: string;
  state?: ProductState;
  /** 'Reclamar' pressed. */
  onClaim: () => void;
}

/** One membership of /marketplace: illustration, name, description, price in UMQ and 'Reclamar'. */
export function ProductCard({
  name,
  description,
  price,
  image,
  imageAlt,
  state = 'available',
  onClaim,
}: ProductCardProps) {
  const nameId = useId();
  return (
    <article className={styles.card} aria-labelledby={nameId} data-state={state}>
      <img className={styles.image} src={image} alt={imageAlt} width={160} height={120} loading="lazy" />
      <div className={styles.head}>
        <h3 id={nameId} className={styles.name}>
          {name}
        </h3>
        {state === 'soon' && <span className={styles.soon}>{ledgerCopy('market.soon')}</span>}
      </div>
      <p className={styles.description}>{description}</p>
      <p className={styles.price}>
        <span className={styles.priceLabel}>{ledgerCopy('market.price')}</span> <strong>{price}</strong>
      </p>
      {/* The name describes the button, so four 'Reclamar' buttons are told apart by screen readers. */}
      <Button
        fullWidth
        disabled={state === 'soon'}
        loading={state === 'buying'}
        aria-describedby={nameId}
        onClick={onClaim}
      >
        {ledgerCopy('market.claim')}
      </Button>
    </article>
  );
}
