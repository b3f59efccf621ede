import { algod } from '../ledger/clients';
import type { LedgerTimeBase } from './ledgerClock';

const NS_PER_SECOND = 1_000_000_000n;

/**
 * Reads the ledger's clock: the last block's timestamp plus the time algod says has passed since that block. This
 * is the time base a withdrawal is paid on (the next block's timestamp), so an estimate built on it matches the payout.
 */
export async function readLedgerTime(): Promise<LedgerTimeBase> {
  const status = await algod().status().do();
  const { block } = await algod().block(status.lastRound).headerOnly(true).do();
  return {
    ledgerSeconds: block.header.timestamp + status.timeSinceLastRound / NS_PER_SECOND,
    readAtMs: Date.now(),
  };
}
