// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  assignGroupID,
  base64ToBytes,
  encodeUint64,
  getApplicationAddress,
  makeApplicationClearStateTxnFromObject,
  makeApplicationCloseOutTxnFromObject,
  makeApplicationNoOpTxnFromObject,
  makeApplicationOptInTxnFromObject,
  makePaymentTxnWithSuggestedParamsFromObject,
  type Address,
} from 'algosdk';
import { LOCALNET_IDS } from '../../services/config/localnet';
import type { AppName } from '../../services/config/onchain';
import type { AppCallContext, AppModel } from '../apps/types';
import { account, createApp } from '../genesis/builder';
import { devnetAccount } from '../genesis/keys';
import { algodFailure, useTestLedger } from '../testing';
import { Ledger } from './ledger';
import { pcOf } from './logic';
import { serializeState } from './serialize';
import { emptyState } from './state';

const APP = 77n;
const utf8 = (s: string) => new TextEncoder().encode(s);

/** A tiny contract: `inc n` adds n (≤ 10) to a global and a local counter and pays n µALGO back. */
const counter: AppModel = {
  name: 'counter' as AppName,
  globalSchema: { numUint: 1, numByteSlice: 0 },
  localSchema: { numUint: 1, numByteSlice: 1 },
  create: ({ global }) => global.set('total', 0n),
  optIn: ({ local }) => {
    local.set('count', 0n);
    local.set('name', utf8('hi'));
  },
  call: (ctx: AppCallContext) => {
    const n = BigInt(`0x${Buffer.from(ctx.args[1]).toString('hex')}`);
    ctx.assert(n <= 10n, 'n at most 10');
    ctx.global.set('total', ctx.global.uint('total') + n);
    ctx.local.set('count', ctx.local.uint('count') + n);
    ctx.innerTransfer({ receiver: ctx.sender, amount: n });
  },
};

/** The tiny network's app creator, also its dispenser (test accounts are funded by its payments). */
const CREATOR = devnetAccount('tiny creator');

function tinyLedger(): Ledger {
  const genesis = () => {
    const state = emptyState(1n);
    state.blocks.set(1n, { round: 1n, timestamp: 1_700_000_000n, txids: [] });
    const creator = CREATOR.address;
    account(state, creator, 1_000_000_000n);
    account(state, createApp(state, APP, creator, counter, LOCALNET_IDS), 1_000_000n);
    return state;
  };
  return new Ledger({
    genesisId: 'tiny-v1',
    genesisHash: base64ToBytes('Php+9JVlZM1cRxmmpiGtIab7TgPLcLawZBc7/Fnwcls='),
    feeSink: 'A7NMWS3NT3IUDMLVO26ULGXGIIOUQ3ND2TXSER6EBGRZNOBOUIQXHIBGDE',
    models: { counter },
    ids: LOCALNET_IDS,
    genesis,
    clock: () => 1_700_000_100n,
    dispenser: CREATOR,
  });
}

