import { useQueries } from '@tanstack/react-query';
import { formatAmount, type OtherAsset } from '../../services/amounts';
import { requireNetwork } from '../../services/config/networks';
import { useAccount } from '../account';
import { assetQueries } from './queries';

/** An asset the account holds besides ALGO, UMQ and HLK: its params, and the holding in base units. */
export interface OtherHolding extends OtherAsset {
  amount: bigint;
  frozen: boolean;
}

/** What 'Otros activos' shows: loading until the account and every held asset's params are read. */
export type OtherAssets = { status: 'loading' | 'failed' } | { status: 'ready'; holdings: OtherHolding[] };

/**
 * Every asset `address` holds other than UMQ and HLK, by id, with its name, unit and decimals read from its params
 * (each read once per id). A held asset whose params are gone (destroyed) shows under its number.
 */
export function useOtherAssets(address: string): OtherAssets {
  const { data: account } = useAccount(address);
  const { ids } = requireNetwork();
  const held = (account?.holdings ?? []).filter(
    ({ assetId }) => assetId !== ids.assets.UMQ && assetId !== ids.assets.HLK,
  );
  const params = useQueries({ queries: held.map(({ assetId }) => assetQueries.params(assetId)) });
  // Amounts are never shown with guessed decimals: an unreadable asset fails the list (React Query retries it).
  if (params.some((query) => query.isError)) return { status: 'failed' };
  if (!account || params.some((query) => query.isPending)) return { status: 'loading' };
  return {
    status: 'ready',
    holdings: held.map(({ assetId, amount, frozen }, i) => ({
      // A destroyed asset (no params any more) can only hold 0 units: shown by number, ready to remove.
      ...(params[i].data ?? { id: assetId, name: '', unit: '', decimals: 0, creator: '' }),
      amount,
      frozen,
    })),
  };
}

/** How a holding names its asset: its unit, else its name, else its number ('#1234'). */
export const holdingUnit = (asset: Pick<OtherAsset, 'id' | 'unit' | 'name'>): string =>
  asset.unit || asset.name || `#${asset.id}`;

/** A holding's amount in the reader's format with every decimal of the asset, and its unit: '2,5 COIN'. */
export const holdingText = (holding: Pick<OtherHolding, 'id' | 'unit' | 'name' | 'amount' | 'decimals'>): string =>
  `${formatAmount(holding.amount, holding.decimals)} ${holdingUnit(holding)}`;
