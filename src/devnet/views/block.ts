/** algod's block answer (API.md §1.1: msgpack only): the header fields a client reads, above all the timestamp. */
import type { Ledger } from '../engine/ledger';
import { CONSENSUS_VERSION } from './algodNode';

/** GET /v2/blocks/{round}?format=msgpack[&header-only=true] for a committed round, else undefined. */
export function blockObject(ledger: Ledger, round: bigint): Record<string, unknown> | undefined {
  const block = ledger.state.blocks.get(round);
  if (!block) return undefined;
  return {
    block: {
      gen: ledger.config.genesisId,
      gh: ledger.config.genesisHash,
      proto: CONSENSUS_VERSION,
      rnd: round,
      ts: block.timestamp,
    },
  };
}
