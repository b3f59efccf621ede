// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  decodeAddress,
  makeApplicationCloseOutTxnFromObject,
  makeApplicationOptInTxnFromObject,
  makeAssetTransferTxnWithSuggestedParamsFromObject,
  makePaymentTxnWithSuggestedParamsFromObject,
} from 'algosdk';
import { LOCALNET_IDS } from '../../services/config/localnet';
import { account, optInApp } from '../genesis/builder';
import { keylessAddress, TREASURY } from '../genesis/keys';
import { SIMULATED_PLAYERS } from '../genesis/players';
import { algodFailure, useTestLedger } from '../testing';

const QUIZ = LOCALNET_IDS.apps.quiz;
const compareKeys = (a: string, b: string) => {
  const [x, y] = [decodeAddress(a).publicKey, decodeAddress(b).publicKey];
  const i = x.findIndex((byte, k) => byte !== y[k]);
  return i < 0 ? 0 : x[i] - y[i];
};

describe('indexer', () => {
  const net = useTestLedger();

  it('pages more than 1000 accounts of an app, in raw public key order, until an empty page', async () => {
    for (let i = 0; i < 1200; i++) {
      const address = keylessAddress(`bulk-${i}`);
      account(net.ledger.state, address, 1_000_000n);
      optInApp(net.ledger.state, address, QUIZ, { ultimo_puntaje: BigInt(i % 11) });
    }
    const seen: string[] = [];
    const pages: number[] = [];
    let token: string | undefined;
    do {
      const query = net.indexer.searchAccounts().applicationID(QUIZ).limit(1000);
      if (token) query.nextToken(token);
      const page = await query.do();
      pages.push(page.accounts.length);
      seen.push(...page.accounts.map((a) => a.address));
      expect(page.nextToken).toBe(page.accounts.at(-1)?.address);
      token = page.accounts.length ? page.nextToken : undefined;
    } while (token);
    expect(pages).toEqual([1000, 200 + SIMULATED_PLAYERS, 0]);
    expect(new Set(seen).size).toBe(1200 + SIMULATED_PLAYERS);
    expect([...seen].sort(compareKeys)).toEqual(seen);
    expect([...seen].sort()).not.toEqual(seen);
  });

  it('defaults the page to 100 accounts, caps it at 1000 and refuses a bad next token', async () => {
    for (let i = 0; i < 1000; i++) account(net.ledger.state, keylessAddress(`many-${i}`), 1_000_000n);
    expect((await net.indexer.searchAccounts().do()).accounts).toHaveLength(100);
    expect((await net.indexer.searchAccounts().limit(5000).do()).accounts).toHaveLength(1000);
    expect(await algodFailure(net.indexer.searchAccounts().nextToken('nope').do())).toEqual({
      status: 400,
      message: 'unable to parse next token',
    });
  });

  it('leaves out the lists named by exclude= (all, none or each of the four) and refuses an unknown one', async () => {
    const alice = net.newAccount();
    const suggestedParams = await net.algod.getTransactionParams().do();
    for (const txn of [
      makeAssetTransferTxnWithSuggestedParamsFromObject({
        sender: alice.addr,
        receiver: alice.addr,
        amount: 0n,
        assetIndex: LOCALNET_IDS.assets.UMQ,
        suggestedParams,
      }),
      makeApplicationOptInTxnFromObject({ sender: alice.addr, appIndex: QUIZ, suggestedParams }),
    ])
      await net.algod.sendRawTransaction(txn.signTxn(alice.sk)).do();
    const lists = async (exclude?: string) => {
      const query = net.indexer.searchAccounts().applicationID(QUIZ).limit(1000);
      const page = await (exclude === undefined ? query : query.exclude(exclude)).do();
      const found = page.accounts.find((a) => a.address === alice.addr.toString())!;
      return { assets: found.assets !== undefined, locals: found.appsLocalState !== undefined };
    };
    expect(await lists()).toEqual({ assets: true, locals: true });
    expect(await lists('none')).toEqual({ assets: true, locals: true });
    expect(await lists('assets')).toEqual({ assets: false, locals: true });
    expect(await lists('assets,apps-local-state')).toEqual({ assets: false, locals: false });
    expect(await lists('all')).toEqual({ assets: false, locals: false });
    const unknown = await algodFailure(net.indexer.searchAccounts().exclude('balances').do());
    expect(unknown.status).toBe(400);
  });

  it('refuses an account with more than 1000 resources unless the lists that hold them are excluded', async () => {
    const hoarder = keylessAddress('hoarder');
    const record = account(net.ledger.state, hoarder, 1_000_000n);
    for (let id = 1n; id <= 1001n; id++) record.assets.set(10_000n + id, { amount: 0n, frozen: false });
    const refused = await algodFailure(net.indexer.searchAccounts().limit(1000).do());
    expect(refused).toMatchObject({
      status: 400,
      message: 'Result limit exceeded',
      data: { address: hoarder, 'max-results': 1000, 'total-assets-opted-in': 1001 },
    });
    const page = await net.indexer.searchAccounts().limit(1000).exclude('assets').do();
    expect(page.accounts.find((a) => a.address === hoarder)).toMatchObject({ totalAssetsOptedIn: 1001 });
    expect(page.accounts.find((a) => a.address === hoarder)!.assets).toBeUndefined();
  });

  it('keeps listing accounts that closed out, without the closed local state', async () => {
    const alice = net.newAccount();
    const suggestedParams = await net.algod.getTransactionParams().do();
    const optIn = makeApplicationOptInTxnFromObject({ sender: alice.addr, appIndex: QUIZ, suggestedParams });
    await net.algod.sendRawTransaction(optIn.signTxn(alice.sk)).do();
    const closeOut = makeApplicationCloseOutTxnFromObject({ sender: alice.addr, appIndex: QUIZ, suggestedParams });
    await net.algod.sendRawTransaction(closeOut.signTxn(alice.sk)).do();
    const all = await net.indexer.searchAccounts().applicationID(QUIZ).limit(1000).do();
    const listed = all.accounts.find((a) => a.address === alice.addr.toString())!;
    expect(listed.appsLocalState ?? []).toEqual([]);
    const withClosed = await net.indexer.searchAccounts().applicationID(QUIZ).includeAll().limit(1000).do();
    const closed = withClosed.accounts.find((a) => a.address === alice.addr.toString())!.appsLocalState![0];
    expect(closed).toMatchObject({ id: QUIZ, deleted: true, closedOutAtRound: net.ledger.round });
  });

  it('lists an account history newest first, with the payments it received', async () => {
    const [alice, bob] = [net.newAccount(), net.newAccount()];
    const suggestedParams = await net.algod.getTransactionParams().do();
    const ids: string[] = [];
    for (const amount of [1n, 2n, 3n]) {
      const txn = makePaymentTxnWithSuggestedParamsFromObject({
        sender: alice.addr,
        receiver: bob.addr,
        amount,
        suggestedParams,
      });
      ids.push((await net.algod.sendRawTransaction(txn.signTxn(alice.sk)).do()).txid);
    }
    const history = await net.indexer.lookupAccountTransactions(bob.addr).do();
    // Oldest: the dispenser's grant that funded bob, a real payment like any other.
    const grant = history.transactions.at(-1)!;
    expect(grant).toMatchObject({ sender: TREASURY.address, paymentTransaction: { amount: 10_000_000n } });
    expect(history.transactions.map((t) => t.id)).toEqual([...ids.reverse(), grant.id]);
    expect(history.transactions[0]).toMatchObject({
      txType: 'pay',
      paymentTransaction: { amount: 3n, receiver: bob.addr.toString() },
    });
    const page = await net.indexer.lookupAccountTransactions(bob.addr).limit(2).do();
    const rest = await net.indexer.lookupAccountTransactions(bob.addr).limit(2).nextToken(page.nextToken!).do();
    expect([...page.transactions, ...rest.transactions].map((t) => t.id)).toEqual([...ids, grant.id]);
  });
});
