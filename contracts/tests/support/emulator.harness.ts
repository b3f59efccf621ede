/**
 * Runs a Scenario on a contract in the official AVM emulator (algorand-typescript-testing): the player,
 * the admin and the tokens are emulator accounts and assets, each step's group is built with the
 * emulator's transaction generators and the contract's approval program runs as the group's last call.
 */
import { TestExecutionContext } from '@algorandfoundation/algorand-typescript-testing';
import type { Account, Application, Asset, BaseContract, bytes } from '@algorandfoundation/algorand-typescript';
import { Bytes, OnCompleteAction, op, Uint64 } from '@algorandfoundation/algorand-typescript';
import { LOCALNET_IDS } from '../../../src/services/config/localnet';
import { STATE_KEYS, type AppName } from '../../../src/services/config/onchain';
import { Airdrop } from '../../src/airdrop.algo';
import { Marketplace } from '../../src/marketplace.algo';
import { Quiz } from '../../src/quiz.algo';
import { Roulette } from '../../src/roulette.algo';
import { Staking } from '../../src/staking.algo';
import { Target } from '../../src/target.algo';
import {
  argValue,
  type GroupTxn,
  type InnerTransfer,
  type Outcome,
  type Party,
  type Scenario,
  type Token,
} from './scenario';
import { TEST_CLOCK_START } from '../../../src/devnet/testing';
import { contractReason, type Reason } from './reasons';
import { readTop, topValues, type PartyKeys } from './top';

const CONTRACTS: Record<AppName, new () => BaseContract> = {
  roulette: Roulette,
  airdrop: Airdrop,
  marketplace: Marketplace,
  quiz: Quiz,
  target: Target,
  staking: Staking,
};
const GLOBAL_KEYS: Record<AppName, readonly string[]> = {
  roulette: Object.values(STATE_KEYS.roulette),
  airdrop: [],
  marketplace: [],
  quiz: [],
  target: [],
  staking: [],
};
const LOCAL_KEYS: Record<AppName, readonly string[]> = {
  roulette: [],
  airdrop: Object.values(STATE_KEYS.airdrop),
  marketplace: Object.values(STATE_KEYS.marketplace),
  quiz: Object.values(STATE_KEYS.quiz),
  target: Object.values(STATE_KEYS.target),
  staking: Object.values(STATE_KEYS.staking),
};

/** A uint64 as the emulator hands it back, as a plain bigint. */
export function big(value: unknown): bigint {
  if (typeof value === 'bigint') return value;
  if (typeof value === 'number') return BigInt(value);
  return (value as { asBigInt(): bigint }).asBigInt();
}

/** The emulator keeps one execution context per process: each run resets it. */
const ctx = new TestExecutionContext();

/** The plain bytes behind an emulator `bytes` value. */
export function raw(value: bytes | bytes<32> | bytes<8>): Uint8Array {
  return (value as unknown as { asUint8Array(): Uint8Array }).asUint8Array();
}

/** A fresh emulator with the deploy-time template variables set as the local ledger's ids. */
export function emulatorContext(): { ctx: TestExecutionContext; admin: Account; umq: Asset; hlk: Asset } {
  ctx.reset();
  const admin = ctx.any.account();
  ctx.setTemplateVar('UMQ_ID', LOCALNET_IDS.assets.UMQ);
  ctx.setTemplateVar('HLK_ID', LOCALNET_IDS.assets.HLK);
  ctx.setTemplateVar('ADMIN', admin.bytes);
  const umq = ctx.any.asset({ assetId: LOCALNET_IDS.assets.UMQ });
  const hlk = ctx.any.asset({ assetId: LOCALNET_IDS.assets.HLK });
  return { ctx, admin, umq, hlk };
}

/**
 * Runs every step of `scenario` and reports each one's outcome. `globals` seeds the app's global state
 * (the local ledger's genesis values, so the two sides count from the same numbers).
 */
