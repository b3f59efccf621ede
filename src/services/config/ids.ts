import type { AppName } from './onchain';

/**
 * The ids that differ per network (DESIGN.md §4): the two tokens, the six apps and the roulette admin.
 * MainNet reads them from VITE_* variables; localnet takes them from the local ledger's genesis.
 */
export interface OnchainIds {
  assets: { UMQ: bigint; HLK: bigint };
  apps: Record<AppName, bigint>;
  /** The roulette admin: receives the roulette fee and entry, and is the only address that sees the admin button. */
  admin: string;
}
