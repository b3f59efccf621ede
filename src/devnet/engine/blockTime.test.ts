// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { makePaymentTxnWithSuggestedParamsFromObject, waitForConfirmation, type SuggestedParams } from 'algosdk';
import { algodFailure, useTestLedger } from '../testing';

type Key = { addr: { toString(): string }; sk: Uint8Array };

function payment(sp: SuggestedParams, from: Key, to: Key, amount: bigint, extra: Partial<SuggestedParams> = {}) {
  return makePaymentTxnWithSuggestedParamsFromObject({
    sender: from.addr.toString(),
    receiver: to.addr.toString(),
    amount,
    suggestedParams: { ...sp, ...extra },
  });
}

describe('a block time with a transaction pool (blocks made by hand)', () => {
  // A block time no test waits for: each test makes its blocks with makeBlock(), so rounds are exact.
  const net = useTestLedger({ blockMs: 600_000 });
  const params = () => net.algod.getTransactionParams().do();

  it('answers a submit at once, shows it pending, and applies it in the next block', async () => {
    const [alice, bob] = [net.newAccount(), net.newAccount()];
    net.ledger.makeBlock();
    const round = net.ledger.round;
    const txn = payment(await params(), alice, bob, 250_000n);
    const { txid } = await net.algod.sendRawTransaction(txn.signTxn(alice.sk)).do();
    expect(txid).toBe(txn.txID());

    const pending = await net.algod.pendingTransactionInformation(txid).do();
    expect(pending.confirmedRound).toBeUndefined();
    expect(pending.poolError).toBe('');
    expect((await net.algod.accountInformation(bob.addr).do()).amount).toBe(10_000_000n);
    expect((await net.algod.status().do()).lastRound).toBe(round);

    net.ledger.makeBlock();
    expect((await net.algod.pendingTransactionInformation(txid).do()).confirmedRound).toBe(round + 1n);
    expect((await net.algod.accountInformation(bob.addr).do()).amount).toBe(10_250_000n);
  });

  it('checks a new group against the pooled ones, and refuses one already pooled', async () => {
    const [alice, bob] = [net.newAccount(1_000_000n), net.newAccount()];
    net.ledger.makeBlock();
    const sp = await params();
    const first = payment(sp, alice, bob, 500_000n);
    await net.algod.sendRawTransaction(first.signTxn(alice.sk)).do();
    expect((await algodFailure(net.algod.sendRawTransaction(first.signTxn(alice.sk)).do())).message).toBe(
      `TransactionPool.Remember: transaction already in ledger: ${first.txID()}`,
    );
    const second = payment(sp, alice, bob, 450_000n);
    expect((await algodFailure(net.algod.sendRawTransaction(second.signTxn(alice.sk)).do())).message).toBe(
      `TransactionPool.Remember: transaction ${second.txID()}: account ${alice.addr} balance 48000 below min 100000 (0 assets)`,
    );
  });

  it('refuses a transaction whose last round passed while the client waited ("txn dead")', async () => {
    const alice = net.newAccount();
    net.ledger.makeBlock();
    const sp = await params();
    const txn = payment(sp, alice, alice, 0n, { lastValid: sp.firstValid + 1n });
    net.ledger.makeBlock();
    net.ledger.makeBlock();
    const round = net.ledger.round + 1n;
    expect((await algodFailure(net.algod.sendRawTransaction(txn.signTxn(alice.sk)).do())).message).toBe(
      `TransactionPool.Remember: txn dead: round ${round} outside of ${sp.firstValid}--${sp.firstValid + 1n}`,
    );
  });

  it('evicts a pooled group the block can no longer apply, and shows why as pool-error', async () => {
    const [alice, bob] = [net.newAccount(), net.newAccount()];
    net.ledger.makeBlock();
    const txn = payment(await params(), alice, bob, 5_000_000n);
    await net.algod.sendRawTransaction(txn.signTxn(alice.sk)).do();
    // As when another node's block spent the money first.
    net.ledger.state.accounts.get(alice.addr.toString())!.amount = 1_000_000n;
    net.ledger.makeBlock();
    const evicted = await net.algod.pendingTransactionInformation(txn.txID()).do();
    expect(evicted.confirmedRound).toBeUndefined();
    expect(evicted.poolError).toMatch(new RegExp(`^transaction ${txn.txID()}: overspend \\(account ${alice.addr}`));
    await expect(waitForConfirmation(net.algod, txn.txID(), 2)).rejects.toThrow(/overspend/);
  });
});

describe('a block time with a transaction pool (real time)', () => {
  const net = useTestLedger({ blockMs: 300 });

  it('makes blocks as time passes, empty or not, and wait-for-block-after waits for the next one', async () => {
    const start = net.ledger.round;
    const began = Date.now();
    const status = await net.algod.statusAfterBlock(Number(start)).do();
    expect(status.lastRound).toBe(start + 1n);
    // The next block (300 ms), not algod's one-minute timeout, even on a loaded machine.
    expect(Date.now() - began).toBeLessThan(10_000);
    // Another block comes by itself, with nothing submitted.
    await vi.waitFor(() => expect(net.ledger.round).toBeGreaterThanOrEqual(start + 2n), { timeout: 5_000 });
  });

  it('confirms a submitted payment in the next block, found by algosdk’s waitForConfirmation', async () => {
    const [alice, bob] = [net.newAccount(), net.newAccount()];
    await net.algod.statusAfterBlock(Number(net.ledger.round)).do();
    const txn = payment(await net.algod.getTransactionParams().do(), alice, bob, 1_000n);
    const submittedAt = net.ledger.round;
    const { txid } = await net.algod.sendRawTransaction(txn.signTxn(alice.sk)).do();
    const confirmed = await waitForConfirmation(net.algod, txid, 4);
    expect(confirmed.confirmedRound).toBe(submittedAt + 1n);
  });
});