export function runOnEmulator(scenario: Scenario, globals: Record<string, bigint> = {}): Outcome[] {
  const { ctx, admin, umq, hlk } = emulatorContext();
  const contract: BaseContract = ctx.contract.create(CONTRACTS[scenario.app]);
  const app: Application = ctx.ledger.getApplicationForContract(contract);
  const player = ctx.any.account({
    optedApplications: scenario.optedIn === false ? [] : [app],
    optedAssetBalances: new Map([
      [LOCALNET_IDS.assets.UMQ, 30_000n * 1_000_000_000n],
      [LOCALNET_IDS.assets.HLK, 0n],
    ]),
  });
  for (const [key, value] of Object.entries(globals)) ctx.ledger.setGlobalState(contract, key, value);
  if (scenario.optedIn !== false) optIn(ctx, contract, player);

  const friend = ctx.any.account({
    optedAssetBalances: new Map([[LOCALNET_IDS.assets.UMQ, 30_000n * 1_000_000_000n]]),
  });
  const address: Record<Party, Account> = { player, app: app.address, admin, friend };
  const keys = Object.fromEntries(
    Object.entries(address).map(([party, account]) => [party, raw(account.bytes)]),
  ) as PartyKeys;
  if (scenario.app === 'quiz') {
    for (const [key, value] of topValues(scenario.top ?? [], keys))
      ctx.ledger.setGlobalState(contract, key, Bytes(value));
  }
  const token: Record<Token, Asset> = { UMQ: umq, HLK: hlk };
  const partyOf = (account: Account): Party =>
    (Object.keys(address) as Party[]).find((party) => address[party].bytes.equals(account.bytes)) ?? 'admin';
  const tokenOf = (asset: Asset): Token => (big(asset.id) === LOCALNET_IDS.assets.HLK ? 'HLK' : 'UMQ');

  let round = 1000n;
  let timestamp = TEST_CLOCK_START;
  return scenario.steps.map((step) => {
    round += 1n;
    timestamp += step.advanceSeconds ?? 0n;
    ctx.ledger.patchGlobalData({ round: Uint64(round), latestTimestamp: Uint64(timestamp) });
    const txns = step.group.map((txn: GroupTxn) => {
      if ('transfer' in txn) {
        return ctx.any.txn.assetTransfer({
          sender: address[txn.from ?? 'player'],
          xferAsset: token[txn.transfer],
          assetReceiver: address[txn.to],
          assetAmount: Uint64(txn.amount),
          note: Bytes(txn.note ?? ''),
          ...(txn.closeTo ? { assetCloseTo: address[txn.closeTo] } : {}),
        });
      }
      if ('optIn' in txn) {
        return ctx.any.txn.applicationCall({ appId: app, sender: player, onCompletion: OnCompleteAction.OptIn });
      }
      if ('leave' in txn) {
        const onCompletion = txn.leave === 'close-out' ? OnCompleteAction.CloseOut : OnCompleteAction.ClearState;
        return ctx.any.txn.applicationCall({ appId: app, sender: player, onCompletion });
      }
      if ('lifecycle' in txn) {
        const onCompletion =
          txn.lifecycle === 'update' ? OnCompleteAction.UpdateApplication : OnCompleteAction.DeleteApplication;
        return ctx.any.txn.applicationCall({ appId: app, sender: player, onCompletion });
      }
      const args = (txn.args ?? []).map((value) => {
        const arg = argValue(value, { round });
        return typeof arg === 'string' ? Bytes(arg) : op.itob(Uint64(arg));
      });
      return ctx.any.txn.applicationCall({
        appId: app,
        sender: player,
        appArgs: [Bytes(txn.call), ...args],
        assets: (txn.assets ?? []).map((symbol) => token[symbol]),
      });
    });
    const last = step.group[step.group.length - 1];
    let ok = true;
    let reason: Reason | undefined;
    let inner: InnerTransfer[] = [];
    try {
      // A clear-state runs the clear program, which cannot refuse: the AVM removes the local state whatever it says.
      const clearing = 'leave' in last && last.leave === 'clear-state';
      if (!clearing) {
        ctx.txn.createScope(txns, txns.length - 1).execute(() => contract.approvalProgram());
        inner = ctx.txn.lastGroup.itxnGroups.flatMap((group) =>
          group.itxns.map((_, i) => {
            const xfer = group.getAssetTransferInnerTxn(i);
            return { to: partyOf(xfer.assetReceiver), asset: tokenOf(xfer.xferAsset), amount: big(xfer.assetAmount) };
          }),
        );
      }
      if ('optIn' in last) optedApps(player).set(big(app.id), app);
      if ('leave' in last) leave(ctx, contract, app, player, LOCAL_KEYS[scenario.app]);
    } catch (error) {
      ok = false;
      reason = contractReason(error);
    }
    return {
      ok,
      reason,
      local: readState(ctx, contract, LOCAL_KEYS[scenario.app], player),
      global: readState(ctx, contract, GLOBAL_KEYS[scenario.app]),
      top: scenario.app === 'quiz' ? readTop((key) => globalBytes(ctx, contract, key), keys) : [],
      inner,
      records: (Object.keys(address) as Party[]).filter((party) => hasBox(ctx, app, address[party].bytes)),
    };
  });
}

