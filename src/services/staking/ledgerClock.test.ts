// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { ledgerNow } from './ledgerClock';

// The ledger said 1 767 225 600 when the device read 09:00:00.400 — the ledger's clock a year ahead of the device's.
const base = { ledgerSeconds: 1_767_225_600n, readAtMs: Date.UTC(2025, 0, 1, 9, 0, 0, 400) };

describe('ledgerNow', () => {
  it('is the ledger time read, however far it is from the device clock', () => {
    expect(ledgerNow(base, base.readAtMs)).toBe(1_767_225_600n);
  });

  it('moves on one second per whole second of the device clock since the reading', () => {
    expect(ledgerNow(base, base.readAtMs + 999)).toBe(1_767_225_600n);
    expect(ledgerNow(base, base.readAtMs + 1_000)).toBe(1_767_225_601n);
    expect(ledgerNow(base, base.readAtMs + 86_400_000)).toBe(1_767_225_600n + 86_400n);
  });

  it('never goes back when the device clock is set back', () => {
    expect(ledgerNow(base, base.readAtMs - 60_000)).toBe(1_767_225_600n);
  });
});
