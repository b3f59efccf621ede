// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { es } from '../../i18n';
import { UMQ_UNIT } from '../../services/config/onchain';
import { purchaseCost, purchaseRefusal } from './purchase';

describe('a purchase before signing', () => {
  it('costs the price plus the 15 UMQ Mox fee', () => {
    expect(purchaseCost('HBO')).toBe(8_015n * UMQ_UNIT);
    expect(purchaseCost('Netflix')).toBe(10_015n * UMQ_UNIT);
  });

  it('goes ahead with exactly enough UMQ', () => {
    expect(purchaseRefusal('HBO', 'HBO', 8_015n * UMQ_UNIT)).toBeNull();
  });

  it('is refused in Spanish with what it needs and what is held, one base unit short included', () => {
    const expected = es.market.notEnough
      .replace('{item}', 'Netflix')
      .replace('{needed}', '10.015')
      .replace('{held}', '10.014,999999999');
    expect(purchaseRefusal('Netflix', 'Netflix', 10_015n * UMQ_UNIT - 1n)).toBe(expected);
  });
});
