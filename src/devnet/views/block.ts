/**
 * algod's block answer (GET /v2/blocks/{round}): the header fields a client reads (above all the timestamp) and
 * the payset, each transaction as algod stores it in a block: a SignedTxnInBlock, i.e. the signed transaction with
 * its genesis id and hash left to the header (`hgi`) and its ApplyData (`ca`, `aca`, `dt`).
 */
import { decodeAddress, decodeSignedTransaction, msgpackRawDecode } from 'algosdk';
import type { Ledger } from '../engine/ledger';
import type { ApplyData, ConfirmedTxn, DeltaEntry, InnerTxnRecord } from '../engine/types';
import { CONSENSUS_VERSION } from './algodNode';
import { innerTxnMap } from './pending';

/** A state delta as go-algorand's StateDelta map: key → ValueDelta `{at, bs?, ui?}`. */
function stateDelta(delta: DeltaEntry[]): Record<string, unknown> {
  return Object.fromEntries(
    delta.map(({ key, action, bytes, uint }) => [
      key,
      { at: action, ...(bytes?.length ? { bs: bytes } : {}), ...(uint ? { ui: uint } : {}) },
    ]),
  );
}

/**
 * The EvalDelta (`dt`): local deltas are keyed by the account's index in the call (0 = sender, i = accounts[i-1]);
 * an account the call did not name goes to `sa` with the next index, as the AVM records it.
 */
function evalDelta(applyData: ApplyData, sender: string, accounts: string[], inners: unknown[]) {
  const named = [sender, ...accounts];
  const shared: string[] = [];
  const local: [number, Record<string, unknown>][] = (applyData.localDeltas ?? []).map(({ address, delta }) => {
    let index = named.indexOf(address);
    if (index < 0) {
      if (!shared.includes(address)) shared.push(address);
      index = named.length + shared.indexOf(address);
    }
    return [index, stateDelta(delta)];
  });
  const dt: Record<string, unknown> = {};
  if (applyData.globalDelta?.length) dt.gd = stateDelta(applyData.globalDelta);
  if (inners.length) dt.itx = inners;
  if (local.length) dt.ld = new Map(local.map(([index, delta]) => [BigInt(index), delta]));
  if (shared.length) dt.sa = shared.map((a) => decodeAddress(a).publicKey);
  return Object.keys(dt).length ? { dt } : {};
}

/** One confirmed transaction as a SignedTxnInBlock (raw msgpack types: bin = Uint8Array, uint = bigint). */
function signedTxnInBlock(confirmed: ConfirmedTxn): Record<string, unknown> {
  const raw = msgpackRawDecode(confirmed.signed) as Record<string, unknown>;
  const { gen, gh: _gh, ...txn } = raw.txn as Record<string, unknown>;
  const decoded = decodeSignedTransaction(confirmed.signed).txn;
  const { applyData } = confirmed;
  const inners = (applyData.inner ?? []).map((inner: InnerTxnRecord) => ({ txn: innerTxnMap(inner, decoded) }));
  const accounts = decoded.applicationCall?.accounts.map((a) => a.toString()) ?? [];
  return {
    ...(applyData.assetClosingAmount ? { aca: applyData.assetClosingAmount } : {}),
    ...(applyData.configAsset ? { caid: applyData.configAsset } : {}),
    ...(applyData.closingAmount ? { ca: applyData.closingAmount } : {}),
    ...evalDelta(applyData, decoded.sender.toString(), accounts, inners),
    ...(gen !== undefined ? { hgi: true } : {}),
    ...raw,
    // The genesis hash is required by consensus, so a block drops it from each transaction and sets no flag.
    txn,
  };
}

/** GET /v2/blocks/{round} for a committed round (msgpack types), else undefined. */
export function blockObject(ledger: Ledger, round: bigint, headerOnly = false): Record<string, unknown> | undefined {
  const block = ledger.state.blocks.get(round);
  if (!block) return undefined;
  const txns = headerOnly ? [] : block.txids.map((txid) => signedTxnInBlock(ledger.state.txns.get(txid)!));
  return {
    block: {
      gen: ledger.config.genesisId,
      gh: ledger.config.genesisHash,
      proto: CONSENSUS_VERSION,
      rnd: round,
      ts: block.timestamp,
      ...(txns.length ? { txns } : {}),
    },
  };
}
