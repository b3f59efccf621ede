// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { generateAccount, makePaymentTxnWithSuggestedParamsFromObject, msgpackRawDecode } from 'algosdk';
import { LOCALNET_IDS } from '../../services/config/localnet';
import { algodFailure, useTestLedger } from '../testing';

const text = (bytes: Uint8Array) => JSON.parse(new TextDecoder().decode(bytes));

describe('algod answers', () => {
  const net = useTestLedger();

  it('answers any valid address, with every list present even when empty', async () => {
    const nobody = generateAccount().addr;
    const raw = text(await net.algod.accountInformation(nobody).doRaw());
    expect(raw).toMatchObject({
      amount: 0,
      'min-balance': 100000,
      assets: [],
      'apps-local-state': [],
      'created-apps': [],
      'created-assets': [],
    });
    expect(raw['apps-total-schema']).toEqual({ 'num-byte-slice': 0, 'num-uint': 0 });
    const excluded = text(await net.algod.accountInformation(nobody).exclude('all').doRaw());
    expect(excluded).not.toHaveProperty('assets');
    expect(excluded).not.toHaveProperty('apps-local-state');
  });

  it('reports a creator’s apps with their global state and the schema totals in the minimum balance', async () => {
    const admin = await net.algod.accountInformation(LOCALNET_IDS.admin).do();
    expect(admin.createdApps?.map((a) => a.id)).toEqual(Object.values(LOCALNET_IDS.apps));
    const schema = admin.appsTotalSchema!;
    const expected =
      100_000n +
      100_000n * 2n +
      100_000n * 6n +
      28_500n * BigInt(schema.numUint) +
      50_000n * BigInt(schema.numByteSlice);
    expect(admin.minBalance).toBe(expected);
    const created = await net.algod.accountApplicationInformation(LOCALNET_IDS.admin, LOCALNET_IDS.apps.roulette).do();
    expect(created.createdApp?.creator.toString()).toBe(LOCALNET_IDS.admin);
  });

  it('answers pending-info as msgpack omitting empty fields, and as JSON on request', async () => {
    const alice = net.newAccount();
    const suggestedParams = await net.algod.getTransactionParams().do();
    const txn = makePaymentTxnWithSuggestedParamsFromObject({
      sender: alice.addr,
      receiver: alice.addr,
      amount: 5n,
      suggestedParams,
    });
    const blob = txn.signTxn(alice.sk);
    await net.algod.sendRawTransaction(blob).do();
    const raw = msgpackRawDecode(await net.algod.pendingTransactionInformation(txn.txID()).doRaw()) as Record<
      string,
      unknown
    >;
    expect(Object.keys(raw).sort()).toEqual(['confirmed-round', 'pool-error', 'txn']);
    expect(raw['pool-error']).toBe('');
    expect(raw.txn).toEqual(msgpackRawDecode(blob));
    const json = await fetch(`http://localhost:4001/v2/transactions/pending/${txn.txID()}?format=json`).then((r) =>
      r.json(),
    );
    expect(json['confirmed-round']).toBe(Number(net.ledger.round));
  });

  it('answers algod 404 and 400 texts for unknown or malformed transaction ids and addresses', async () => {
    const unknown = 'A'.repeat(52);
    expect(await algodFailure(net.algod.pendingTransactionInformation(unknown).do())).toEqual({
      status: 404,
      message: 'could not find the transaction in the transaction pool or in the last 1000 confirmed rounds',
    });
    expect((await algodFailure(net.algod.pendingTransactionInformation('nope').do())).message).toBe(
      'no valid transaction ID was specified',
    );
    const bad = await fetch('http://localhost:4001/v2/accounts/NOTANADDRESS').then(async (r) => [
      r.status,
      (await r.json()).message,
    ]);
    expect(bad[0]).toBe(400);
    expect(bad[1]).toMatch(/^Invalid format for parameter address: /);
  });

  it('answers wait-for-block-after without a block time even when no block comes: the round as it is', async () => {
    const round = net.ledger.round;
    expect((await net.algod.statusAfterBlock(round - 1n).do()).lastRound).toBe(round);
    expect((await net.algod.statusAfterBlock(round).do()).lastRound).toBe(round);
  });

  it('reports seconds since the last block in nanoseconds', async () => {
    net.ledger.advanceClock(3n);
    expect((await net.algod.status().do()).timeSinceLastRound).toBe(3_000_000_000n);
  });
});

describe('algod wait-for-block-after, with a block time (algod waits up to a minute)', () => {
  const net = useTestLedger({ blockMs: 600_000 });

  it('answers at once when a block follows the round, and with the next block when none does yet', async () => {
    const round = net.ledger.round;
    let waited: bigint | undefined;
    const waiting = net.algod
      .statusAfterBlock(round)
      .do()
      .then((status) => (waited = status.lastRound));
    // Answered while the wait for the next block is still out: this one waited for nothing.
    expect((await net.algod.statusAfterBlock(round - 1n).do()).lastRound).toBe(round);
    expect(waited).toBeUndefined();
    net.ledger.makeBlock();
    await waiting;
    expect(waited).toBe(round + 1n);
  });
});
