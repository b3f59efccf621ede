/**
 * Every app's admin on the local ledger (decision 0030), driven through algod as an outsider would: the genesis
 * admin's key, a multisig that takes over, and players who try the admin's methods for themselves.
 */
import {
  appendSignMultisigTransaction,
  decodeAddress,
  multisigAddress,
  signMultisigTransaction,
  type Transaction,
} from 'algosdk';
import { describe, expect, it } from 'vitest';
import {
  ADMIN_METHODS,
  ADMIN_STATE_KEYS,
  METHODS,
  MOX_FEE,
  STAKING_GLOBAL_KEYS,
  UMQ_UNIT,
  type AppName,
} from '../../services/config/onchain';
import { appAddress, buildSpin, buildStake, buildWithdraw } from '../../services/contracts';
import { appCall, sealGroup, tokenTransfer, type BuildContext } from '../../services/contracts/group';
import { ADMIN } from '../genesis/keys';
import { ASSERT_FAILED, usePlayers, type Player } from './testing';

const UMQ = UMQ_UNIT;
const APPS: AppName[] = ['roulette', 'airdrop', 'marketplace', 'quiz', 'target', 'staking'];

describe('the apps’ admin', () => {
  const net = usePlayers();

  /** The genesis admin (the apps' creator), which signs with its devnet key. */
  const admin = {
    address: ADMIN.address,
    async context(): Promise<BuildContext> {
      const { params, ids } = await net.player().context();
      return { params, ids, sender: ADMIN.address };
    },
    async send(txns: Transaction[]) {
      await net.algod.sendRawTransaction(txns.map((txn) => txn.signTxn(ADMIN.sk))).do();
    },
  };

  /**
   * An admin method's call from `ctx.sender`. `to` is the new admin of `set_admin` and the treasury of
   * `withdraw_revenue` (1 UMQ, listing the treasury and paying for one inner transfer).
   */
  function adminCall(ctx: BuildContext, app: AppName, method: string, to = ADMIN.address): Transaction[] {
    const key = decodeAddress(to).publicKey;
    if (method === METHODS.withdrawRevenue) {
      const call = { method, args: [UMQ, key], accounts: [to], foreignAssets: ['UMQ' as const], innerTransfers: 1 };
      return sealGroup(ctx, [appCall(ctx, app, call)]).txns;
    }
    if (method === METHODS.setAdmin)
      return sealGroup(ctx, [appCall(ctx, app, { method, args: [key], innerTransfers: 0 })]).txns;
    if (method === METHODS.fundPool) {
      const deposit = tokenTransfer(ctx, { asset: 'UMQ', receiver: appAddress(ctx.ids, app), amount: UMQ });
      return sealGroup(ctx, [deposit, appCall(ctx, app, { method, innerTransfers: 0 })]).txns;
    }
    return sealGroup(ctx, [appCall(ctx, app, { method, innerTransfers: 0 })]).txns;
  }

  async function globalOf(app: AppName): Promise<Map<string, bigint | Uint8Array | undefined>> {
    const { params } = await net.algod.getApplicationByID((await admin.context()).ids.apps[app]).do();
    const state = params?.globalState ?? [];
    return new Map(
      state.map(({ key, value }) => [new TextDecoder().decode(key), value.type === 1 ? value.bytes : value.uint]),
    );
  }

  it('makes the creator each app’s admin, unpaused', async () => {
    for (const app of APPS) {
      const global = await globalOf(app);
      expect(global.get(ADMIN_STATE_KEYS.admin)).toEqual(decodeAddress(ADMIN.address).publicKey);
      expect(global.get(ADMIN_STATE_KEYS.paused)).toBe(0n);
    }
  });

  it('refuses every admin method, on every app, to a player (opted in or not), changing nothing', async () => {
    const outsider = net.player({ UMQ: 1_000n * UMQ });
    for (const app of APPS) {
      const before = await globalOf(app);
      for (const method of ADMIN_METHODS) {
        const attempt = adminCall(await outsider.context(), app, method, outsider.address);
        await expect(outsider.send(attempt), `${app} ${method}`).rejects.toThrow(ASSERT_FAILED);
      }
      expect(await globalOf(app)).toEqual(before);
    }
    expect(await outsider.token('UMQ')).toBe(1_000n * UMQ);
  });

  it('hands over to a 2-of-3 multisig, which then pauses; the old admin is refused from then on', async () => {
    const signers = [net.newAccount(), net.newAccount(), net.newAccount()];
    const multisig = { version: 1, threshold: 2, addrs: signers.map(({ addr }) => addr) };
    const address = multisigAddress(multisig).toString();
    net.fund(address);
    await admin.send(adminCall(await admin.context(), 'marketplace', METHODS.setAdmin, address));

    const [pause] = adminCall({ ...(await admin.context()), sender: address }, 'marketplace', METHODS.pause);
    const once = signMultisigTransaction(pause, multisig, signers[0].sk).blob;
    await net.algod.sendRawTransaction(appendSignMultisigTransaction(once, multisig, signers[2].sk).blob).do();
    expect((await globalOf('marketplace')).get(ADMIN_STATE_KEYS.paused)).toBe(1n);

    await expect(admin.send(adminCall(await admin.context(), 'marketplace', METHODS.resume))).rejects.toThrow(
      ASSERT_FAILED,
    );
    expect((await globalOf('marketplace')).get(ADMIN_STATE_KEYS.paused)).toBe(1n);
  });

  it('cannot take the principal of the stakes the staking app holds, only the fees beyond it', async () => {
    const staker = await net.optedInPlayer(['staking']);
    await staker.send(buildStake(await staker.context(), { amount: 1_000n * UMQ }).txns);
    const { ids } = await staker.context();
    // The genesis players' stakes and this one: every UMQ the app holds is owed.
    const held = await net.tokenOf(appAddress(ids, 'staking'), 'UMQ');
    expect((await globalOf('staking')).get(STAKING_GLOBAL_KEYS.totalStaked)).toBe(held);
    await expect(admin.send(adminCall(await admin.context(), 'staking', METHODS.withdrawRevenue))).rejects.toThrow(
      ASSERT_FAILED,
    );

    await staker.send(buildWithdraw(await staker.context()).txns);
    expect(await staker.token('UMQ')).toBe(2_000n * UMQ - MOX_FEE);
    const before = await net.tokenOf(ADMIN.address, 'UMQ');
    await admin.send(adminCall(await admin.context(), 'staking', METHODS.withdrawRevenue));
    expect(await net.tokenOf(ADMIN.address, 'UMQ')).toBe(before! + UMQ);
    expect(await net.tokenOf(appAddress(ids, 'staking'), 'UMQ')).toBe(held! - 1_000n * UMQ + MOX_FEE - UMQ);
  });

  it('keeps a paused roulette from spinning, lets it spin after the resume, and never pauses a stake’s return', async () => {
    const player: Player = await net.optedInPlayer(['roulette', 'staking']);
    await player.send(buildStake(await player.context(), { amount: 500n * UMQ }).txns);
    for (const app of ['roulette', 'staking'] as const)
      await admin.send(adminCall(await admin.context(), app, 'pause'));

    await expect(player.send(buildSpin(await player.context(), { random: 1n }).txns)).rejects.toThrow(ASSERT_FAILED);
    await expect(player.send(buildStake(await player.context(), { amount: 500n * UMQ }).txns)).rejects.toThrow(
      ASSERT_FAILED,
    );
    await player.send(buildWithdraw(await player.context()).txns);
    expect(await player.local('staking')).toEqual({ monto_stake: 0n, inicio_stake: 0n, hlk_pendiente: 0n });

    await admin.send(adminCall(await admin.context(), 'roulette', 'resume'));
    await player.send(buildSpin(await player.context(), { random: 1n }).txns);
    expect((await globalOf('roulette')).get('total_participants')).toBeGreaterThan(0n);
  });
});
