import { describe, expect, it } from 'vitest';
import { buildBuy, buildSend, buildSpin, buildWithdraw } from '../../services/contracts';
import { testContext } from '../../services/contracts/testing';
import { summarise } from './summary';

describe('summarise (the confirmation modal figures)', () => {
  it('a token action: 15 UMQ Mox fee, the fee of every transaction in the group, and a total per asset', () => {
    // Fee + entry transfers and the spin call, which carries one inner transfer's fee: 4 × 0.001 ALGO.
    expect(summarise(buildSpin(testContext, { random: 7n }))).toEqual({
      value: '100 UMQ',
      moxFee: '15 UMQ',
      networkFee: '0.004 ALGO',
      total: '115 UMQ + 0.004 ALGO',
      recipient: testContext.ids.admin,
    });
  });

  it('a purchase adds the price and the Mox fee in UMQ', () => {
    expect(summarise(buildBuy(testContext, { item: 'Netflix' }))).toMatchObject({
      value: '10,000 UMQ',
      moxFee: '15 UMQ',
      total: '10,015 UMQ + 0.003 ALGO',
    });
  });

  it('an action that moves nothing but the Mox fee totals the fee alone', () => {
    // The fee transfer (0.001) and the call paying for its two inner transfers (0.003).
    expect(summarise(buildWithdraw(testContext))).toMatchObject({
      value: '0 UMQ',
      moxFee: '15 UMQ',
      total: '15 UMQ + 0.004 ALGO',
    });
  });

  it('an ALGO send: no Mox fee, value and network fee add up in ALGO', () => {
    expect(
      summarise(buildSend(testContext, { asset: 'ALGO', receiver: testContext.ids.admin, amount: 2_500_000n })),
    ).toEqual({
      value: '2.5 ALGO',
      moxFee: '0 ALGO',
      networkFee: '0.001 ALGO',
      total: '2.501 ALGO',
      recipient: testContext.ids.admin,
    });
  });
});
