import {
  decodeSignedTransaction,
  indexerModels,
  modelsv2,
  SignedTransaction,
  Transaction,
  TransactionType,
} from 'algosdk';

/**
 * algod's record of a transaction, rebuilt from the indexer's answer: what a paid action reads when algod has
 * forgotten a confirmed transaction (it keeps pending-info only for recent ones) and the indexer still knows it.
 * The group's own signed bytes give the transaction; the indexer gives its round, state deltas and inner transfers.
 */
export function recordFromIndexer(
  signed: Uint8Array,
  found: indexerModels.Transaction,
): modelsv2.PendingTransactionResponse {
  return new modelsv2.PendingTransactionResponse({
    poolError: '',
    txn: decodeSignedTransaction(signed),
    confirmedRound: found.confirmedRound,
    globalStateDelta: found.globalStateDelta?.map(deltaEntry),
    localStateDelta: found.localStateDelta?.map(
      ({ address, delta }) => new modelsv2.AccountStateDelta({ address, delta: delta.map(deltaEntry) }),
    ),
    innerTxns: found.innerTxns?.map(innerRecord),
  });
}

function deltaEntry({ key, value }: indexerModels.EvalDeltaKeyValue): modelsv2.EvalDeltaKeyValue {
  return new modelsv2.EvalDeltaKeyValue({
    key,
    value: new modelsv2.EvalDelta({ action: value.action, bytes: value.bytes, uint: value.uint }),
  });
}

/**
 * An inner transfer as algod reports it. Inner transactions carry no genesis of their own and no signature; only
 * what a screen reads of a prize is rebuilt (type, sender, receiver, amount, asset).
 */
function innerRecord(inner: indexerModels.Transaction): modelsv2.PendingTransactionResponse {
  const params = {
    fee: inner.fee,
    firstValid: inner.firstValid,
    lastValid: inner.lastValid,
    minFee: 0n,
    flatFee: true,
    genesisHash: new Uint8Array(32),
  };
  const payment = inner.paymentTransaction;
  const transfer = inner.assetTransferTransaction;
  const txn = transfer
    ? new Transaction({
        type: TransactionType.axfer,
        sender: inner.sender,
        suggestedParams: params,
        assetTransferParams: { receiver: transfer.receiver, amount: transfer.amount, assetIndex: transfer.assetId },
      })
    : new Transaction({
        type: TransactionType.pay,
        sender: inner.sender,
        suggestedParams: params,
        paymentParams: { receiver: payment?.receiver ?? inner.sender, amount: payment?.amount ?? 0n },
      });
  return new modelsv2.PendingTransactionResponse({ poolError: '', txn: new SignedTransaction({ txn }) });
}
