/** Turns the indexer's transactions of one atomic group into one history entry, naming the groups Mox builds. */
import { bytesToBase64, decodeUint64 } from 'algosdk';
import type { OnchainIds } from '../config/ids';
import { METHODS, type AppName } from '../config/onchain';
import { netMoves, sumByAsset, transfers, type AssetNamer, type IndexerTxn, type Transfer } from './flows';
import type { Activity, HistoryEntry } from './types';

const utf8 = new TextDecoder();

/** The key that tells which transactions belong to one atomic group; undefined for a transaction alone. */
export function groupKey(txn: IndexerTxn | undefined): string | undefined {
  return txn?.group?.length ? bytesToBase64(txn.group) : undefined;
}

/** The only address in the list, or null when there are several (or none). */
function single(addresses: readonly string[]): string | null {
  const distinct = new Set(addresses);
  return distinct.size === 1 ? [...distinct][0] : null;
}

/** A uint64 argument (big-endian, as the builders encode it), or null when the argument is missing or not 8 bytes. */
function uintArg(arg: Uint8Array | undefined): bigint | null {
  return arg?.length === 8 ? decodeUint64(arg, 'bigint') : null;
}

/** What a group without app calls did: a send, a receipt, a token opt-in, or something else. */
function transferActivity(members: readonly IndexerTxn[], moved: readonly Transfer[], account: string): Activity {
  if (members.some((txn) => !txn.paymentTransaction && !txn.assetTransferTransaction)) return { kind: 'other' };
  const [only] = moved;
  const optIn =
    members.length === 1 && members[0].assetTransferTransaction && only.sender === account && only.receiver === account;
  if (optIn && only.amount === 0n) return { kind: 'assetOptIn', asset: only.asset };
  const out = moved.filter(({ sender, receiver }) => sender === account && receiver !== account);
  const incoming = moved.filter(({ sender, receiver }) => receiver === account && sender !== account);
  if (out.length && !incoming.length)
    return { kind: 'sent', amounts: sumByAsset(out), counterparty: single(out.map((t) => t.receiver)) };
  if (incoming.length && !out.length)
    return { kind: 'received', amounts: sumByAsset(incoming), counterparty: single(incoming.map((t) => t.sender)) };
  return { kind: 'other' };
}

/** What a group around one app call did, named by the app and the call's method (METHODS) when it is one of Mox's. */
function callActivity(
  call: IndexerTxn,
  members: readonly IndexerTxn[],
  account: string,
  ids: OnchainIds,
  assetOf: AssetNamer,
): Activity {
  const appl = call.applicationTransaction!;
  const appId = appl.applicationId;
  const app = (Object.keys(ids.apps) as AppName[]).find((name) => ids.apps[name] === appId) ?? null;
  // Only the caller's own groups are named by what they did for it (a prize, a stake); anyone else's call is generic.
  if (!app || call.sender !== account) return { kind: 'app', app, appId };
  if (appl.onCompletion === 'optin') return { kind: 'appOptIn', app };
  const [method, arg] = appl.applicationArgs ?? [];
  // What the call's own inner transfers paid the account in UMQ: a prize, a reward.
  const paidUmq = transfers(call, assetOf)
    .filter(({ asset, receiver }) => asset === 'UMQ' && receiver === account)
    .reduce((sum, { amount }) => sum + amount, 0n);
  switch (`${app}:${method ? utf8.decode(method) : ''}`) {
    case `roulette:${METHODS.spin}`:
      return { kind: 'spin', prize: paidUmq };
    case `airdrop:${METHODS.claimAirdrop}`:
      return { kind: 'gift' };
    case `marketplace:${METHODS.buy}`: {
      // The price's transfer carries the item id as its note (services/contracts/marketplace).
      const note = members.find((txn) => txn.assetTransferTransaction && txn.note?.length)?.note ?? arg;
      return { kind: 'purchase', item: note ? utf8.decode(note) : '' };
    }
    case `quiz:${METHODS.submitResult}`:
      return { kind: 'quiz', score: uintArg(arg) };
    case `target:${METHODS.submitResult}`:
      return { kind: 'target', reward: paidUmq };
    case `staking:${METHODS.doStake}`: {
      const deposits = members.filter((txn) => txn !== call).flatMap((txn) => transfers(txn, assetOf));
      const amount = deposits
        .filter(({ asset, sender }) => asset === 'UMQ' && sender === account)
        .reduce((sum, t) => sum + t.amount, 0n);
      return { kind: 'stake', amount };
    }
    case `staking:${METHODS.withdrawStake}`:
      return { kind: 'unstake' };
    default:
      return { kind: 'app', app, appId };
  }
}

/**
 * One entry from the members of one atomic group (or one transaction alone), in the order they were sent:
 * what it was, the account's balance changes and the network fee it paid.
 */
export function describeGroup(members: readonly IndexerTxn[], account: string, ids: OnchainIds): HistoryEntry {
  const assetOf: AssetNamer = (id) => (id === ids.assets.UMQ ? 'UMQ' : id === ids.assets.HLK ? 'HLK' : id);
  const moved = members.flatMap((txn) => transfers(txn, assetOf));
  const calls = members.filter((txn) => txn.applicationTransaction);
  const activity =
    calls.length === 0
      ? transferActivity(members, moved, account)
      : calls.length === 1
        ? callActivity(calls[0], members, account, ids, assetOf)
        : { kind: 'other' as const };
  const [first] = members;
  const noted = members.find((txn) => txn.note?.length)?.note;
  const transfer = activity.kind === 'sent' || activity.kind === 'received';
  return {
    txId: first.id ?? '',
    round: first.confirmedRound ?? 0n,
    time: first.roundTime ?? 0,
    activity,
    moves: netMoves(moved, account),
    fee: members.filter((txn) => txn.sender === account).reduce((sum, txn) => sum + txn.fee, 0n),
    ...(transfer && noted && { note: utf8.decode(noted) }),
  };
}
