import { getApplicationAddress } from 'algosdk';
import { type CopyKey } from '../../i18n';
import { ledgerCopy } from '../../i18n/features';
import type { OnchainIds } from '../../services/config/ids';
import type { AssetRef } from '../../services/amounts';
import type { AppName } from '../../services/config/onchain';
import { isHighFee } from '../../services/ledger/signingPolicy';
import { formatNumber } from '../../i18n';
import { formatAsset } from '../account/format';
import type { GroupView } from './groupView';

const APP_LABELS: Readonly<Record<AppName, CopyKey>> = {
  roulette: 'confirmTx.appRoulette',
  airdrop: 'confirmTx.appAirdrop',
  marketplace: 'confirmTx.appMarketplace',
  quiz: 'confirmTx.appQuiz',
  target: 'confirmTx.appTarget',
  staking: 'confirmTx.appStaking',
};

/** Mox's own accounts by name ('App de la Ruleta'), the signer as 'Tu cuenta'; undefined for anyone else. */
function accountName(address: string, ids: OnchainIds, sender: string): string | undefined {
  if (address === sender) return ledgerCopy('confirmTx.yourAccount');
  if (address === ids.admin) return ledgerCopy('confirmTx.admin');
  const app = (Object.keys(ids.apps) as AppName[]).find(
    (name) => getApplicationAddress(ids.apps[name]).toString() === address,
  );
  return app && ledgerCopy(APP_LABELS[app]);
}

/** The confirmation's figures, formatted for the reader (DESIGN §8). */
export interface GroupSummary {
  value: string;
  /** The value in base units ('Valor exacto en unidades base: 1.500.000 unidades base de ALGO'). */
  exactValue: string;
  moxFee: string;
  networkFee: string;
  total: string;
  /** The full receiver address. */
  recipient: string;
  /** Mox's own account by name ('App de la Ruleta'), or 'Tu cuenta'; undefined for anyone else. */
  recipientName?: string;
  /** The group's network fee is above 0.01 ALGO: 'Comisión de red alta'. */
  highFee: boolean;
  /** The group's notes as text (the send form's 'Nota', an ARC-90 note). */
  notes: readonly string[];
}

/**
 * The confirmation modal's figures, read from the group's decoded view (the transactions about to be signed, never
 * what the builder meant): value, Mox fee, the group's real network fee, total, the receiver (named when it is
 * Mox's own).
 */
export function summarise({ decoded, sender }: GroupView, ids: OnchainIds): GroupSummary {
  // The parts are in up to three assets; the total adds each asset up and lists them ('265 UMQ + 0.002 ALGO').
  const totals = new Map<AssetRef, bigint>();
  const add = (asset: AssetRef, amount: bigint) => totals.set(asset, (totals.get(asset) ?? 0n) + amount);
  for (const { asset, amount } of decoded.moves) add(asset, amount);
  add('UMQ', decoded.moxFee);
  add('ALGO', decoded.networkFee);
  const total = [...totals].filter(([, amount]) => amount > 0n).map(([asset, amount]) => formatAsset(amount, asset));
  // A group that moves nothing shows 0 in the asset of its fee (a paid call), of its opt-in, or ALGO.
  const moved = decoded.moves.map(({ asset, amount }) => formatAsset(amount, asset));
  const nothingAsset = decoded.moxFee > 0n ? 'UMQ' : (decoded.optIn ?? 'ALGO');
  const nothing = formatAsset(0n, nothingAsset);
  // The value to the last base unit, for the dialog's accessible description ('1.500.000 unidades base de ALGO').
  const exact = (decoded.moves.length > 0 ? decoded.moves : [{ asset: nothingAsset, amount: 0n }]).map(
    ({ asset, amount }) => ledgerCopy('confirmTx.baseUnits', { units: formatNumber(amount), asset }),
  );
  return {
    value: moved.length > 0 ? moved.join(' + ') : nothing,
    exactValue: ledgerCopy('confirmTx.exactValue', { amounts: exact.join(' + ') }),
    // Token actions pay the Mox fee in UMQ; an action that pays none shows 0 in its value's asset ('0 ALGO').
    moxFee: formatAsset(decoded.moxFee, decoded.moxFee > 0n ? 'UMQ' : (decoded.moves[0]?.asset ?? 'ALGO')),
    networkFee: formatAsset(decoded.networkFee, 'ALGO'),
    total: total.join(' + '),
    recipient: decoded.receiver,
    recipientName: accountName(decoded.receiver, ids, sender),
    highFee: isHighFee(decoded.networkFee),
    notes: decoded.notes,
  };
}
