import type { AssetSymbol } from '../../services/config/onchain';
import type { BuiltGroup } from '../../services/contracts/group';
import { formatAsset } from '../account/format';

/** The confirmation modal's figures for a group, formatted: value, Mox fee, the group's real network fee, total. */
export function summarise(group: BuiltGroup) {
  // The three parts are in up to three assets; the total adds each asset up and lists them ('265 UMQ + 0.002 ALGO').
  const totals = new Map<AssetSymbol, bigint>();
  const add = (asset: AssetSymbol, amount: bigint) => totals.set(asset, (totals.get(asset) ?? 0n) + amount);
  add(group.asset, group.value);
  add('UMQ', group.moxFee);
  add('ALGO', group.networkFee);
  const total = [...totals].filter(([, amount]) => amount > 0n).map(([asset, amount]) => formatAsset(amount, asset));
  return {
    value: formatAsset(group.value, group.asset),
    // Token actions pay the Mox fee in UMQ; an action that pays none shows 0 in its own asset ('0 ALGO').
    moxFee: formatAsset(group.moxFee, group.moxFee > 0n ? 'UMQ' : group.asset),
    networkFee: formatAsset(group.networkFee, 'ALGO'),
    total: total.join(' + '),
    recipient: group.receiver,
  };
}
