// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { formatMicroAlgos } from './money';

describe('formatMicroAlgos (algod ≥4.7 MicroAlgos.String)', () => {
  it.each([
    [0n, '0.0A'],
    [999n, '999uA'],
    [1000n, '1mA'],
    [1500n, '1.500mA'],
    [201_000n, '201mA'],
    [2_000_000n, '2A'],
    [1_500_000n, '1.500000A'],
  ])('prints %s µALGO as %s', (amount, text) => {
    expect(formatMicroAlgos(amount)).toBe(text);
  });
});