/** What the AVM does once a close-out is approved or a clear-state runs: the account's local state is gone. */
export function leave(
  ctx: TestExecutionContext,
  contract: BaseContract,
  app: Application,
  player: Account,
  keys: readonly string[],
): void {
  for (const key of keys) ctx.ledger.setLocalState(contract, player, key, undefined);
  optedApps(player).delete(big(app.id));
}

/** Whether the app has a box of that name; a box the contract wrote is materialised by reading it first. */
function hasBox(ctx: TestExecutionContext, app: Application, name: bytes): boolean {
  ctx.ledger.getBox(app, name);
  return ctx.ledger.boxExists(app, name);
}

/** The apps an emulator account is opted in to (algorand-typescript-testing's AccountData, not in its typings). */
export function optedApps(account: Account): Map<bigint, Application> {
  return (account as unknown as { data: { optedApplications: Map<bigint, Application> } }).data.optedApplications;
}

/** The opt-in the player made before the scenario: the contract sets its initial local state. */
function optIn(ctx: TestExecutionContext, contract: BaseContract, player: Account): void {
  const call = ctx.any.txn.applicationCall({ appId: contract, sender: player, onCompletion: OnCompleteAction.OptIn });
  ctx.txn.createScope([call]).execute(() => contract.approvalProgram());
}

/** The app's state under `keys` (the player's local state when `account` is given), unset keys left out. */
function readState(
  ctx: TestExecutionContext,
  contract: BaseContract,
  keys: readonly string[],
  account?: Account,
): Record<string, bigint> {
  const state: Record<string, bigint> = {};
  for (const key of keys) {
    const [found, exists] = account
      ? ctx.ledger.getLocalState(contract, account, key)
      : ctx.ledger.getGlobalState(contract, key);
    if (exists && found.hasValue) state[key] = big(found.value);
  }
  return state;
}

/** A bytes value of the app's global state, undefined when unset. */
function globalBytes(ctx: TestExecutionContext, contract: BaseContract, key: string): Uint8Array | undefined {
  const [found, exists] = ctx.ledger.getGlobalState(contract, key);
  return exists && found.hasValue ? raw(found.value as bytes) : undefined;
}

/** Runs the contract's approval program as the last transaction of `group`; false when it fails. */
export function approves(
  contract: BaseContract,
  group: Parameters<TestExecutionContext['txn']['createScope']>[0],
): boolean {
  try {
    ctx.txn.createScope(group, group.length - 1).execute(() => contract.approvalProgram());
    return true;
  } catch {
    return false;
  }
}
