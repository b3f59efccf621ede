// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { LOCALNET_IDS } from '../config/localnet';
import { ROULETTE_SEGMENTS, UMQ_UNIT } from '../config/onchain';
import { buildAppOptIn, buildSpin } from '../contracts';
import { usePlayers, type Player } from '../../devnet/apps/testing';
import { innerPaid } from './payouts';
import { spinOutcome } from './roulette';

const UMQ_ID = LOCALNET_IDS.assets.UMQ;

describe('spinOutcome on the local roulette', () => {
  const net = usePlayers();

  async function optedIn(): Promise<Player> {
    const player = net.player({ UMQ: 10_000n * UMQ_UNIT });
    await player.send(buildAppOptIn(await player.context(), 'roulette').txns);
    return player;
  }
  /** Spins with a random number that lands `segment` in the next round ((random XOR round) mod 7). */
  const spin = async (player: Player, segment: number) =>
    player.send(buildSpin(await player.context(), { random: (net.ledger.round + 1n) ^ BigInt(segment) }).txns);

  it.each(ROULETTE_SEGMENTS.map((prize, segment) => [segment, prize] as const))(
    'reads segment %i (%i UMQ) from the spin’s own confirmation, matching what it paid',
    async (segment, prize) => {
      const player = await optedIn();
      const before = (await player.token('UMQ'))!;
      const confirmed = await spin(player, segment);
      expect(spinOutcome(confirmed, player.address, UMQ_ID)).toEqual({ prize, segment });
      expect(innerPaid(confirmed, player.address, UMQ_ID)).toBe(prize * UMQ_UNIT);
      expect((await player.token('UMQ'))! - before).toBe(prize * UMQ_UNIT - 115n * UMQ_UNIT);
    },
  );

  it('keeps each spin’s own result when another player spins right after', async () => {
    const [me, other] = [await optedIn(), await optedIn()];
    const mine = await spin(me, 6);
    await spin(other, 1);
    expect(spinOutcome(mine, me.address, UMQ_ID)).toEqual({ prize: 1000n, segment: 6 });
  });

  it.each([
    [3, 100n],
    [0, 0n],
  ])('reads a repeated result (segment %i) that the delta leaves out', async (segment, prize) => {
    const player = await optedIn();
    await spin(player, segment);
    const again = await spin(player, segment);
    expect(again.globalStateDelta?.map(({ key }) => atob(key))).not.toContain('last_spin_result');
    expect(spinOutcome(again, player.address, UMQ_ID)).toEqual({ prize, segment });
  });
});
