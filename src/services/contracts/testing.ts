/**
 * Fixtures for builder tests: a fixed network context and a plain-object view of a transaction,
 * so a test can compare a whole transaction against what it expects in one readable assertion.
 */
import { encodeAddress, getApplicationAddress, type Transaction } from 'algosdk';
import type { BuildContext } from './group';

const address = (byte: number) => encodeAddress(new Uint8Array(32).fill(byte));

/** A fixed context: sender, admin, token and app ids, and suggested params like algod's (fee 0, min-fee 1000). */
export const testContext: BuildContext = {
  sender: address(1),
  ids: {
    assets: { UMQ: 1001n, HLK: 1002n },
    apps: { roulette: 2001n, airdrop: 2002n, marketplace: 2003n, quiz: 2004n, target: 2005n, staking: 2006n },
    admin: address(2),
  },
  params: {
    fee: 0n,
    minFee: 1000n,
    firstValid: 10n,
    lastValid: 1010n,
    genesisID: 'test-v1',
    genesisHash: new Uint8Array(32).fill(3),
  },
};

/** The address of a test app, as the contracts' receivers see it. */
export const testAppAddress = (app: keyof BuildContext['ids']['apps']) =>
  getApplicationAddress(testContext.ids.apps[app]).toString();

/** What a transaction does, as plain data (undefined fields left out by toEqual). */
export function describeTxn(txn: Transaction) {
  const pay = txn.payment;
  const xfer = txn.assetTransfer;
  const call = txn.applicationCall;
  return {
    type: txn.type,
    sender: txn.sender.toString(),
    fee: txn.fee,
    receiver: (pay ?? xfer)?.receiver.toString(),
    amount: (pay ?? xfer)?.amount,
    assetId: xfer?.assetIndex,
    note: txn.note.length ? new TextDecoder().decode(txn.note) : undefined,
    appId: call?.appIndex,
    onComplete: call?.onComplete,
    args: call?.appArgs.map((arg) => Array.from(arg)),
    foreignAssets: call?.foreignAssets,
  };
}

/** The bytes of a UTF-8 string, as describeTxn lists args. */
export const utf8Bytes = (text: string) => Array.from(new TextEncoder().encode(text));
