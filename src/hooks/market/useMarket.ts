import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ledgerCopy } from '../../i18n/features';
import { STATE_KEYS, type MarketItemId } from '../../services/config/onchain';
import { buildBuy } from '../../services/contracts/marketplace';
import { formatAsset } from '../account';
import { toBalances } from '../account/balances';
import { accountQueries } from '../account/queries';
import { freshAccount } from '../account/spendable';
import { appQueries, useGate, type GateStep } from '../apps';
import { usePaidAction, type PaidActionRequest } from '../paidAction';
import { useMoxRules } from '../rules';
import { ITEM_NAMES } from './items';
import { purchaseRefusal } from './purchase';

/** Purchases pay in UMQ, so the marketplace needs the UMQ opt-in, then its own ('Ver productos'). */
const MARKET_NEEDS: readonly GateStep[] = [{ token: 'UMQ' }, { app: 'marketplace' }];

/** An item as /marketplace lists it: price formatted with its symbol, and whether it can be bought now. */
export interface MarketProduct {
  id: MarketItemId;
  name: string;
  price: string;
  state: 'available' | 'soon' | 'buying';
}

/**
 * The paid action of 'Reclamar': the spec's buy group (15 UMQ fee, the price with the item id as note, `buy`), after
 * `umqNow` (the UMQ held, read when the press is handled) is checked against its cost.
 */
function buyRequest(
  item: MarketItemId,
  name: string,
  address: string,
  umqNow: () => Promise<bigint>,
): PaidActionRequest {
  return {
    action: 'buy',
    subject: item,
    title: ledgerCopy('market.buyValue', { item: name }),
    success: ledgerCopy('market.bought', { item: name }),
    precheck: async () => purchaseRefusal(item, name, await umqNow()),
    build: (ctx) => buildBuy(ctx, { item }),
    invalidates: [appQueries.local('marketplace', address)],
  };
}

/**
 * /marketplace (SPEC §2, §4 Marketplace): the gate (UMQ opt-in, then 'Ver productos'), the four items of §9 with
 * their prices, the UMQ spent from the app's local counter, and 'Reclamar'. A purchase the UMQ held cannot pay
 * (price + Mox fee) is refused in Spanish before anything is built or signed; any other failure is the host's
 * 'Error durante la compra…' toast, with the reason in the console only.
 */
export function useMarket(address: string) {
  const gate = useGate(address, MARKET_NEEDS);
  const rules = useMoxRules();
  const paid = usePaidAction();
  const queryClient = useQueryClient();
  const umq = useQuery({ ...accountQueries.detail(address), select: toBalances }).data?.umq;
  const local = useQuery({ ...appQueries.local('marketplace', address), enabled: gate.status === 'ready' });
  const spent = (local.data?.[STATE_KEYS.marketplace.umqSpent] as bigint | undefined) ?? 0n;

  const products = rules.marketItemIds.map((id): MarketProduct => {
    const item = rules.marketItems[id];
    const buying = paid.running?.action === 'buy' && paid.running.subject === id;
    return {
      id,
      name: ledgerCopy(ITEM_NAMES[id]),
      price: formatAsset(item.price * rules.umqUnit, 'UMQ'),
      state: !item.available ? 'soon' : buying ? 'buying' : 'available',
    };
  });

  /** 'Reclamar' on the item `itemId` (an id the grid reports; anything else, or an item not on sale, does nothing). */
  const buy = (itemId: string) => {
    const id = rules.marketItemIds.find((known) => known === itemId);
    if (!id || !rules.marketItems[id].available) return;
    // The balance is read again: UMQ received since the last poll (up to 5 s ago) must not be refused. Unreadable
    // now, the last balance read judges; the ledger refuses an overspend anyway.
    const umqNow = async () => {
      const fresh = await freshAccount(queryClient, address);
      return (fresh ? fresh.umq : umq) ?? 0n;
    };
    paid.start(buyRequest(id, ledgerCopy(ITEM_NAMES[id]), address, umqNow));
  };

  return {
    gate,
    products,
    totalUsed: formatAsset(spent * rules.umqUnit, 'UMQ'),
    buy,
  };
}
