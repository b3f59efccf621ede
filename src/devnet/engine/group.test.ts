// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  assignGroupID,
  base64ToBytes,
  computeGroupID,
  encodeAddress,
  makePaymentTxnWithSuggestedParamsFromObject,
  type SuggestedParams,
  type Transaction,
} from 'algosdk';
import { serializeState } from './serialize';
import { algodFailure, useTestLedger } from '../testing';

const concat = (blobs: Uint8Array[]) => {
  const out = new Uint8Array(blobs.reduce((n, b) => n + b.length, 0));
  blobs.reduce((offset, b) => (out.set(b, offset), offset + b.length), 0);
  return out;
};
const digest = (bytes: Uint8Array) => encodeAddress(bytes).slice(0, 52);

describe('groups and stateless checks', () => {
  const net = useTestLedger();
  const params = () => net.algod.getTransactionParams().do();
  type Key = { addr: { toString(): string }; sk: Uint8Array };
  const pay = (sp: SuggestedParams, from: Key, to: Key, amount: bigint, extra: Partial<SuggestedParams> = {}) =>
    makePaymentTxnWithSuggestedParamsFromObject({
      sender: from.addr.toString(),
      receiver: to.addr.toString(),
      amount,
      suggestedParams: { ...sp, ...extra },
    });
  const send = (blobs: Uint8Array[]) => net.algod.sendRawTransaction(blobs).do();
  const failure = async (blobs: Uint8Array[]) => (await algodFailure(send(blobs))).message;

  async function threePayments(fees: bigint[]) {
    const [a, b, c] = [net.newAccount(), net.newAccount(), net.newAccount()];
    const sp = await params();
    const txns = [pay(sp, a, b, 1n), pay(sp, b, c, 2n), pay(sp, c, a, 3n)];
    txns.forEach((t, i) => (t.fee = fees[i]));
    assignGroupID(txns);
    return { keys: [a, b, c], txns, blobs: txns.map((t, i) => t.signTxn([a, b, c][i].sk)) };
  }

  it('accepts a group whose first transaction pays every fee (pooled fees)', async () => {
    const { txns, blobs } = await threePayments([3000n, 0n, 0n]);
    const { txid } = await send(blobs);
    expect(txid).toBe(txns[0].txID());
    const rounds = await Promise.all(txns.map((t) => net.algod.pendingTransactionInformation(t.txID()).do()));
    expect(new Set(rounds.map((r) => r.confirmedRound))).toEqual(new Set([net.ledger.round]));
  });

  it('rejects a group whose pooled fees are short, in algod ≥4.7 words', async () => {
    const { blobs } = await threePayments([1000n, 1000n, 0n]);
    expect(await failure(blobs)).toBe(
      'TransactionPool.Remember: txgroup with 2mA fees is less than 3mA (usage=3.000000 * base=1mA)',
    );
  });

  it('leaves the ledger byte-identical when a later transaction of the group fails', async () => {
    const [a, b] = [net.newAccount(), net.newAccount(200_000n)];
    const sp = await params();
    const txns = assignGroupID([pay(sp, a, b, 1_000_000n), pay(sp, b, a, 5_000_000n)]);
    const before = serializeState(net.ledger.state);
    const message = await failure([txns[0].signTxn(a.sk), txns[1].signTxn(b.sk)]);
    expect(message).toContain(`transaction ${txns[1].txID()}: overspend (account ${b.addr}`);
    expect(serializeState(net.ledger.state)).toBe(before);
  });

  it('rejects an empty body and more than 16 transactions', async () => {
    expect(await failure([])).toBe('empty txgroup');
    const a = net.newAccount();
    const sp = await params();
    const blobs = Array.from({ length: 17 }, (_, i) => pay(sp, a, a, BigInt(i)).signTxn(a.sk));
    expect(await failure(blobs)).toBe('max group size is 16');
  });

  it('checks the group id: missing, inconsistent and not matching the transactions', async () => {
    const [a, b] = [net.newAccount(), net.newAccount()];
    const sp = await params();
    const loose = [pay(sp, a, b, 1n), pay(sp, b, a, 1n)];
    expect(await failure([loose[0].signTxn(a.sk), loose[1].signTxn(b.sk)])).toBe(
      'transactionGroup: [0] had zero Group but was submitted in a group of 2',
    );

    const g1 = assignGroupID([pay(sp, a, b, 1n), pay(sp, b, a, 1n)]);
    const g2 = assignGroupID([pay(sp, a, b, 2n), pay(sp, b, a, 2n)]);
    expect(await failure([g1[0].signTxn(a.sk), g2[1].signTxn(b.sk)])).toBe(
      `transactionGroup: inconsistent group values: ${digest(g2[1].group!)} != ${digest(g1[0].group!)}`,
    );

    const bare = [pay(sp, b, a, 1n), pay(sp, a, b, 1n)];
    expect(await failure([g1[1].signTxn(b.sk), g1[0].signTxn(a.sk)])).toBe(
      `transactionGroup: incomplete group: ${digest(g1[0].group!)} != ${digest(computeGroupID(bare))} ({{} [${bare
        .map((t: Transaction) => digest(t.rawTxID()))
        .join(' ')}]})`,
    );
  });

  it('rejects a bad signature, a signer that is not the sender and a missing signature', async () => {
    const [a, b] = [net.newAccount(), net.newAccount()];
    const txn = pay(await params(), a, b, 1n);
    const forged = txn.attachSignature(a.addr.toString(), txn.rawSignTxn(b.sk));
    expect(await failure([forged])).toBe("At least one signature didn't pass verification");
    // algosdk sets `sgnr` when the key is not the sender's: the signature verifies, the authorization does not.
    expect(await failure([txn.signTxn(b.sk)])).toBe(
      `TransactionPool.Remember: transaction ${txn.txID()}: should have been authorized by ${a.addr} but was actually authorized by ${b.addr}`,
    );
    const unsigned = concat([new Uint8Array([0x81, 0xa3, 0x74, 0x78, 0x6e]), txn.toByte()]);
    expect(await failure([unsigned])).toMatch(/^transaction \{.*\} invalid : signedtxn has no sig$/);
  });

  it('rejects transactions outside their validity window', async () => {
    const a = net.newAccount();
    const sp = await params();
    const round = net.ledger.round + 1n;
    const expired = pay(sp, a, a, 1n, { firstValid: 1n, lastValid: round - 1n });
    expect(await failure([expired.signTxn(a.sk)])).toBe(
      `TransactionPool.Remember: txn dead: round ${round} outside of 1--${round - 1n}`,
    );
    const early = pay(sp, a, a, 1n, { firstValid: round + 5n, lastValid: round + 10n });
    expect(await failure([early.signTxn(a.sk)])).toBe(
      `TransactionPool.Remember: txn dead: round ${round} outside of ${round + 5n}--${round + 10n}`,
    );
    const tooLong = pay(sp, a, a, 1n, { firstValid: round, lastValid: round + 1001n });
    expect(await failure([tooLong.signTxn(a.sk)])).toMatch(
      new RegExp(`invalid : transaction window size excessive \\(${round}--${round + 1001n}\\)$`),
    );
  });

  it('rejects a note longer than 1024 bytes', async () => {
    const a = net.newAccount();
    const txn = makePaymentTxnWithSuggestedParamsFromObject({
      sender: a.addr,
      receiver: a.addr,
      amount: 0n,
      note: new Uint8Array(1025),
      suggestedParams: await params(),
    });
    expect(await failure([txn.signTxn(a.sk)])).toMatch(
      /^transaction \{.*\} invalid : transaction note too big: 1025 > 1024$/,
    );
  });

  it('rejects another network’s genesis id and hash', async () => {
    const a = net.newAccount();
    const sp = await params();
    const otherId = pay(sp, a, a, 1n, { genesisID: 'testnet-v1.0' });
    expect(await failure([otherId.signTxn(a.sk)])).toBe(
      `TransactionPool.Remember: tx.GenesisID <testnet-v1.0> does not match expected <${sp.genesisID}>`,
    );
    const mainnet = base64ToBytes('wGHE2Pwdvd7S12BL5FaOP20EGYesN73ktiC1qzkkit8=');
    const otherHash = pay(sp, a, a, 1n, { genesisHash: mainnet });
    expect(await failure([otherHash.signTxn(a.sk)])).toBe(
      `TransactionPool.Remember: tx.GenesisHash <${digest(mainnet)}> does not match expected <${digest(sp.genesisHash!)}>`,
    );
  });
});
