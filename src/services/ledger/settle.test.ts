// @vitest-environment node
import { decodeSignedTransaction } from 'algosdk';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { spinPrize } from '../../devnet/apps/roulette';
import { innerPaid } from '../games/payouts';
import { useTestLedger } from '../../devnet/testing';
import { LOCALNET_IDS } from '../config/localnet';
import { STATE_KEYS, UMQ_UNIT } from '../config/onchain';
import { buildAppOptIn, buildAssetOptIn, buildSend, buildSpin } from '../contracts';
import { getAccount } from './account';
import { resetClients } from './clients';
import { decodeStateDelta } from './delta';
import { settle } from './settle';
import { submit } from './submit';
import { signAndSubmit, signedGroup } from './testing';

const algoOf = async (address: { toString(): string }) => (await getAccount(address.toString())).algo;

describe('submit', () => {
  const net = useTestLedger();

  it('sends a group and returns its id and the round it was confirmed in', async () => {
    const alice = net.newAccount();
    const bob = net.newAccount();
    const group = await signedGroup(alice, (ctx) =>
      buildSend(ctx, { asset: 'ALGO', receiver: bob.addr.toString(), amount: 1_000_000n }),
    );

    const confirmed = await submit(group);

    expect(confirmed.confirmedRound).toBe(net.ledger.round);
    expect(net.ledger.state.txns.has(confirmed.txId)).toBe(true);
    expect(confirmed.record.confirmedRound).toBe(confirmed.confirmedRound);
    expect(await algoOf(bob.addr)).toBe(11_000_000n);
    expect(await algoOf(alice.addr)).toBe(9_000_000n - 1000n);
  });

  it("returns the app call's record, whose global delta holds this spin's prize", async () => {
    const player = net.newAccount();
    await signAndSubmit(player, (ctx) => buildAssetOptIn(ctx, 'UMQ'));
    net.fund(player.addr, 0n); // the dispenser's UMQ pays the fee and the entry
    await signAndSubmit(player, (ctx) => buildAppOptIn(ctx, 'roulette'));
    const nextRound = net.ledger.round + 1n;
    const random = BigInt([0, 1, 2, 3, 4, 5, 6].find((r) => spinPrize(BigInt(r), nextRound) === 50n)!);

    const { record, txId } = await signAndSubmit(player, (ctx) => buildSpin(ctx, { random }));

    expect(decodeStateDelta(record.globalStateDelta)[STATE_KEYS.roulette.lastSpinResult]).toBe(50n);
    expect(record.innerTxns?.[0].txn.txn.assetTransfer?.amount).toBe(50n * UMQ_UNIT);
    // The group's id is its first transaction's (the fee transfer), as algod reports it.
    expect(net.ledger.state.txns.get(txId)?.round).toBe(record.confirmedRound);
  });

  it('re-sends the same bytes when the answer is lost after algod accepted them: one transfer, success', async () => {
    const alice = net.newAccount();
    const bob = net.newAccount();
    const group = await signedGroup(alice, (ctx) =>
      buildSend(ctx, { asset: 'ALGO', receiver: bob.addr.toString(), amount: 1_000_000n }),
    );
    const roundBefore = net.ledger.round;
    net.faults.set({ route: 'submit', loseResponse: true });
    // Only the first answer is lost: the ledger applying the group ends the fault.
    const stop = net.ledger.onChange(() => net.faults.clear());

    const confirmed = await submit(group);
    stop();

    expect(confirmed.confirmedRound).toBe(roundBefore + 1n);
    expect(net.ledger.round).toBe(roundBefore + 1n);
    expect(await algoOf(bob.addr)).toBe(11_000_000n);
    expect(await algoOf(alice.addr)).toBe(9_000_000n - 1000n);
  });

  it('when every answer is lost, finds the group confirmed and reports it sent: one transfer, no second spend', async () => {
    const alice = net.newAccount();
    const bob = net.newAccount();
    const group = await signedGroup(alice, (ctx) =>
      buildSend(ctx, { asset: 'ALGO', receiver: bob.addr.toString(), amount: 1_000_000n }),
    );
    net.faults.set({ route: 'submit', loseResponse: true });
    const roundBefore = net.ledger.round;

    const confirmed = await submit(group);
    net.faults.clear();

    expect(confirmed.txId).toBe(decodeSignedTransaction(group[0]).txn.txID());
    expect(net.ledger.round).toBe(roundBefore + 1n);
    expect(await algoOf(bob.addr)).toBe(11_000_000n);
  });

  it('reports pending (with the group id) while the answer is lost, then sent once it is found in a block', async () => {
    const alice = net.newAccount();
    const bob = net.newAccount();
    const group = await signedGroup(alice, (ctx) =>
      buildSend(ctx, { asset: 'ALGO', receiver: bob.addr.toString(), amount: 1_000_000n }),
    );
    net.faults.set({ route: 'submit', loseResponse: true });
    const pendingIds: string[] = [];

    const outcome = await settle(group, { onPending: (txId) => pendingIds.push(txId) });
    net.faults.clear();

    expect(pendingIds).toEqual([decodeSignedTransaction(group[0]).txn.txID()]);
    expect(outcome.kind).toBe('sent');
    expect(await algoOf(bob.addr)).toBe(11_000_000n);
  });
  it("algod has forgotten a confirmed spin: its record is rebuilt from the indexer, with this spin's prize", async () => {
    const player = net.newAccount();
    await signAndSubmit(player, (ctx) => buildAssetOptIn(ctx, 'UMQ'));
    net.fund(player.addr, 0n);
    await signAndSubmit(player, (ctx) => buildAppOptIn(ctx, 'roulette'));
    const nextRound = net.ledger.round + 1n;
    const random = BigInt([0, 1, 2, 3, 4, 5, 6].find((r) => spinPrize(BigInt(r), nextRound) === 50n)!);
    const group = await signedGroup(player, (ctx) => buildSpin(ctx, { random }));
    const spinId = decodeSignedTransaction(group.at(-1)!).txn.txID();
    net.faults.set({ route: 'submit', loseResponse: true });
    net.faults.set({ route: 'pending', status: 404 });

    const outcome = settle(group);
    // Rounds go by past the group's validity while algod answers nothing of it.
    await vi.waitFor(() => expect(net.ledger.state.txns.has(spinId)).toBe(true));
    const lastValid = decodeSignedTransaction(group[0]).txn.lastValid;
    while (net.ledger.round <= lastValid) net.newAccount();
    const settled = await outcome;

    expect(settled.kind).toBe('sent');
    if (settled.kind !== 'sent') return;
    const { record } = settled.confirmed;
    expect(record.confirmedRound).toBe(nextRound);
    expect(decodeStateDelta(record.globalStateDelta)[STATE_KEYS.roulette.lastSpinResult]).toBe(50n);
    expect(innerPaid(record, player.addr.toString(), LOCALNET_IDS.assets.UMQ)).toBe(50n * UMQ_UNIT);
    expect(record.txn.txn.txID()).toBe(spinId);
  });
});

