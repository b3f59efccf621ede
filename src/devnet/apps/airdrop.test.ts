import { describe, expect, it } from 'vitest';
import { UMQ_UNIT, WELCOME_GIFT } from '../../services/config/onchain';
import { buildAppOptIn, buildClaimAirdrop } from '../../services/contracts';
import { appCall } from '../../services/contracts/group';
import { usePlayers } from './testing';

const ASSERT_FAILED = /logic eval error: assert failed pc=\d+/;

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
});
