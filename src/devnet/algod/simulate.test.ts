// @vitest-environment node
/**
 * POST /v2/transactions/simulate, asked the way a developer tool or the wallet asks it: a plain algosdk client
 * (msgpack request and answer), or raw HTTP with JSON. The ledger must stay exactly as it was.
 */
import { describe, expect, it } from 'vitest';
import {
  SignedTransaction,
  assignGroupID,
  bytesToHex,
  decodeAddress,
  decodeSignedTransaction,
  encodeJSON,
  encodeMsgpack,
  makePaymentTxnWithSuggestedParamsFromObject,
  modelsv2,
  type Address,
  type Transaction,
} from 'algosdk';
import { buildAppOptIn, buildClaimAirdrop } from '../../services/contracts';
import { appCall, sealGroup } from '../../services/contracts/group';
import { serializeState } from '../engine/serialize';
import { usePlayers } from '../apps/testing';
import { LOCALNET_IDS, LOCALNET_URLS } from '../../services/config/localnet';
import { algodFailure, useTestLedger, type TestLedger } from '../testing';

const { algod: ALGOD } = LOCALNET_URLS;

/** A request for one group, every transaction unsigned, as the wallet asks before signing. */
function unsignedRequest(txns: Transaction[], options: Partial<modelsv2.SimulateRequest> = {}) {
  return new modelsv2.SimulateRequest({
    txnGroups: [
      new modelsv2.SimulateRequestTransactionGroup({ txns: txns.map((txn) => new SignedTransaction({ txn })) }),
    ],
    allowEmptySignatures: true,
    ...options,
  });
}

async function payments(net: TestLedger, from: Address, amounts: bigint[], to: Address = from, rekeyTo?: Address) {
  const suggestedParams = await net.algod.getTransactionParams().do();
  const txns = amounts.map((amount, i) =>
    makePaymentTxnWithSuggestedParamsFromObject({
      sender: from,
      receiver: to,
      amount,
      note: new Uint8Array([i]),
      rekeyTo,
      suggestedParams,
    }),
  );
  return txns.length > 1 && txns.length <= 16 ? assignGroupID(txns) : txns;
}

/** The ledger as bytes, and what a pending lookup would find, to prove a simulation changed nothing. */
const snapshot = (net: TestLedger) => serializeState(net.ledger.state);

async function postRaw(body: Uint8Array | string, query = '') {
  const response = await fetch(`${ALGOD}/v2/transactions/simulate${query}`, {
    method: 'POST',
    body: typeof body === 'string' ? body : Buffer.from(body),
  });
  return { status: response.status, body: await response.json() };
}

