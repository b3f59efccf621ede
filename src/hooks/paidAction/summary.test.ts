// @vitest-environment node
import { generateAccount, makePaymentTxnWithSuggestedParamsFromObject } from 'algosdk';
import { describe, expect, it } from 'vitest';
import { buildAssetOptIn, buildBuy, buildSend, buildSpin, buildWithdraw } from '../../services/contracts';
import { testContext } from '../../services/contracts/testing';
import type { BuiltGroup } from '../../services/contracts';
import { viewGroup } from './groupView';
import { summarise as summariseView } from './summary';

/** The figures of a built group, through its one decoded view as the controller makes it. */
const summarise = (group: BuiltGroup, ids = testContext.ids) => summariseView(viewGroup(group, ids), ids);

const friend = generateAccount().addr.toString();

describe('summarise (the confirmation modal figures, read from the transactions)', () => {
  it('a token action: 15 UMQ Mox fee, the fee of every transaction in the group, and a total per asset', () => {
    // Fee + entry transfers and the spin call, which carries one inner transfer's fee: 4 × 0,001 ALGO.
    expect(summarise(buildSpin(testContext, { random: 7n }), testContext.ids)).toEqual({
      value: '100 UMQ',
      exactValue: 'Valor exacto en unidades base: 100.000.000.000 unidades base de UMQ',
      moxFee: '15 UMQ',
      networkFee: '0,004 ALGO',
      total: '115 UMQ + 0,004 ALGO',
      recipient: testContext.ids.admin,
      recipientName: 'Mox (comisiones de la Ruleta)',
      highFee: false,
      notes: [],
    });
  });

  it('a purchase adds the price and the Mox fee in UMQ', () => {
    expect(summarise(buildBuy(testContext, { item: 'Netflix' }), testContext.ids)).toMatchObject({
      value: '10.000 UMQ',
      moxFee: '15 UMQ',
      total: '10.015 UMQ + 0,003 ALGO',
      recipientName: 'App del Marketplace',
    });
  });

  it('an action that moves nothing but the Mox fee totals the fee alone', () => {
    // The fee transfer (0.001) and the call paying for its two inner transfers (0.003).
    expect(summarise(buildWithdraw(testContext), testContext.ids)).toMatchObject({
      value: '0 UMQ',
      moxFee: '15 UMQ',
      total: '15 UMQ + 0,004 ALGO',
    });
  });

  it('an ALGO send: no Mox fee, value and network fee add up in ALGO', () => {
    expect(
      summarise(buildSend(testContext, { asset: 'ALGO', receiver: friend, amount: 2_500_000n }), testContext.ids),
    ).toEqual({
      value: '2,5 ALGO',
      exactValue: 'Valor exacto en unidades base: 2.500.000 unidades base de ALGO',
      moxFee: '0 ALGO',
      networkFee: '0,001 ALGO',
      total: '2,501 ALGO',
      recipient: friend,
      recipientName: undefined,
      highFee: false,
      notes: [],
    });
  });

  it("a purchase's item id and a send's note are shown as the notes they are", () => {
    expect(summarise(buildBuy(testContext, { item: 'Netflix' }), testContext.ids).notes).toEqual(['Netflix']);
    const send = buildSend(testContext, { asset: 'ALGO', receiver: friend, amount: 1n, note: 'Alquiler 🏠' });
    expect(summarise(send, testContext.ids).notes).toEqual(['Alquiler 🏠']);
  });

  it('shows what the transactions do even when a builder changed them after sealing', () => {
    const group = buildSend(testContext, { asset: 'ALGO', receiver: friend, amount: 1_000_000n });
    group.txns[0] = makePaymentTxnWithSuggestedParamsFromObject({
      sender: testContext.sender,
      receiver: testContext.ids.admin,
      amount: 9_000_000n,
      suggestedParams: { ...testContext.params, flatFee: true, fee: 20_000n },
    });
    expect(summarise(group, testContext.ids)).toMatchObject({
      value: '9 ALGO',
      networkFee: '0,02 ALGO',
      recipient: testContext.ids.admin,
      highFee: true,
    });
  });

  it('an opt-in moves nothing and goes to the signer', () => {
    expect(summarise(buildAssetOptIn(testContext, 'UMQ'), testContext.ids)).toMatchObject({
      value: '0 UMQ',
      total: '0,001 ALGO',
      recipient: testContext.sender,
      recipientName: 'Tu cuenta',
    });
  });
});
