/**
 * Runs a Scenario on the local ledger's app model, through algod's API as the wallet does: a funded
 * player (30 000 UMQ, opted in to both tokens) signs each step's group, built with the wallet's own
 * builders, and the outcome is read back from algod (local and global state, the confirmed inner transfers).
 */
import {
  bytesToBase64,
  decodeAddress,
  makeApplicationClearStateTxnFromObject,
  makeApplicationCloseOutTxnFromObject,
  makeApplicationDeleteTxnFromObject,
  makeApplicationUpdateTxnFromObject,
  makeAssetTransferTxnWithSuggestedParamsFromObject,
  TransactionType,
  waitForConfirmation,
  type modelsv2,
  type Transaction,
} from 'algosdk';
import { usePlayers, tealRecord, type Player } from '../../../src/devnet/apps/testing';
import { appAddress, buildAppOptIn, type BuildContext } from '../../../src/services/contracts';
import { appCall, feeParams, sealGroup, tokenTransfer } from '../../../src/services/contracts/group';
import { LOCALNET_IDS } from '../../../src/services/config/localnet';
import type { AppName } from '../../../src/services/config/onchain';
import { argValue, UMQ, type InnerTransfer, type Outcome, type Party, type Scenario, type Token } from './scenario';
import { ledgerReason, type Reason } from './reasons';
import { readTop, topValues, type PartyKeys } from './top';

type Net = ReturnType<typeof usePlayers>;

/** Registers the local ledger for the calling test file and returns a runner for scenarios on it. */
export function useLedgerRunner(): {
  run(scenario: Scenario): Promise<Outcome[]>;
  globals(app: AppName): Promise<Record<string, bigint>>;
} {
  const net = usePlayers();
  const globals = async (app: AppName) =>
    tealRecord((await net.algod.getApplicationByID(LOCALNET_IDS.apps[app]).do()).params?.globalState);
  return { run: (scenario) => run(net, scenario, globals), globals };
}

async function run(
  net: Net,
  scenario: Scenario,
  globals: (app: AppName) => Promise<Record<string, bigint>>,
): Promise<Outcome[]> {
  const player = net.player({ UMQ: 30_000n * UMQ, HLK: 0n });
  const friend = net.player({ UMQ: 30_000n * UMQ });
  const { ids } = await player.context();
  if (scenario.optedIn !== false) await player.send(buildAppOptIn(await player.context(), scenario.app).txns);
  const address: Record<Party, string> = {
    player: player.address,
    app: appAddress(ids, scenario.app),
    admin: ids.admin,
    friend: friend.address,
  };
  const keys = Object.fromEntries(
    Object.entries(address).map(([party, addr]) => [party, decodeAddress(addr).publicKey]),
  ) as PartyKeys;
  const app = net.ledger.state.apps.get(ids.apps[scenario.app])!;
  // The genesis players' top is replaced by the scenario's, as the emulator starts from it.
  if (scenario.app === 'quiz') app.global = new Map(topValues(scenario.top ?? [], keys));
  const partyOf = (addr: string): Party =>
    (Object.keys(address) as Party[]).find((party) => address[party] === addr) ?? 'admin';
  const tokenOf = (assetId: bigint): Token => (assetId === ids.assets.HLK ? 'HLK' : 'UMQ');

  const outcomes: Outcome[] = [];
  for (const step of scenario.steps) {
    if (step.advanceSeconds) {
      net.ledger.advanceClock(step.advanceSeconds);
      net.ledger.makeBlock(); // LatestTimestamp is the previous block's: one is made after the wait
    }
    const ctx = await player.context();
    const round = net.ledger.round + 1n;
    const txns = step.group.map((txn) => {
      if ('transfer' in txn) {
        const note = txn.note === undefined ? undefined : new TextEncoder().encode(txn.note);
        const transfer = { asset: txn.transfer, receiver: address[txn.to], amount: txn.amount, note };
        if (!txn.closeTo) return tokenTransfer({ ...ctx, sender: address[txn.from ?? 'player'] }, transfer);
        return makeAssetTransferTxnWithSuggestedParamsFromObject({
          sender: address[txn.from ?? 'player'],
          receiver: transfer.receiver,
          closeRemainderTo: address[txn.closeTo],
          amount: txn.amount,
          assetIndex: ids.assets[txn.transfer],
          note,
          suggestedParams: feeParams(ctx.params),
        });
      }
      if ('optIn' in txn) return buildAppOptIn(ctx, scenario.app).txns[0];
      if ('leave' in txn) return leaveCall(ctx, scenario.app, txn.leave);
      if ('lifecycle' in txn) return lifecycleCall(ctx, scenario.app, txn.lifecycle);
      return appCall(ctx, scenario.app, {
        method: txn.call,
        args: (txn.args ?? []).map((arg) => argValue(arg, { round })),
        foreignAssets: [...(txn.assets ?? [])],
        boxes: (txn.boxes ?? []).map((party) => decodeAddress(address[party]).publicKey),
        innerTransfers: txn.inner ?? 0,
      });
    });
    for (const txn of txns) txn.group = undefined;
    sealGroup(ctx, txns);
    let confirmed: modelsv2.PendingTransactionResponse | undefined;
    let reason: Reason | undefined;
    try {
      const signer = (txn: Transaction) => (txn.sender.toString() === friend.address ? friend : player);
      await net.algod.sendRawTransaction(txns.map((txn) => signer(txn).sign(txn))).do();
      confirmed = await waitForConfirmation(net.algod, txns[txns.length - 1].txID(), 4);
    } catch (error) {
      confirmed = undefined;
      reason = ledgerReason(error, scenario.app);
    }
    const inner: InnerTransfer[] = (confirmed?.innerTxns ?? []).map(({ txn: { txn } }) => {
      if (txn.type !== TransactionType.axfer || !txn.assetTransfer) throw new Error('the Mox apps only send tokens');
      const { receiver, assetIndex, amount } = txn.assetTransfer;
      return { to: partyOf(receiver.toString()), asset: tokenOf(assetIndex), amount };
    });
    outcomes.push({
      ok: !!confirmed,
      reason,
      local: await localOf(player, scenario.app),
      global: await globals(scenario.app),
      top: scenario.app === 'quiz' ? await topOf(net, scenario.app, keys) : [],
      inner,
      records: await recordsOf(net, ids.apps[scenario.app], address),
    });
  }
  return outcomes;
}

