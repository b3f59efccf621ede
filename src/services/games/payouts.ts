import type { modelsv2 } from 'algosdk';

/**
 * Base units of `assetId` the app call's inner transfers paid to `receiver`: a game's prize or reward as the
 * confirmed transaction shows it (never a later balance read, which other transfers may have moved).
 */
export function innerPaid(record: modelsv2.PendingTransactionResponse, receiver: string, assetId: bigint): bigint {
  return (record.innerTxns ?? []).reduce((sum, { txn: { txn } }) => {
    const transfer = txn.assetTransfer;
    const paysReceiver = transfer?.assetIndex === assetId && transfer.receiver.toString() === receiver;
    return paysReceiver ? sum + transfer.amount : sum;
  }, 0n);
}
