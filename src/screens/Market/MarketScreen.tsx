import { useLocation } from 'wouter';
import { useMarket } from '../../hooks/market';
import { t } from '../../i18n';
import { PageShell } from '../../ui/PageShell';
import { ProductGrid } from '../../ui/ProductGrid';
import { PRODUCT_LOOKS } from './products';
import { AppGate } from '../shared';
import styles from './Market.module.css';

/** The marketplace for a signed-in account: the gate ('Ver productos') until opted in, then the items and the total. */
function Market({ address }: { address: string }) {
  const market = useMarket(address);
  const { gate } = market;
  if (gate.status !== 'ready') return <AppGate gate={gate} />;
  const products = market.products.map(({ id, name, price, state }) => {
    const look = PRODUCT_LOOKS[id];
    return { id, name, price, state, description: t(look.description), image: look.image, imageAlt: t(look.alt) };
  });
  return <ProductGrid products={products} totalUsed={market.totalUsed} onClaim={market.buy} />;
}

/** `/marketplace` (SPEC §2) signed in: memberships paid in UMQ. */
export function MarketScreen({ address }: { address: string }) {
  const [, navigate] = useLocation();
  return (
    <PageShell title={t('market.title')} onBack={() => navigate('/home')}>
      <div className={styles.page}>
        <p>{t('market.intro')}</p>
        <Market address={address} />
      </div>
    </PageShell>
  );
}