/** The player's close-out or clear-state of the app. */
function leaveCall(ctx: BuildContext, app: AppName, how: 'close-out' | 'clear-state') {
  const call = { sender: ctx.sender, appIndex: ctx.ids.apps[app], suggestedParams: feeParams(ctx.params) };
  return how === 'close-out'
    ? makeApplicationCloseOutTxnFromObject(call)
    : makeApplicationClearStateTxnFromObject(call);
}

/** The parties whose public key names a box of the app, as algod lists its boxes. */
async function recordsOf(net: Net, appId: bigint, address: Record<Party, string>): Promise<Party[]> {
  const { boxes } = await net.algod.getApplicationBoxes(appId).do();
  const names = new Set(boxes.map(({ name }) => bytesToBase64(name)));
  return (Object.keys(address) as Party[]).filter((party) =>
    names.has(bytesToBase64(decodeAddress(address[party]).publicKey)),
  );
}

/** The quiz's top 10 as algod reports the app's global state. */
async function topOf(net: Net, app: AppName, keys: PartyKeys) {
  const { params } = await net.algod.getApplicationByID(LOCALNET_IDS.apps[app]).do();
  const values = new Map(
    (params?.globalState ?? []).map(({ key, value }) => [new TextDecoder().decode(key), value.bytes]),
  );
  return readTop((key) => values.get(key), keys);
}

/** An update (to a program that approves everything) or a delete of the app, sent by the player. */
function lifecycleCall(ctx: BuildContext, app: AppName, lifecycle: 'update' | 'delete') {
  const call = { sender: ctx.sender, appIndex: ctx.ids.apps[app], suggestedParams: feeParams(ctx.params) };
  if (lifecycle === 'delete') return makeApplicationDeleteTxnFromObject(call);
  const approveAll = Uint8Array.of(0x0a, 0x81, 0x01); // #pragma version 10; pushint 1
  return makeApplicationUpdateTxnFromObject({ ...call, approvalProgram: approveAll, clearProgram: approveAll });
}

/** The player's local state for the app, empty when not opted in (algod answers 404). */
async function localOf(player: Player, app: AppName): Promise<Record<string, bigint>> {
  try {
    return await player.local(app);
  } catch {
    return {};
  }
}