describe('settle, on a ledger that makes a block every 25 ms', () => {
  const net = useTestLedger({ blockMs: 25 });
  afterEach(() => resetClients());

  const sendOneAlgo = async () => {
    const alice = net.newAccount();
    const bob = net.newAccount();
    const group = await signedGroup(alice, (ctx) =>
      buildSend(ctx, { asset: 'ALGO', receiver: bob.addr.toString(), amount: 1_000_000n }),
    );
    return { group, bob };
  };

  it('a node refusing with 503: pending, then "not sent" only once the last valid round has passed', async () => {
    const { group, bob } = await sendOneAlgo();
    const lastValid = decodeSignedTransaction(group[0]).txn.lastValid;
    net.faults.set({ route: 'submit', status: 503 });
    const pendingIds: string[] = [];

    const outcome = await settle(group, { onPending: (txId) => pendingIds.push(txId) });

    expect(pendingIds).toHaveLength(1);
    expect(outcome).toEqual({ kind: 'notSent', txId: pendingIds[0] });
    expect(net.ledger.round).toBeGreaterThan(lastValid);
    expect(await algoOf(bob.addr)).toBe(10_000_000n);
  });

  it('a submit that hangs times out, stays pending, and ends "not sent" with nothing moved', async () => {
    const { group, bob } = await sendOneAlgo();
    net.faults.set({ route: 'submit', hang: true });
    // The product's 8 s request timeout, shortened: what is tested is that the hang ends, not how long it takes.
    resetClients({ requestTimeoutMs: 1_000 });
    let pending = false;

    const outcome = await settle(group, { onPending: () => (pending = true) });

    expect(pending).toBe(true);
    expect(outcome.kind).toBe('notSent');
    expect(await algoOf(bob.addr)).toBe(10_000_000n);
  });

  it('a watch that is stopped ends with the abort and re-sends nothing afterwards', async () => {
    const { group, bob } = await sendOneAlgo();
    net.faults.set({ route: 'submit', status: 503 });
    const watcher = new AbortController();

    const outcome = settle(group, { signal: watcher.signal, onPending: () => watcher.abort() });
    await expect(outcome).rejects.toThrow();
    net.faults.clear();
    await net.ledger.waitForRound(net.ledger.round + 3n, 2_000);

    expect(await algoOf(bob.addr)).toBe(10_000_000n);
  });

  it('a group waiting in the pool is reported sent once its block is made', async () => {
    const { group, bob } = await sendOneAlgo();

    const outcome = await settle(group);

    expect(outcome.kind).toBe('sent');
    expect(await algoOf(bob.addr)).toBe(11_000_000n);
  });

  it('algod has forgotten a confirmed group (pending-info 404): the indexer finds it, so it is sent, not "not sent"', async () => {
    const { group, bob } = await sendOneAlgo();
    const lastValid = decodeSignedTransaction(group[0]).txn.lastValid;
    net.faults.set({ route: 'submit', loseResponse: true });
    net.faults.set({ route: 'pending', status: 404 });

    const outcome = await settle(group);

    expect(net.ledger.round).toBeGreaterThan(lastValid);
    expect(outcome.kind).toBe('sent');
    if (outcome.kind !== 'sent') return;
    expect(outcome.confirmed.txId).toBe(decodeSignedTransaction(group[0]).txn.txID());
    expect(net.ledger.state.txns.get(outcome.confirmed.txId)?.round).toBe(outcome.confirmed.confirmedRound);
    expect(await algoOf(bob.addr)).toBe(11_000_000n);
  });

  it('never says "not sent" while the indexer cannot answer; says it once the indexer shows the group never landed', async () => {
    const { group, bob } = await sendOneAlgo();
    const lastValid = decodeSignedTransaction(group[0]).txn.lastValid;
    net.faults.set({ route: 'submit', status: 503 });
    net.faults.set({ route: 'indexer-transaction', status: 503 });
    let settled = false;

    const outcome = settle(group).finally(() => (settled = true));
    // Well past the last valid round (waitForRound alone gives up after its timeout on a slow machine, and the
    // faults would then be cleared while the group could still land).
    await vi.waitFor(() => expect(net.ledger.round).toBeGreaterThanOrEqual(lastValid + 5n), { timeout: 20_000 });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(settled).toBe(false);
    net.faults.clear();

    expect((await outcome).kind).toBe('notSent');
    expect(await algoOf(bob.addr)).toBe(10_000_000n);
  });
});
