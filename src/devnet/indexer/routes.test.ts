// @vitest-environment node
/** The indexer's routes: lookups, searches with filters, position-based paging, refusals, OpenAPI shapes. */
import { describe, expect, it } from 'vitest';
import {
  generateAccount,
  makeAssetTransferTxnWithSuggestedParamsFromObject,
  makePaymentTxnWithSuggestedParamsFromObject,
  type Transaction,
} from 'algosdk';
import { LOCALNET_IDS, LOCALNET_URLS } from '../../services/config/localnet';
import { expectValid } from '../openapi/schemas';
import { getJson, useTestLedger } from '../testing';

const { indexer: INDEXER } = LOCALNET_URLS;
const { UMQ } = LOCALNET_IDS.assets;
const ids = (page: { transactions: { id: string }[] }) => page.transactions.map((t) => t.id);

/** Status and message of an indexer answer that must be an error. */
async function failure(path: string) {
  const response = await fetch(`${INDEXER}${path}`);
  const body = await response.json();
  expectValid('indexer#/responses/ErrorResponse/schema', body);
  return { status: response.status, message: body.message as string };
}

describe('indexer routes', () => {
  const net = useTestLedger();

  /** A funded account that pays `count` notes to itself, then opts in to UMQ; returns the txids in order. */
  async function activeAccount(count: number) {
    const key = net.newAccount();
    const sp = await net.algod.getTransactionParams().do();
    const sent: string[] = [];
    const send = async (txn: Transaction) => {
      await net.algod.sendRawTransaction(txn.signTxn(key.sk)).do();
      sent.push(txn.txID());
    };
    for (let i = 0; i < count; i++) {
      await send(
        makePaymentTxnWithSuggestedParamsFromObject({
          sender: key.addr,
          receiver: key.addr,
          amount: BigInt(i),
          note: new TextEncoder().encode(`nota-${i}`),
          suggestedParams: sp,
        }),
      );
    }
    await send(
      makeAssetTransferTxnWithSuggestedParamsFromObject({
        sender: key.addr,
        receiver: key.addr,
        amount: 0n,
        assetIndex: UMQ,
        suggestedParams: sp,
      }),
    );
    return { key, address: key.addr.toString(), sent };
  }

  it('answers health, an account and a transaction by id, and their 404s', async () => {
    const health = await getJson(`${INDEXER}/health`);
    expectValid('indexer#/responses/HealthCheckResponse/schema', health);
    expect(health.round).toBe(Number(net.ledger.round));
    const { address, sent } = await activeAccount(1);
    const account = await getJson(`${INDEXER}/v2/accounts/${address}`);
    expectValid('indexer#/responses/AccountResponse/schema', account);
    expect((await net.indexer.lookupAccountByID(address).do()).account.assets?.[0].assetId).toBe(UMQ);
    const byId = await getJson(`${INDEXER}/v2/transactions/${sent[0]}`);
    expectValid('indexer#/responses/TransactionResponse/schema', byId);
    expect((await net.indexer.lookupTransactionByID(sent[0]).do()).transaction.note).toEqual(
      new TextEncoder().encode('nota-0'),
    );
    const stranger = generateAccount().addr.toString();
    expect(await failure(`/v2/accounts/${stranger}`)).toEqual({
      status: 404,
      message: `no accounts found for address: ${stranger}`,
    });
    const missing = 'A'.repeat(52);
    expect(await failure(`/v2/transactions/${missing}`)).toEqual({
      status: 404,
      message: `no transaction found for transaction id: ${missing}`,
    });
  });

  it('filters transactions by type, asset, note prefix, rounds and address', async () => {
    const { address, sent } = await activeAccount(3);
    const first = net.ledger.state.txns.get(sent[0])!.round;
    const search = (query: string) => getJson(`${INDEXER}/v2/transactions?${query}`);
    const mine = await search(`address=${address}`);
    expectValid('indexer#/responses/TransactionsResponse/schema', mine);
    // With an address: newest first; the dispenser's grant that funded the account comes last.
    expect(ids(mine).slice(0, 4)).toEqual([...sent].reverse());
    expect(ids(await search(`address=${address}&tx-type=axfer`))).toEqual([sent[3]]);
    expect(ids(await search(`address=${address}&asset-id=${UMQ}`))).toEqual([sent[3]]);
    const note = btoa('nota-1');
    expect(ids(await search(`note-prefix=${encodeURIComponent(note)}`))).toEqual([sent[1]]);
    expect(ids(await search(`min-round=${first + 1n}&max-round=${first + 2n}`))).toEqual([sent[1], sent[2]]);
    expect(ids(await search(`round=${first}`))).toEqual([sent[0]]);
    const sdk = await net.indexer
      .searchForTransactions()
      .address(address)
      .txType('pay')
      .notePrefix(new TextEncoder().encode('nota-'))
      .do();
    expect(sdk.transactions.map((t) => t.id)).toEqual([sent[2], sent[1], sent[0]]);
    const history = await net.indexer
      .lookupAccountTransactions(address)
      .txType('pay')
      .minRound(first + 1n)
      .do();
    expect(history.transactions.map((t) => t.id)).toEqual([sent[2], sent[1]]);
    const types = 'acfg, afrz, appl, axfer, hb, keyreg, pay, stpf';
    expect(await failure(`/v2/transactions?tx-type=nope`)).toEqual({
      status: 400,
      message: `invalid input: unknown tx-type [valid types: ${types}]: 'nope'`,
    });
    expect(await failure(`/v2/transactions?note-prefix=nota-&tx-type=nope`)).toEqual({
      status: 400,
      message: `invalid input: unable to parse base64 data: 'note-prefix', unknown tx-type [valid types: ${types}]: 'nope'`,
    });
    expect(await failure(`/v2/transactions?min-round=5&max-round=4`)).toEqual({
      status: 400,
      message: 'invalid input: min-round must be less than max-round',
    });
    expect(await failure(`/v2/accounts/${address}/transactions?round=3&max-round=4`)).toEqual({
      status: 400,
      message: 'invalid input: cannot specify round and min-round/max-round',
    });
    expect(
      (
        await net.indexer
          .searchForTransactions()
          .txType('PAY' as 'pay')
          .round(first)
          .do()
      ).transactions,
    ).not.toEqual([]);
  });

  it('refuses a parameter the local ledger does not implement, naming it, instead of ignoring it', async () => {
    const { address } = await activeAccount(0);
    for (const [path, name] of [
      [`/v2/transactions?address=${address}&address-role=sender`, 'address-role'],
      [`/v2/transactions?sig-type=msig`, 'sig-type'],
      [`/v2/accounts/${address}/transactions?before-time=2026-01-01T00:00:00Z`, 'before-time'],
      [`/v2/accounts?auth-addr=${address}`, 'auth-addr'],
      [`/v2/accounts/${address}?round=3`, 'round'],
    ]) {
      expect(await failure(path), path).toEqual({ status: 400, message: `provided disabled parameter: ${name}` });
    }
  });

  it('searches accounts by asset and balance', async () => {
    const { address } = await activeAccount(0);
    const holders = await getJson(`${INDEXER}/v2/accounts?asset-id=${UMQ}&limit=1000`);
    expectValid('indexer#/responses/AccountsResponse/schema', holders);
    const listed = holders.accounts.map((a: { address: string }) => a.address);
    expect(listed).toContain(address);
    expect(listed).not.toContain(net.newAccount().addr.toString());
    // The new holder has 0 UMQ: above 0 leaves it out, below 1 keeps it.
    const above = await net.indexer.searchAccounts().assetID(UMQ).currencyGreaterThan(0).limit(1000).do();
    expect(above.accounts.map((a) => a.address)).not.toContain(address);
    const below = await net.indexer.searchAccounts().assetID(UMQ).currencyLessThan(1).limit(1000).do();
    expect(below.accounts.map((a) => a.address)).toContain(address);
    const rich = await net.indexer.searchAccounts().currencyGreaterThan(10_000_000_000_000).do();
    expect(rich.accounts.every((a) => a.amount > 10_000_000_000_000n)).toBe(true);
  });

  it('pages by position: a transaction landing between two pages repeats no id and skips none', async () => {
    const { key, address, sent } = await activeAccount(4);
    const page1 = await net.indexer.lookupAccountTransactions(address).limit(2).do();
    expect(page1.transactions.map((t) => t.id)).toEqual([sent[4], sent[3]]);
    const landed = makePaymentTxnWithSuggestedParamsFromObject({
      sender: key.addr,
      receiver: key.addr,
      amount: 99n,
      suggestedParams: await net.algod.getTransactionParams().do(),
    });
    await net.algod.sendRawTransaction(landed.signTxn(key.sk)).do();
    const page2 = await net.indexer.lookupAccountTransactions(address).limit(2).nextToken(page1.nextToken!).do();
    expect(page2.transactions.map((t) => t.id)).toEqual([sent[2], sent[1]]);

    const all1 = await net.indexer.searchForTransactions().limit(3).do();
    await net.algod
      .sendRawTransaction(
        makePaymentTxnWithSuggestedParamsFromObject({
          sender: key.addr,
          receiver: key.addr,
          amount: 98n,
          suggestedParams: await net.algod.getTransactionParams().do(),
        }).signTxn(key.sk),
      )
      .do();
    const all2 = await net.indexer.searchForTransactions().limit(3).nextToken(all1.nextToken!).do();
    const seen = [...all1.transactions, ...all2.transactions].map((t) => t.id);
    expect(new Set(seen).size).toBe(6);
    expect(await failure(`/v2/transactions?next=nope`)).toEqual({ status: 400, message: 'unable to parse next token' });
  });
});
