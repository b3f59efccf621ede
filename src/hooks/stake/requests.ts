import { ledgerCopy } from '../../i18n/features';
import { ASSETS, formatAmount } from '../../services/amounts';
import { requireNetwork } from '../../services/config/networks';
import { STATE_KEYS, UMQ_UNIT } from '../../services/config/onchain';
import { buildClaimStakeReward, buildStake, buildWithdraw } from '../../services/contracts';
import { innerPaid } from '../../services/games';
import { decodeStateDelta, type Confirmed } from '../../services/ledger';
import { appQueries } from '../apps';
import type { PaidActionRequest } from '../paidAction';

/** The browser-local value SPEC §3 names: the amount staked, in UMQ as typed ('250'); never anything secret. */
export const STAKING_AMOUNT_KEY = 'stakingAmount';

/** A stake in whole UMQ (checkStakeAmount takes nothing else) as stored: digits only, the same in every locale. */
const plainUmq = (amount: bigint) => (amount / UMQ_UNIT).toString();

/** What a confirmed withdrawal paid back by its inner transfers: the stake (UMQ) and the reward (HLK). */
export function withdrawalPaid({ record }: Confirmed, address: string): { umq: bigint; hlk: bigint } {
  const { UMQ, HLK } = requireNetwork().ids.assets;
  return { umq: innerPaid(record, address, UMQ), hlk: innerPaid(record, address, HLK) };
}

/** The HLK the staking app recorded as owed to `address` by this confirmation (0 when it recorded nothing). */
export function owedRecorded({ record }: Confirmed, address: string): bigint {
  const own = record.localStateDelta?.find((entry) => String(entry.address) === address);
  const owed = own && decodeStateDelta(own.delta)[STATE_KEYS.staking.owed];
  return typeof owed === 'bigint' ? owed : 0n;
}

/** The paid action of a stake: `amount` UMQ base units to the app, then `do_stake`; remembered as stakingAmount. */
export function stakeRequest(address: string, amount: bigint, onSent: () => void): PaidActionRequest {
  return {
    action: 'stake',
    title: ledgerCopy('stake.stakeTitle'),
    success: ledgerCopy('stake.stakeDone', { amount: formatAmount(amount, ASSETS.UMQ.decimals) }),
    build: (ctx) => buildStake(ctx, { amount }),
    invalidates: [appQueries.local('staking', address)],
    onSent: () => {
      localStorage.setItem(STAKING_AMOUNT_KEY, plainUmq(amount));
      onSent();
    },
  };
}

/**
 * The paid action of a withdrawal (15 UMQ fee + `withdraw_stake`) once `precheck` found a stake; the toast says
 * what came back, from the confirmation.
 */
export function withdrawRequest(address: string, precheck: PaidActionRequest['precheck']): PaidActionRequest {
  return {
    action: 'withdraw',
    precheck,
    title: ledgerCopy('stake.withdrawTitle'),
    success: (confirmed) => {
      const { umq, hlk } = withdrawalPaid(confirmed, address);
      // The principal always comes back; a reward the HLK pool could not pay is recorded, and the toast says so.
      if (owedRecorded(confirmed, address) > 0n) {
        return ledgerCopy('stake.withdrawDoneOwed', { umq: formatAmount(umq, ASSETS.UMQ.decimals) });
      }
      return ledgerCopy('stake.withdrawDone', {
        umq: formatAmount(umq, ASSETS.UMQ.decimals),
        hlk: formatAmount(hlk, ASSETS.HLK.decimals),
      });
    },
    build: buildWithdraw,
    invalidates: [appQueries.local('staking', address)],
    onSent: () => localStorage.removeItem(STAKING_AMOUNT_KEY),
  };
}

/** The paid action of 'Cobrar recompensa pendiente': `claim_stake_reward`; the toast says what the transfer paid. */
export function claimOwedRequest(address: string): PaidActionRequest {
  return {
    action: 'claimStakeReward',
    title: ledgerCopy('stake.claimOwedTitle'),
    success: ({ record }) => {
      const paid = innerPaid(record, address, requireNetwork().ids.assets.HLK);
      return ledgerCopy('stake.claimOwedDone', { hlk: formatAmount(paid, ASSETS.HLK.decimals) });
    },
    build: buildClaimStakeReward,
    invalidates: [appQueries.local('staking', address)],
  };
}
