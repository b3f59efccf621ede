/** The indexer's Transaction shape and an account's history, newest first. */
import { bytesToBase64, decodeSignedTransaction, OnApplicationComplete } from 'algosdk';
import type { SignedTransaction, Transaction } from 'algosdk';
import type { LedgerView } from '../engine/ledger';
import type { ConfirmedTxn, InnerTxnRecord } from '../engine/types';
import { configRoles, isEmptyParams } from '../engine/applyAssetConfig';
import { b64, deltaJson, schemaJson } from './teal';

/** Indexer limits for transaction searches. */
export const TXNS_LIMIT = { default: 1000, max: 10000 } as const;

const ON_COMPLETION: Record<OnApplicationComplete, string> = {
  [OnApplicationComplete.NoOpOC]: 'noop',
  [OnApplicationComplete.OptInOC]: 'optin',
  [OnApplicationComplete.CloseOutOC]: 'closeout',
  [OnApplicationComplete.ClearStateOC]: 'clear',
  [OnApplicationComplete.UpdateApplicationOC]: 'update',
  [OnApplicationComplete.DeleteApplicationOC]: 'delete',
};

/** An acfg's params as the indexer shows them (left out for a destroy, whose params are all empty). */
function acfgParams(acfg: NonNullable<Transaction['assetConfig']>, sender: string) {
  if (isEmptyParams(acfg)) return {};
  return {
    params: {
      ...configRoles(acfg),
      creator: acfg.assetIndex === 0n ? sender : '',
      decimals: acfg.decimals,
      'default-frozen': acfg.defaultFrozen,
      ...(acfg.assetMetadataHash?.length ? { 'metadata-hash': bytesToBase64(acfg.assetMetadataHash) } : {}),
      name: acfg.assetName ?? '',
      'name-b64': b64(acfg.assetName ?? ''),
      total: acfg.total,
      'unit-name': acfg.unitName ?? '',
      'unit-name-b64': b64(acfg.unitName ?? ''),
      url: acfg.assetURL ?? '',
      'url-b64': b64(acfg.assetURL ?? ''),
    },
  };
}

/** A keyreg's fields as the indexer shows them. */
function keyregJson(keyreg: NonNullable<Transaction['keyreg']>) {
  const key = (name: string, bytes: Uint8Array | undefined) =>
    bytes?.some(Boolean) ? { [name]: bytesToBase64(bytes) } : {};
  return {
    'non-participation': keyreg.nonParticipation,
    ...key('selection-participation-key', keyreg.selectionKey),
    ...key('state-proof-key', keyreg.stateProofKey),
    'vote-first-valid': keyreg.voteFirst ?? 0n,
    'vote-key-dilution': keyreg.voteKeyDilution ?? 0n,
    'vote-last-valid': keyreg.voteLast ?? 0n,
    ...key('vote-participation-key', keyreg.voteKey),
  };
}

/** The fields of the transaction types that carry no payment or app call. */
function assetAdminFields(txn: Transaction, confirmed: ConfirmedTxn) {
  const { assetConfig: acfg, assetFreeze: afrz, keyreg } = txn;
  if (acfg) {
    return {
      'asset-config-transaction': { 'asset-id': acfg.assetIndex, ...acfgParams(acfg, txn.sender.toString()) },
      ...(confirmed.applyData.configAsset ? { 'created-asset-index': confirmed.applyData.configAsset } : {}),
    };
  }
  if (afrz) {
    return {
      'asset-freeze-transaction': {
        address: afrz.freezeAccount.toString(),
        'asset-id': afrz.assetIndex,
        'new-freeze-status': afrz.frozen,
      },
    };
  }
  return keyreg ? { 'keyreg-transaction': keyregJson(keyreg) } : {};
}