describe('simulate on the local ledger', () => {
  const net = usePlayers();

  it('evaluates a passing group of three through algosdk and changes nothing', async () => {
    const alice = net.newAccount();
    const bob = net.newAccount();
    const txns = await payments(net, alice.addr, [1_000n, 2_000n, 3_000n], bob.addr);
    const before = snapshot(net);

    const result = await net.algod.simulateTransactions(unsignedRequest(txns)).do();

    expect(result.version).toBe(2);
    expect(result.lastRound).toBe(net.ledger.round);
    const [group] = result.txnGroups;
    expect(group.failureMessage).toBeUndefined();
    expect(group.failedAt).toBeUndefined();
    expect(group.txnResults.map((r) => r.txnResult.txn.txn.txID())).toEqual(txns.map((t) => t.txID()));
    expect(group.txnResults.every((r) => r.txnResult.confirmedRound === undefined)).toBe(true);
    expect(group.txnResults.map((r) => r.feesPaid)).toEqual([1000, 1000, 1000]);
    expect(group.groupFeesPaid).toBe(3000);
    expect(group.groupUsage).toBe(3_000_000);
    expect(result.evalOverrides?.allowEmptySignatures).toBe(true);
    expect(snapshot(net)).toBe(before);
    expect((await algodFailure(net.algod.pendingTransactionInformation(txns[0].txID()).do())).status).toBe(404);
  });

  it('simulates signed transactions too (simulateRawTransactions), without any override', async () => {
    const alice = net.newAccount();
    const [txn] = await payments(net, alice.addr, [5n]);
    const result = await net.algod.simulateRawTransactions(txn.signTxn(alice.sk)).do();
    expect(result.txnGroups[0].failureMessage).toBeUndefined();
    expect(result.txnGroups[0].txnResults[0].txnResult.txn.sig).toBeDefined();
    expect(result.evalOverrides).toBeUndefined();
  });

  it('answers an overspend with a 200, the evaluator text without the pool prefix and the failing index', async () => {
    const alice = net.newAccount(1_000_000n);
    const txns = await payments(net, alice.addr, [1n, 5_000_000n], net.newAccount().addr);
    const before = snapshot(net);

    const [group] = (await net.algod.simulateTransactions(unsignedRequest(txns)).do()).txnGroups;

    expect(group.failureMessage).toMatch(
      new RegExp(`^transaction ${txns[1].txID()}: overspend \\(account ${alice.addr}, data \\{`),
    );
    expect(group.failedAt).toEqual([1]);
    expect(snapshot(net)).toBe(before);
  });

  it('shows the inner transfer an app pays and the local-state change, without applying either', async () => {
    const player = net.player({ UMQ: 0n });
    await player.send(buildAppOptIn(await player.context(), 'airdrop').txns);
    const before = snapshot(net);

    const { txns } = buildClaimAirdrop(await player.context());
    const [group] = (await net.algod.simulateTransactions(unsignedRequest(txns)).do()).txnGroups;

    expect(group.failureMessage).toBeUndefined();
    const call = group.txnResults[txns.length - 1].txnResult;
    expect(call.innerTxns).toHaveLength(1);
    expect(call.innerTxns![0].txn.txn.assetTransfer?.receiver.toString()).toBe(player.address);
    expect(call.localStateDelta?.[0].address).toBe(player.address);
    expect(group.groupUsage).toBe((txns.length + 1) * 1_000_000);
    expect(group.appBudgetAdded).toBe(1400);
    expect(snapshot(net)).toBe(before);
    expect(await player.token('UMQ')).toBe(0n);
  });

  it('refuses a box the group does not reference, unless allow-unnamed-resources, which reports it', async () => {
    const player = net.player({ UMQ: 0n });
    await player.send(buildAppOptIn(await player.context(), 'airdrop').txns);
    const before = snapshot(net);
    // The claim as a hand-built call might send it: the wallet's call with its record box left out.
    const ctx = await player.context();
    const call = appCall(ctx, 'airdrop', { method: 'claim_airdrop', foreignAssets: ['UMQ'], innerTransfers: 1 });
    const { txns } = sealGroup(ctx, [call]);
    const record = decodeAddress(player.address).publicKey;

    const [refused] = (await net.algod.simulateTransactions(unsignedRequest(txns)).do()).txnGroups;
    expect(refused.failureMessage).toMatch(
      new RegExp(`^transaction [A-Z2-7]{52}: logic eval error: invalid Box reference 0x${bytesToHex(record)}\\. `),
    );
    expect(refused.unnamedResourcesAccessed).toBeUndefined();

    const request = unsignedRequest(txns, { allowUnnamedResources: true });
    const simulated = await net.algod.simulateTransactions(request).do();
    const [allowed] = simulated.txnGroups;
    expect(allowed.failureMessage).toBeUndefined();
    expect(simulated.evalOverrides?.allowUnnamedResources).toBe(true);
    expect(allowed.unnamedResourcesAccessed?.boxes).toEqual([
      new modelsv2.BoxReference({ app: LOCALNET_IDS.apps.airdrop, name: record }),
    ]);
    expect(snapshot(net)).toBe(before); // no box, no balance: a simulation applies nothing
  });

  it('reports a contract refusal as the logic error of the call', async () => {
    const player = net.player({ UMQ: 0n });
    await player.send(buildAppOptIn(await player.context(), 'airdrop').txns);
    await player.send(buildClaimAirdrop(await player.context()).txns);

    const { txns } = buildClaimAirdrop(await player.context());
    const [group] = (await net.algod.simulateTransactions(unsignedRequest(txns)).do()).txnGroups;

    expect(group.failureMessage).toMatch(/^transaction [A-Z2-7]{52}: logic eval error: assert failed pc=\d+\./);
    expect(group.failedAt).toEqual([txns.length - 1]);
  });

  it("blames a failed inner transfer on its path, with the AVM's inner-transaction prefix", async () => {
    const player = net.player();
    await player.send(buildAppOptIn(await player.context(), 'airdrop').txns);

    const { txns } = buildClaimAirdrop(await player.context());
    const [group] = (await net.algod.simulateTransactions(unsignedRequest(txns)).do()).txnGroups;

    const call = txns.length - 1;
    expect(group.failureMessage).toMatch(
      new RegExp(
        `^transaction ${txns[call].txID()}: logic eval error: inner tx 0 failed: receiver error: must optin, ` +
          `asset 1001 missing from ${player.address}\\. Details: app=1004, pc=\\d+$`,
      ),
    );
    expect(group.failedAt).toEqual([call, 0]);
    // The failing inner group was entered, so the tracer counted its 700.
    expect(group.appBudgetAdded).toBe(1400);
  });

  it("counts app-budget-added as go-algorand's tracer: the extra budget again at each inner group", async () => {
    const player = net.player({ UMQ: 0n });
    await player.send(buildAppOptIn(await player.context(), 'airdrop').txns);
    const { txns } = buildClaimAirdrop(await player.context());

    const request = unsignedRequest(txns, { extraOpcodeBudget: 100 });
    const [group] = (await net.algod.simulateTransactions(request).do()).txnGroups;

    expect(group.failureMessage).toBeUndefined();
    // 700 for the call + 100 extra, then 700 + 100 for the inner group of its one transfer.
    expect(group.appBudgetAdded).toBe(1600);
  });

  it('adds no app budget when the signature checks refuse the group before evaluation', async () => {
    const player = net.player({ UMQ: 0n });
    await player.send(buildAppOptIn(await player.context(), 'airdrop').txns);
    const { txns } = buildClaimAirdrop(await player.context());

    const [group] = (await net.algod.simulateTransactions(unsignedRequest(txns, { allowEmptySignatures: false })).do())
      .txnGroups;

    expect(group.failureMessage).toMatch(/invalid : signedtxn has no sig$/);
    expect(group.appBudgetAdded).toBeUndefined();
  });

  it('fails an unsigned transaction as algod does when empty signatures are not allowed', async () => {
    const alice = net.newAccount();
    const txns = await payments(net, alice.addr, [1n, 2n]);
    const request = unsignedRequest(txns, { allowEmptySignatures: false });
    request.txnGroups[0].txns[0] = decodeSignedTransaction(txns[0].signTxn(alice.sk));

    const [group] = (await net.algod.simulateTransactions(request).do()).txnGroups;

    expect(group.failureMessage).toMatch(/^transaction \{.*\} invalid : signedtxn has no sig$/);
    expect(group.failedAt).toEqual([1]);
  });

  it('sets the signer of a rekeyed account with fix-signers and names it', async () => {
    const alice = net.newAccount();
    const key = net.newAccount();
    const [rekey] = await payments(net, alice.addr, [0n], alice.addr, key.addr);
    await net.algod.sendRawTransaction(rekey.signTxn(alice.sk)).do();
    const [pay] = await payments(net, alice.addr, [7n]);

    const plain = (await net.algod.simulateTransactions(unsignedRequest([pay])).do()).txnGroups[0];
    expect(plain.failureMessage).toBe(
      `transaction ${pay.txID()}: should have been authorized by ${key.addr} but was actually authorized by ${alice.addr}`,
    );

    const fixed = await net.algod.simulateTransactions(unsignedRequest([pay], { fixSigners: true })).do();
    expect(fixed.txnGroups[0].failureMessage).toBeUndefined();
    expect(fixed.txnGroups[0].txnResults[0].fixedSigner?.toString()).toBe(key.addr.toString());
    expect(fixed.evalOverrides?.fixSigners).toBe(true);
  });

  it('refuses requests algod refuses, with its texts', async () => {
    const alice = net.newAccount();
    const txns = await payments(net, alice.addr, [1n]);
    const group = () =>
      new modelsv2.SimulateRequestTransactionGroup({ txns: [new SignedTransaction({ txn: txns[0] })] });
    const cases: [modelsv2.SimulateRequest, number, string][] = [
      [new modelsv2.SimulateRequest({ txnGroups: [group(), group()] }), 400, 'expected 1 transaction group, got 2'],
      [new modelsv2.SimulateRequest({ txnGroups: [] }), 400, 'expected 1 transaction group, got 0'],
      [
        new modelsv2.SimulateRequest({ txnGroups: [group(), group()], round: net.ledger.round + 5n }),
        400,
        'expected 1 transaction group, got 2',
      ],
      [
        new modelsv2.SimulateRequest({ txnGroups: [new modelsv2.SimulateRequestTransactionGroup({ txns: [] })] }),
        400,
        'empty txgroup',
      ],
      [
        unsignedRequest(
          await payments(
            net,
            alice.addr,
            Array.from({ length: 17 }, (_, i) => BigInt(i)),
          ),
        ),
        400,
        'transaction group size 17 exceeds protocol max 16',
      ],
      [
        unsignedRequest(txns, { allowEmptySignatures: false, fixSigners: true }),
        400,
        'FixSigners requires AllowEmptySignatures to be enabled',
      ],
      [
        unsignedRequest(txns, { extraOpcodeBudget: 320_001 }),
        400,
        'extra budget 320001 > simulation extra budget limit 320000',
      ],
      [
        unsignedRequest(txns, { round: net.ledger.round + 5n }),
        500,
        `ledger does not have entry ${net.ledger.round + 5n} (latest ${net.ledger.round}, committed ${net.ledger.round})`,
      ],
    ];
    for (const [request, status, message] of cases) {
      expect(await algodFailure(net.algod.simulateTransactions(request).do())).toEqual({ status, message });
    }
  });

  it('accepts JSON and answers in the format asked for', async () => {
    const alice = net.newAccount();
    const txns = await payments(net, alice.addr, [1n, 2n]);
    const request = unsignedRequest(txns, { extraOpcodeBudget: 1000 });

    const asJson = await postRaw(encodeJSON(request), '?format=json');
    expect(asJson.status).toBe(200);
    expect(asJson.body['last-round']).toBe(Number(net.ledger.round));
    expect(asJson.body['eval-overrides']).toEqual({ 'allow-empty-signatures': true, 'extra-opcode-budget': 1000 });
    expect(asJson.body['txn-groups'][0]['txn-results']).toHaveLength(2);
    expect(asJson.body['txn-groups'][0]['txn-results'][0]['txn-result']['pool-error']).toBe('');

    const byDefault = await postRaw(encodeMsgpack(request));
    expect(byDefault.body.version).toBe(2);
    const badFormat = await postRaw(encodeMsgpack(request), '?format=xml');
    expect(badFormat).toEqual({ status: 400, body: { message: 'failed to parse the format option' } });
    expect((await postRaw('not a request')).status).toBe(400);
    expect(await postRaw('')).toEqual({ status: 400, body: { message: 'EOF' } });
  });
});

describe('simulate with a block time', () => {
  // No block comes during the test: whatever simulate did would have to show in the pool.
  const net = useTestLedger({ blockMs: 600_000 });

  it('neither pools nor applies the group', async () => {
    const alice = net.newAccount();
    net.ledger.makeBlock();
    const txns = await payments(net, alice.addr, [1n, 2n, 3n]);
    const before = serializeState(net.ledger.state);

    const [group] = (await net.algod.simulateTransactions(unsignedRequest(txns)).do()).txnGroups;

    expect(group.failureMessage).toBeUndefined();
    expect(serializeState(net.ledger.state)).toBe(before);
    expect(txns.map((t) => net.ledger.pooled(t.txID()))).toEqual([undefined, undefined, undefined]);
    net.ledger.makeBlock();
    expect(net.ledger.state.txns.has(txns[0].txID())).toBe(false);
    expect(net.ledger.state.blocks.get(net.ledger.round)?.txids).toEqual([]);
  });
});
