// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TEST_CLOCK_START, useTestLedger } from '../../devnet/testing';
import { readLedgerTime } from './readLedgerTime';

describe('readLedgerTime', () => {
  const net = useTestLedger();
  const deviceNow = Date.UTC(2026, 10, 23, 9, 0, 0);

  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(deviceNow);
  });
  afterEach(() => vi.useRealTimers());

  it("reads the ledger's own clock with the device time it was read at", async () => {
    expect(await readLedgerTime()).toEqual({ ledgerSeconds: TEST_CLOCK_START, readAtMs: deviceNow });
  });

  it('follows the ledger clock when it is moved forward, with no new block yet', async () => {
    net.ledger.advanceClock(31_536_000n);
    expect((await readLedgerTime()).ledgerSeconds).toBe(TEST_CLOCK_START + 31_536_000n);
  });
});
