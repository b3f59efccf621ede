// @vitest-environment node
import {
  bytesToHex,
  decodeUint64,
  getApplicationAddress,
  makeApplicationClearStateTxnFromObject,
  makeApplicationCloseOutTxnFromObject,
  type Transaction,
} from 'algosdk';
import { describe, expect, it } from 'vitest';
import { LOCALNET_IDS } from '../../services/config/localnet';
import { giftRecordName, UMQ_UNIT, WELCOME_GIFT } from '../../services/config/onchain';
import { buildAppOptIn, buildClaimAirdrop } from '../../services/contracts';
import { appCall, feeParams, sealGroup } from '../../services/contracts/group';
import { ASSERT_FAILED, usePlayers, type Player } from './testing';

const AIRDROP = LOCALNET_IDS.apps.airdrop;
const AIRDROP_ADDRESS = getApplicationAddress(AIRDROP).toString();

describe('airdrop', () => {
  const net = usePlayers();

  async function optedInPlayer() {
    const player = net.player({ UMQ: 0n });
    await player.send(buildAppOptIn(await player.context(), 'airdrop').txns);
    return player;
  }

  it('starts with has_claimed 0 at opt-in, pays the gift once and sets has_claimed', async () => {
    const player = await optedInPlayer();
    expect(await player.local('airdrop')).toEqual({ has_claimed: 0n });

    const confirmed = await player.send(buildClaimAirdrop(await player.context()).txns);

    expect(await player.token('UMQ')).toBe(500n * UMQ_UNIT);
    expect(confirmed.innerTxns).toHaveLength(1);
    expect(await player.local('airdrop')).toEqual({ has_claimed: 1n });
  });

  it('fails the assert on a second claim and pays nothing more', async () => {
    const player = await optedInPlayer();
    await player.send(buildClaimAirdrop(await player.context()).txns);
    await expect(player.send(buildClaimAirdrop(await player.context()).txns)).rejects.toThrow(ASSERT_FAILED);
    expect(await player.token('UMQ')).toBe(WELCOME_GIFT);
  });

  it('fails the assert when the call does not name UMQ', async () => {
    const player = await optedInPlayer();
    const call = appCall(await player.context(), 'airdrop', { method: 'claim_airdrop', innerTransfers: 1 });
    await expect(player.send([call])).rejects.toThrow(ASSERT_FAILED);
  });

  it('cannot pay a player who is not opted in to UMQ', async () => {
    const player = net.player();
    await player.send(buildAppOptIn(await player.context(), 'airdrop').txns);
    await expect(player.send(buildClaimAirdrop(await player.context()).txns)).rejects.toThrow(
      /must optin, asset 1001 missing/,
    );
    expect(await player.local('airdrop')).toEqual({ has_claimed: 0n });
  });

  it('is refused to an account that has not opted in to the app', async () => {
    const player = net.player({ UMQ: 0n });
    await expect(player.send(buildClaimAirdrop(await player.context()).txns)).rejects.toThrow(
      /has not opted in to app 1004/,
    );
  });

  /** Leaves the airdrop app by a close-out or a clear-state, as an attacker would before claiming again. */
  async function leave(player: Player, how: 'close-out' | 'clear-state'): Promise<void> {
    const ctx = await player.context();
    const call = { sender: player.address, appIndex: AIRDROP, suggestedParams: feeParams(ctx.params) };
    const txn: Transaction =
      how === 'close-out' ? makeApplicationCloseOutTxnFromObject(call) : makeApplicationClearStateTxnFromObject(call);
    await player.send(sealGroup(ctx, [txn]).txns);
  }

  it.each(['close-out', 'clear-state'] as const)(
    'refuses a second gift after a %s and a new opt-in: the claim record outlives the local state',
    async (how) => {
      const player = await optedInPlayer();
      await player.send(buildClaimAirdrop(await player.context()).txns);
      await leave(player, how);
      await player.send(buildAppOptIn(await player.context(), 'airdrop').txns);
      expect(await player.local('airdrop')).toEqual({ has_claimed: 0n }); // the flag is gone, the record is not

      await expect(player.send(buildClaimAirdrop(await player.context()).txns)).rejects.toThrow(ASSERT_FAILED);
      expect(await player.token('UMQ')).toBe(WELCOME_GIFT);
    },
  );

  it('records the claim in a box named by the claimer’s public key, paid for by the app account', async () => {
    const player = await optedInPlayer();
    const before = await net.algod.accountInformation(AIRDROP_ADDRESS).do();
    const confirmed = await player.send(buildClaimAirdrop(await player.context()).txns);

    const box = await net.algod.getApplicationBoxByName(AIRDROP, giftRecordName(player.address)).do();
    expect(decodeUint64(box.value, 'bigint')).toBe(confirmed.confirmedRound);
    const { boxes } = await net.algod.getApplicationBoxes(AIRDROP).do();
    expect(boxes.map(({ name }) => bytesToHex(name))).toContain(bytesToHex(giftRecordName(player.address)));
    const after = await net.algod.accountInformation(AIRDROP_ADDRESS).do();
    expect(after.minBalance - before.minBalance).toBe(2_500n + 400n * (32n + 8n));
    expect(after.totalBoxes).toBe((before.totalBoxes ?? 0) + 1);
    expect(after.totalBoxBytes).toBe((before.totalBoxBytes ?? 0) + 40);
  });

  it('refuses a claim that does not reference its record box, with algod’s text, and records nothing', async () => {
    const player = await optedInPlayer();
    const call = appCall(await player.context(), 'airdrop', {
      method: 'claim_airdrop',
      foreignAssets: ['UMQ'],
      innerTransfers: 1,
    });
    const name = bytesToHex(giftRecordName(player.address));
    await expect(player.send([call])).rejects.toThrow(`logic eval error: invalid Box reference 0x${name}`);
    await expect(net.algod.getApplicationBoxByName(AIRDROP, giftRecordName(player.address)).do()).rejects.toThrow(
      /box not found/,
    );
    expect(await player.token('UMQ')).toBe(0n);
  });

  it('refuses a claim that references another address’s box instead of its own', async () => {
    const player = await optedInPlayer();
    const other = net.player();
    const call = appCall(await player.context(), 'airdrop', {
      method: 'claim_airdrop',
      foreignAssets: ['UMQ'],
      boxes: [giftRecordName(other.address)],
      innerTransfers: 1,
    });
    await expect(player.send([call])).rejects.toThrow(/invalid Box reference/);
  });

  it('refuses the gift when the app account cannot fund the record’s minimum balance', async () => {
    const player = await optedInPlayer();
    const app = net.ledger.state.accounts.get(AIRDROP_ADDRESS)!;
    app.amount = (await net.algod.accountInformation(AIRDROP_ADDRESS).do()).minBalance; // no reserve left
    await expect(player.send(buildClaimAirdrop(await player.context()).txns)).rejects.toThrow(/below min/);
    expect(await player.token('UMQ')).toBe(0n);
  });
});
