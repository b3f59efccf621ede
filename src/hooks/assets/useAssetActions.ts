import { useQueryClient } from '@tanstack/react-query';
import { ledgerCopy } from '../../i18n/features';
import { unitLabel, type OtherAsset } from '../../services/amounts';
import { buildOptInById, buildOptOut } from '../../services/contracts';
import { optInPrecheck } from '../account/spendable';
import { usePaidAction } from '../paidAction';

/**
 * Adding and removing an asset of `address`, both through the one paid-action path. Adding is stopped before the
 * confirmation when the 0.1 ALGO it reserves cannot be paid; removing closes the holding to the asset's creator (the
 * one close-to the request declares, so signing allows it) and frees that reserve.
 */
export function useAssetActions(address: string) {
  const paid = usePaidAction();
  const queryClient = useQueryClient();
  return {
    add: (asset: OtherAsset) =>
      paid.start({
        action: 'assetOptIn',
        title: ledgerCopy('assets.addAction', { unit: unitLabel(asset.id) }),
        success: ledgerCopy('assets.added'),
        precheck: optInPrecheck(queryClient, address),
        build: (ctx) => buildOptInById(ctx, asset.id),
      }),
    remove: (asset: Pick<OtherAsset, 'id' | 'creator'>, unit: string) =>
      paid.start({
        action: 'assetOptIn',
        title: ledgerCopy('assets.removeAction', { unit }),
        success: ledgerCopy('assets.removed'),
        intent: { closeAsset: true },
        // A destroyed asset has no creator: its empty holding closes to the account itself.
        build: (ctx) => buildOptOut(ctx, asset.id, asset.creator || address),
      }),
    running: paid.running?.action === 'assetOptIn',
  };
}
