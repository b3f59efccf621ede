/**
 * The ledger's clock as seen from this page. Block timestamps are the ledger's time, not the device's: a phone whose
 * clock is off, or the local ledger after its clock was moved forward, would otherwise show a reward the contract
 * will not pay. One reading of the ledger's time, taken with the device time it was read at, gives every later second.
 */
export interface LedgerTimeBase {
  /** The ledger's time when it was read (unix seconds). */
  ledgerSeconds: bigint;
  /** The device clock when that answer arrived (ms since the epoch, as Date.now gives it). */
  readAtMs: number;
}

/** The ledger's time (unix seconds) at device time `nowMs`, counting whole seconds since the reading. */
export function ledgerNow({ ledgerSeconds, readAtMs }: LedgerTimeBase, nowMs: number): bigint {
  const elapsed = Math.floor((nowMs - readAtMs) / 1000);
  return ledgerSeconds + BigInt(Math.max(0, elapsed));
}