function typeFields(txn: Transaction, confirmed: ConfirmedTxn) {
  const { payment: pay, assetTransfer: axfer, applicationCall: appl } = txn;
  if (pay) {
    return {
      'payment-transaction': {
        amount: pay.amount,
        'close-amount': confirmed.applyData.closingAmount ?? 0n,
        ...(pay.closeRemainderTo ? { 'close-remainder-to': pay.closeRemainderTo.toString() } : {}),
        receiver: pay.receiver.toString(),
      },
    };
  }
  if (axfer) {
    return {
      'asset-transfer-transaction': {
        amount: axfer.amount,
        'asset-id': axfer.assetIndex,
        'close-amount': confirmed.applyData.assetClosingAmount ?? 0n,
        ...(axfer.closeRemainderTo ? { 'close-to': axfer.closeRemainderTo.toString() } : {}),
        receiver: axfer.receiver.toString(),
        ...(axfer.assetSender ? { sender: axfer.assetSender.toString() } : {}),
      },
    };
  }
  if (!appl) return assetAdminFields(txn, confirmed);
  return {
    'application-transaction': {
      accounts: appl.accounts.map((a) => a.toString()),
      'application-args': appl.appArgs.map(bytesToBase64),
      'application-id': appl.appIndex,
      'foreign-apps': appl.foreignApps,
      'foreign-assets': appl.foreignAssets,
      'global-state-schema': schemaJson({ numUint: appl.numGlobalInts, numByteSlice: appl.numGlobalByteSlices }),
      'local-state-schema': schemaJson({ numUint: appl.numLocalInts, numByteSlice: appl.numLocalByteSlices }),
      'on-completion': ON_COMPLETION[appl.onComplete],
    },
  };
}

function innerJson(inner: InnerTxnRecord, outer: Transaction, round: bigint, roundTime: bigint, offset: number) {
  const transfer =
    inner.assetId === undefined
      ? { 'payment-transaction': { amount: inner.amount, 'close-amount': 0n, receiver: inner.receiver } }
      : {
          'asset-transfer-transaction': {
            amount: inner.amount,
            'asset-id': inner.assetId,
            'close-amount': 0n,
            receiver: inner.receiver,
          },
        };
  return {
    ...transfer,
    'close-rewards': 0,
    'closing-amount': 0,
    'confirmed-round': round,
    fee: 0,
    'first-valid': outer.firstValid,
    'intra-round-offset': offset,
    'last-valid': outer.lastValid,
    'receiver-rewards': 0,
    'round-time': roundTime,
    sender: inner.sender,
    'sender-rewards': 0,
    'tx-type': inner.assetId === undefined ? 'pay' : 'axfer',
  };
}

/** One confirmed transaction as the indexer returns it. */
export function indexerTxnJson(ledger: LedgerView, confirmed: ConfirmedTxn) {
  const stxn = decodeSignedTransaction(confirmed.signed);
  const txn = stxn.txn;
  const roundTime = ledger.state.blocks.get(confirmed.round)!.timestamp;
  const { applyData } = confirmed;
  return {
    ...typeFields(txn, confirmed),
    ...(stxn.sgnr ? { 'auth-addr': stxn.sgnr.toString() } : {}),
    'close-rewards': 0,
    'closing-amount': applyData.closingAmount ?? 0n,
    'confirmed-round': confirmed.round,
    fee: txn.fee,
    'first-valid': txn.firstValid,
    ...(txn.genesisHash ? { 'genesis-hash': bytesToBase64(txn.genesisHash) } : {}),
    ...(txn.genesisID ? { 'genesis-id': txn.genesisID } : {}),
    ...(applyData.globalDelta?.length ? { 'global-state-delta': applyData.globalDelta.map(deltaJson) } : {}),
    ...(txn.group ? { group: bytesToBase64(txn.group) } : {}),
    id: confirmed.txid,
    ...(applyData.inner?.length
      ? { 'inner-txns': applyData.inner.map((i) => innerJson(i, txn, confirmed.round, roundTime, confirmed.offset)) }
      : {}),
    'intra-round-offset': confirmed.offset,
    'last-valid': txn.lastValid,
    ...(applyData.localDeltas?.length
      ? {
          'local-state-delta': applyData.localDeltas.map(({ address, delta }) => ({
            address,
            delta: delta.map(deltaJson),
          })),
        }
      : {}),
    ...(txn.note.length ? { note: bytesToBase64(txn.note) } : {}),
    'receiver-rewards': 0,
    ...(txn.rekeyTo ? { 'rekey-to': txn.rekeyTo.toString() } : {}),
    'round-time': roundTime,
    sender: txn.sender.toString(),
    'sender-rewards': 0,
    ...signatureJson(stxn),
    'tx-type': txn.type,
  };
}

/** The indexer's `signature`: `sig`, or `multisig` with every subsignature (signed or not). */
function signatureJson(stxn: SignedTransaction) {
  if (stxn.sig) return { signature: { sig: bytesToBase64(stxn.sig) } };
  if (!stxn.msig) return {};
  const subsignature = stxn.msig.subsig.map((sub) => ({
    'public-key': bytesToBase64(sub.pk),
    ...(sub.s ? { signature: bytesToBase64(sub.s) } : {}),
  }));
  return { signature: { multisig: { subsignature, threshold: stxn.msig.thr, version: stxn.msig.v } } };
}
