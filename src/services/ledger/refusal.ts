/**
 * Why the ledger refuses a group, in Spanish and with figures: what the account lacks and for what. Read from the
 * failure's kind (services/ledger errors) and the account's own figures, so the reason covers the whole group, not
 * only the transaction the evaluator stopped at.
 */
import { OnApplicationComplete, type Transaction } from 'algosdk';
import { ledgerCopy } from '../../i18n/features';
import { ASSETS, formatAmount } from '../amounts';
import type { OnchainIds } from '../config/ids';
import { ASSET_MIN_BALANCE } from '../config/onchain';
import { algod } from './clients';
import { classifyError } from './errors';
import { explainPaused, explainPoolShort } from './poolRefusal';
import { appLocalSchema, appOptInReserve } from './reserve';

/** An asset as a reason names it: its unit and decimals. */
interface Unit {
  unit: string;
  decimals: number;
}

/** What the account has of ALGO and of each asset it holds, and what the reason needs of the assets it names. */
interface Figures {
  algo: bigint;
  minBalance: bigint;
  holdings: ReadonlyMap<bigint, bigint>;
  optedInApps: ReadonlySet<bigint>;
}

const ALGO_UNIT: Unit = { unit: 'ALGO', decimals: ASSETS.ALGO.decimals };

/** An amount with its unit and every significant decimal, in the reader's number format: '0,25 ALGO'. */
const amountOf = (baseUnits: bigint, { unit, decimals }: Unit) => `${formatAmount(baseUnits, decimals)} ${unit}`;

async function figuresOf(address: string): Promise<Figures> {
  const info = await algod().accountInformation(address).do();
  return {
    algo: info.amount,
    minBalance: info.minBalance,
    holdings: new Map((info.assets ?? []).map(({ assetId, amount }) => [assetId, amount])),
    optedInApps: new Set((info.appsLocalState ?? []).map(({ id }) => id)),
  };
}

async function unitOf(assetId: bigint, ids: OnchainIds): Promise<Unit> {
  if (assetId === ids.assets.UMQ) return { unit: 'UMQ', decimals: ASSETS.UMQ.decimals };
  if (assetId === ids.assets.HLK) return { unit: 'HLK', decimals: ASSETS.HLK.decimals };
  const { params } = await algod().getAssetByID(assetId).do();
  return { unit: params?.unitName ?? params?.name ?? String(assetId), decimals: params?.decimals ?? 0 };
}

/** µALGO the group needs the sender to hold once it applies: what it pays out, fees included, over its new minimum. */
async function algoNeeded(txns: readonly Transaction[], sender: string, figures: Figures) {
  let paidOut = 0n;
  let reserve = figures.minBalance;
  let sends = false;
  for (const txn of txns) {
    const from = txn.sender.toString();
    if (from === sender) paidOut += txn.fee;
    const paid = txn.payment && txn.payment.receiver.toString() !== from ? txn.payment : undefined;
    if (paid && from === sender) paidOut += paid.amount;
    if (paid && from === sender && paid.amount > 0n) sends = true;
    if (paid && paid.receiver.toString() === sender) paidOut -= paid.amount;
    const axfer = txn.assetTransfer;
    const optIn = axfer && from === sender && axfer.receiver.toString() === sender && axfer.amount === 0n;
    if (optIn && !figures.holdings.has(axfer.assetIndex)) reserve += ASSET_MIN_BALANCE;
    const app = txn.applicationCall;
    if (
      app &&
      from === sender &&
      app.onComplete === OnApplicationComplete.OptInOC &&
      !figures.optedInApps.has(app.appIndex)
    ) {
      reserve += appOptInReserve(await appLocalSchema(app.appIndex));
    }
  }
  return { needed: paidOut + reserve, sends };
}

/** The asset base units the group sends out of the sender's holding. */
function assetNeeded(txns: readonly Transaction[], sender: string, assetId: bigint): bigint {
  return txns
    .filter((txn) => txn.sender.toString() === sender && txn.assetTransfer?.assetIndex === assetId)
    .filter((txn) => txn.assetTransfer!.receiver.toString() !== sender)
    .reduce((sum, txn) => sum + txn.assetTransfer!.amount, 0n);
}

/** The asset a sender-side asset failure names ('asset 1001 missing from …', the group's token when not named). */
function failingAsset(error: Error, txns: readonly Transaction[], sender: string): bigint | undefined {
  const named = /asset (\d+) missing from/.exec(error.message)?.[1];
  if (named) return BigInt(named);
  return txns.find((txn) => txn.sender.toString() === sender && (txn.assetTransfer?.amount ?? 0n) > 0n)?.assetTransfer
    ?.assetIndex;
}

/**
 * The reason, with figures, that `sender` cannot make the group the ledger refused with `error`: 'Te faltan 0,25 ALGO
 * para la comisión y el saldo mínimo. Tienes 0,1 ALGO y necesitas 0,35 ALGO.' Null when the failure is not the
 * sender's lack of ALGO or of an asset nor a paused app or an app's empty pool (poolRefusal), or the account cannot be read:
 * the action's own message (translateError) then says it.
 */
export async function explainRefusal(
  error: Error,
  txns: readonly Transaction[],
  sender: string,
  ids: OnchainIds,
): Promise<string | null> {
  const kind = classifyError(error);
  if (kind === 'rejected') {
    const paused = await explainPaused(txns).catch(() => null);
    return paused ?? explainPoolShort(txns, sender, ids).catch(() => null);
  }
  // The sender's own holding is short, or missing (the evaluator's texts; an app's inner transfer is 'rejected').
  const assetShort =
    (kind === 'overspend' && /underflow on subtracting/.test(error.message)) || kind === 'senderNotOptedIn';
  // A failure about another account (an app that cannot pay its prize) is not the user's to fix.
  if (!assetShort && !error.message.includes(sender)) return null;
  try {
    const figures = await figuresOf(sender);
    if (assetShort) {
      const assetId = failingAsset(error, txns, sender);
      if (assetId === undefined) return null;
      const unit = await unitOf(assetId, ids);
      const held = figures.holdings.get(assetId);
      if (held === undefined) return ledgerCopy('errors.tokenNotActive', { asset: unit.unit });
      const needed = assetNeeded(txns, sender, assetId);
      if (needed <= held) return null;
      const figuresText = { have: amountOf(held, unit), needed: amountOf(needed, unit) };
      return ledgerCopy('errors.missingToken', { missing: amountOf(needed - held, unit), ...figuresText });
    }
    if (kind !== 'overspend' && kind !== 'belowMin') return null;
    const { needed, sends } = await algoNeeded(txns, sender, figures);
    if (needed <= figures.algo) return null;
    const missing = amountOf(needed - figures.algo, ALGO_UNIT);
    const lack = ledgerCopy(sends ? 'errors.missingForSend' : 'errors.missingForFeeAndMin', { missing });
    const have = ledgerCopy('errors.haveAndNeed', {
      have: amountOf(figures.algo, ALGO_UNIT),
      needed: amountOf(needed, ALGO_UNIT),
    });
    return `${lack} ${have}`;
  } catch {
    return null;
  }
}
