import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { requireNetwork } from '../../services/config/networks';
import type { TokenSymbol } from '../../services/contracts/group';
import { formatAsset, useAccount } from '../account';
import { assetQueries } from './queries';
import { removalPlan, type RemovalPlan } from './removal';
import { useAssetActions } from './useAssetActions';
import { holdingText, holdingUnit, type OtherHolding } from './useOtherAssets';

/** The holding being removed: another asset, or a Mox token. */
type Target = { kind: 'other'; holding: OtherHolding } | { kind: 'token'; token: TokenSymbol };

/**
 * 'Quitar activo' of `address`: which holding is being removed, what the dialog says first (removalPlan), and the
 * removal itself through the one paid-action path once the user agrees. A Mox token's creator is read from its
 * params, like any asset's.
 */
export function useRemoveAsset(address: string) {
  const { ids } = requireNetwork();
  const { data: account } = useAccount(address);
  const actions = useAssetActions(address);
  const [target, setTarget] = useState<Target | null>(null);
  const tokenId = target?.kind === 'token' ? ids.assets[target.token] : undefined;
  const tokenParams = useQuery({ ...assetQueries.params(tokenId ?? 0n), enabled: tokenId !== undefined });
  const close = () => setTarget(null);

  const subject = ((): { id: bigint; creator: string; plan: RemovalPlan } | undefined => {
    if (!target || !account) return undefined;
    if (target.kind === 'other') {
      const { holding } = target;
      const plan = removalPlan(
        { ...holding, unit: holdingUnit(holding), amountText: holdingText(holding) },
        account,
        ids,
      );
      return { id: holding.id, creator: holding.creator, plan };
    }
    if (!tokenParams.data || tokenId === undefined) return undefined;
    const amount = (target.token === 'UMQ' ? account.umq : account.hlk) ?? 0n;
    const amountText = formatAsset(amount, target.token);
    const { creator } = tokenParams.data;
    const holding = { unit: target.token, amount, amountText, creator, token: target.token };
    return { id: tokenId, creator, plan: removalPlan(holding, account, ids) };
  })();

  return {
    plan: subject?.plan,
    removing: actions.running,
    start: (holding: OtherHolding) => setTarget({ kind: 'other', holding }),
    startToken: (token: TokenSymbol) => setTarget({ kind: 'token', token }),
    confirm: () => {
      if (!subject || subject.plan.kind === 'needed') return;
      // The confirmation dialog takes over from here.
      close();
      void actions.remove({ id: subject.id, creator: subject.creator }, subject.plan.unit);
    },
    close,
  };
}
