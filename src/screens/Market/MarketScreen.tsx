import { useMarket } from '../../hooks/market';
import { ledgerCopy } from '../../i18n/features';
import { ProductGrid } from '../../ui/ProductGrid';
import { PRODUCT_LOOKS } from './products';
import { AppGate } from '../shared';

/**
 * `/marketplace` (SPEC §2) signed in, memberships paid in UMQ (its frame and intro: src/app/routing/routes): the gate
 * ('Ver productos') until opted in, then the items and the total.
 */
export function MarketScreen({ address }: { address: string }) {
  const market = useMarket(address);
  const { gate } = market;
  if (gate.status !== 'ready') return <AppGate gate={gate} />;
  const products = market.products.map(({ id, name, price, state }) => {
    const look = PRODUCT_LOOKS[id];
    return {
      id,
      name,
      price,
      state,
      description: ledgerCopy(look.description),
      image: look.image,
      imageAlt: ledgerCopy(look.alt),
    };
  });
  return <ProductGrid products={products} totalUsed={market.totalUsed} onClaim={market.buy} />;
}