describe('app calls dispatched to models', () => {
  const net = useTestLedger({ create: tinyLedger });
  type Key = { addr: Address; sk: Uint8Array };
  const sp = () => net.algod.getTransactionParams().do();
  const send = (key: Key, txn: { signTxn(sk: Uint8Array): Uint8Array }) =>
    net.algod.sendRawTransaction(txn.signTxn(key.sk)).do();
  const optIn = async (key: Key, appIndex = APP) => {
    const txn = makeApplicationOptInTxnFromObject({ sender: key.addr, appIndex, suggestedParams: await sp() });
    return { txn, result: send(key, txn) };
  };
  const inc = async (key: Key, n: bigint, fee = 2000n) => {
    const txn = makeApplicationNoOpTxnFromObject({
      sender: key.addr,
      appIndex: APP,
      appArgs: [utf8('inc'), encodeUint64(n)],
      suggestedParams: { ...(await sp()), flatFee: true, fee },
    });
    return { txn, result: send(key, txn) };
  };

  it('opts in: local state set by the model, delta in pending, minimum balance with the local schema', async () => {
    const alice = net.newAccount(1_000_000n);
    const { txid } = await (await optIn(alice)).result;
    const pending = await net.algod.pendingTransactionInformation(txid).do();
    expect(pending.localStateDelta?.[0].address).toBe(alice.addr.toString());
    expect(pending.localStateDelta?.[0].delta.map((d) => [d.key, d.value.action, d.value.uint ?? 0n])).toEqual([
      [btoa('count'), 2, 0n],
      [btoa('name'), 1, 0n],
    ]);
    const info = await net.algod.accountInformation(alice.addr).do();
    expect(info.minBalance).toBe(100_000n + 100_000n + 28_500n + 50_000n);
    expect(info.appsTotalSchema).toMatchObject({ numUint: 1, numByteSlice: 1 });
    const local = (await net.algod.accountApplicationInformation(alice.addr, APP).do()).appLocalState!;
    expect(local.keyValue?.find((kv) => new TextDecoder().decode(kv.key) === 'name')?.value.bytes).toEqual(utf8('hi'));
  });

  it('rejects a second opt-in and calls from accounts not opted in', async () => {
    const alice = net.newAccount();
    const first = await inc(alice, 1n);
    expect((await algodFailure(first.result)).message).toBe(
      `TransactionPool.Remember: transaction ${first.txn.txID()}: logic eval error: cannot fetch key, ${alice.addr} has not opted in to app 77. Details: app=77, pc=${pcOf('local')}`,
    );
    await (
      await optIn(alice)
    ).result;
    const again = await optIn(alice);
    expect((await algodFailure(again.result)).message).toBe(
      `TransactionPool.Remember: transaction ${again.txn.txID()}: account ${alice.addr} has already opted in to app 77`,
    );
  });

  it('answers a failed assert with algod text and the data attributes', async () => {
    const alice = net.newAccount();
    await (
      await optIn(alice)
    ).result;
    const call = await inc(alice, 11n);
    const pc = pcOf('n at most 10');
    const failure = await algodFailure(call.result);
    expect(failure.message).toBe(
      `TransactionPool.Remember: transaction ${call.txn.txID()}: logic eval error: assert failed pc=${pc}. Details: app=77, pc=${pc}`,
    );
    expect(failure.data).toMatchObject({ 'app-index': 77, 'group-index': 0, pc });
  });

  it('changes nothing when the app call of a group fails after a payment', async () => {
    const [alice, bob] = [net.newAccount(), net.newAccount()];
    await (
      await optIn(alice)
    ).result;
    const params = await sp();
    const payment = makePaymentTxnWithSuggestedParamsFromObject({
      sender: alice.addr,
      receiver: bob.addr,
      amount: 1_000_000n,
      suggestedParams: params,
    });
    const call = makeApplicationNoOpTxnFromObject({
      sender: alice.addr,
      appIndex: APP,
      appArgs: [utf8('inc'), encodeUint64(99n)],
      suggestedParams: { ...params, flatFee: true, fee: 2000n },
    });
    const before = serializeState(net.ledger.state);
    const failure = await algodFailure(
      net.algod.sendRawTransaction(assignGroupID([payment, call]).map((t) => t.signTxn(alice.sk))).do(),
    );
    expect(failure.message).toContain('logic eval error: assert failed');
    expect(failure.data).toMatchObject({ 'group-index': 1 });
    expect(serializeState(net.ledger.state)).toBe(before);
  });

  it('applies inner transfers, reports them and the state deltas, and charges their fee', async () => {
    const alice = net.newAccount(1_000_000n);
    await (
      await optIn(alice)
    ).result;
    const cheap = await inc(alice, 3n, 1000n);
    expect((await algodFailure(cheap.result)).message).toBe(
      'TransactionPool.Remember: txgroup with 1mA fees is less than 2mA (usage=2.000000 * base=1mA)',
    );
    const { txid } = await (await inc(alice, 3n)).result;
    const pending = await net.algod.pendingTransactionInformation(txid).do();
    expect(pending.globalStateDelta).toEqual([
      expect.objectContaining({ key: btoa('total'), value: expect.objectContaining({ action: 2, uint: 3n }) }),
    ]);
    expect(pending.innerTxns).toHaveLength(1);
    const inner = pending.innerTxns![0].txn.txn;
    expect(inner.sender.toString()).toBe(getApplicationAddress(APP).toString());
    expect(inner.payment?.receiver.toString()).toBe(alice.addr.toString());
    expect(inner.payment?.amount).toBe(3n);
    expect((await net.algod.accountInformation(alice.addr).do()).amount).toBe(1_000_000n - 1000n - 2000n + 3n);
    const app = await net.algod.getApplicationByID(APP).do();
    expect(app.params?.globalState?.[0].value.uint).toBe(3n);
  });

  it('closes out and clears state only when opted in', async () => {
    const alice = net.newAccount();
    const params = await sp();
    const closeOut = makeApplicationCloseOutTxnFromObject({
      sender: alice.addr,
      appIndex: APP,
      suggestedParams: params,
    });
    expect((await algodFailure(send(alice, closeOut))).message).toBe(
      `TransactionPool.Remember: transaction ${closeOut.txID()}: account ${alice.addr} is not opted in to app 77`,
    );
    const clear = makeApplicationClearStateTxnFromObject({
      sender: alice.addr,
      appIndex: APP,
      suggestedParams: params,
    });
    expect((await algodFailure(send(alice, clear))).message).toBe(
      `TransactionPool.Remember: transaction ${clear.txID()}: cannot clear state: ${alice.addr} is not currently opted in to app 77`,
    );
    await (
      await optIn(alice)
    ).result;
    await send(alice, closeOut);
    expect(await algodFailure(net.algod.accountApplicationInformation(alice.addr, APP).do())).toEqual({
      status: 404,
      message: 'account application info not found',
    });
    expect((await net.algod.accountInformation(alice.addr).do()).minBalance).toBe(100_000n);
  });

  it('rejects calls to an app that does not exist', async () => {
    const alice = net.newAccount();
    const call = await optIn(alice, 12_345n);
    expect((await algodFailure(call.result)).message).toBe(
      `TransactionPool.Remember: transaction ${call.txn.txID()}: only ClearState is supported for an application (12345) that does not exist`,
    );
    expect(await algodFailure(net.algod.getApplicationByID(12_345n).do())).toEqual({
      status: 404,
      message: 'application does not exist',
    });
  });
});
