// @vitest-environment node
import { generateAccount, makePaymentTxnWithSuggestedParamsFromObject } from 'algosdk';
import { describe, expect, it } from 'vitest';
import { DISPENSER_UMQ } from '../../devnet/devnet';
import { useTestLedger } from '../../devnet/testing';
import { LOCALNET_IDS } from '../config/localnet';
import { buildAppOptIn, buildAssetOptIn } from '../contracts';
import { getAccount } from './account';
import { signAndSubmit } from './testing';

const { UMQ, HLK } = LOCALNET_IDS.assets;

describe('getAccount', () => {
  const net = useTestLedger();

  it('reads a funded account that has opted in to nothing', async () => {
    const alice = net.newAccount(5_000_000n);
    expect(await getAccount(alice.addr.toString())).toEqual({
      address: alice.addr.toString(),
      algo: 5_000_000n,
      umq: null,
      hlk: null,
      minBalance: 100_000n,
      optedInAssets: [],
      holdings: [],
      optedInApps: [],
      authAddr: null,
      round: net.ledger.round,
    });
  });

  it('tells a zero UMQ balance after the opt-in from no opt-in at all', async () => {
    const alice = net.newAccount();
    await signAndSubmit(alice, (ctx) => buildAssetOptIn(ctx, 'UMQ'));
    const account = await getAccount(alice.addr.toString());
    expect(account.umq).toBe(0n);
    expect(account.hlk).toBeNull();
    expect(account.optedInAssets).toEqual([UMQ]);
    expect(account.holdings).toEqual([{ assetId: UMQ, amount: 0n, frozen: false }]);
    expect(account.minBalance).toBe(200_000n);
    expect(account.algo).toBe(10_000_000n - 1000n);
  });

  it('shows tokens received and both opt-ins', async () => {
    const alice = net.newAccount();
    await signAndSubmit(alice, (ctx) => buildAssetOptIn(ctx, 'UMQ'));
    await signAndSubmit(alice, (ctx) => buildAssetOptIn(ctx, 'HLK'));
    net.fund(alice.addr, 0n); // the dispenser adds its UMQ to accounts that hold UMQ
    const account = await getAccount(alice.addr.toString());
    expect(account.umq).toBe(DISPENSER_UMQ);
    expect(account.hlk).toBe(0n);
    expect(account.optedInAssets).toEqual([UMQ, HLK]);
  });

  it('lists the apps opted in to, and the minimum balance their local state adds', async () => {
    const alice = net.newAccount();
    await signAndSubmit(alice, (ctx) => buildAppOptIn(ctx, 'quiz'));
    const account = await getAccount(alice.addr.toString());
    expect(account.optedInApps).toEqual([LOCALNET_IDS.apps.quiz]);
    // 100000 base + 100000 per app + 28500 per local uint (quiz keeps two).
    expect(account.minBalance).toBe(100_000n + 100_000n + 2n * 28_500n);
    expect(account.round).toBe(net.ledger.round);
  });

  it('names the key a rekeyed account now answers to', async () => {
    const alice = net.newAccount();
    const elsewhere = generateAccount();
    const rekey = makePaymentTxnWithSuggestedParamsFromObject({
      sender: alice.addr,
      receiver: alice.addr,
      amount: 0n,
      rekeyTo: elsewhere.addr,
      suggestedParams: await net.algod.getTransactionParams().do(),
    });
    await net.algod.sendRawTransaction(rekey.signTxn(alice.sk)).do();
    expect((await getAccount(alice.addr.toString())).authAddr).toBe(elsewhere.addr.toString());
  });

  it('answers for an address the ledger has never seen', async () => {
    const stranger = generateAccount().addr.toString();
    expect(await getAccount(stranger)).toMatchObject({ algo: 0n, umq: null, hlk: null, minBalance: 100_000n });
  });
});
