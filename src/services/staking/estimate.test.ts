// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { UMQ_UNIT } from '../config/onchain';
import { LOCALNET_IDS } from '../config/localnet';
import { buildAppOptIn, buildStake, buildWithdraw } from '../contracts';
import { usePlayers } from '../../devnet/apps/testing';
import { estimateStake } from './estimate';
import { ledgerNow } from './ledgerClock';
import { readLedgerTime } from './readLedgerTime';

const UMQ = UMQ_UNIT;

describe('estimateStake', () => {
  it('counts the seconds since the start on the ledger clock and prices them with the contract formula', () => {
    expect(estimateStake({ amount: 250n * UMQ, start: 1_000n }, 1_000n + 31_536_000n)).toEqual({
      seconds: 31_536_000n,
      reward: 1_300_000_000n,
    });
  });

  it('shows 0 seconds and no reward when the clock reading is behind the stake block', () => {
    expect(estimateStake({ amount: 250n * UMQ, start: 1_000n }, 999n)).toEqual({ seconds: 0n, reward: 0n });
  });
});

describe('the estimate, on the clock read from algod, against what the local contract pays', () => {
  const net = usePlayers();

  it.each([
    ['one second', 1n],
    ['one day', 86_400n],
    ['an uneven 17 days, 3 h, 25 min and 7 s', 17n * 86_400n + 3n * 3_600n + 25n * 60n + 7n],
    ['one year', 31_536_000n],
  ])('pays exactly the estimate after %s', async (_label, seconds) => {
    const player = net.player({ UMQ: 10_000n * UMQ, HLK: 0n });
    await player.send(buildAppOptIn(await player.context(), 'staking').txns);
    await player.send(buildStake(await player.context(), { amount: 1_234_567_891_234n }).txns);
    const { monto_stake: amount, inicio_stake: start } = await player.local('staking');

    net.ledger.advanceClock(seconds);
    // Blocks keep coming as time passes (the contract pays up to the previous block's timestamp).
    net.ledger.makeBlock();
    const estimate = estimateStake({ amount, start }, ledgerNow(await readLedgerTime(), Date.now()));
    const confirmed = await player.send(buildWithdraw(await player.context()).txns);

    const hlkPaid = confirmed.innerTxns
      ?.map(({ txn }) => txn.txn.assetTransfer)
      .find((transfer) => transfer?.assetIndex === LOCALNET_IDS.assets.HLK)?.amount;
    expect(estimate.seconds).toBe(seconds);
    expect(hlkPaid).toBe(estimate.reward);
    expect(await player.token('HLK')).toBe(estimate.reward);
  });
});
