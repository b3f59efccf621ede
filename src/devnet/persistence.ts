/**
 * Node-only: keeps the devnet's state in a data folder (git-ignored `.devnet-data/`) across restarts.
 * A state saved under other genesis settings (ids, genesis id) is ignored, so config and ledger agree.
 */
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { LOCALNET_GENESIS, LOCALNET_IDS } from '../services/config/localnet';
import { deserializeState, serializeState } from './engine/serialize';
import type { LedgerState } from './engine/types';

const FILE = 'ledger.json';

/**
 * The models' state layout: raised when an app starts keeping new state (2: the quiz's top 10 in global state), so a
 * state saved before is not resumed without it.
 */
const STATE_LAYOUT = 2;

/** What a saved state must match to be resumed (a genesis with another player count is another genesis). */
const fingerprint = (players: number) =>
  `${LOCALNET_GENESIS.id}/${LOCALNET_GENESIS.hash}/${serializeIds()}/players=${players}/layout=${STATE_LAYOUT}`;
const serializeIds = () => JSON.stringify(LOCALNET_IDS, (_k, v) => (typeof v === 'bigint' ? v.toString() : v));

/** The saved state, or undefined when there is none (or it belongs to other genesis settings). */
export function loadState(dataDir: string, players: number): LedgerState | undefined {
  const path = join(dataDir, FILE);
  if (!existsSync(path)) return undefined;
  const text = readFileSync(path, 'utf8');
  const newline = text.indexOf('\n');
  if (text.slice(0, newline) !== fingerprint(players)) return undefined;
  return deserializeState(text.slice(newline + 1));
}

/** Saves the state atomically (write then rename, so a crash never leaves half a file). */
export function saveState(dataDir: string, state: LedgerState, players: number): void {
  mkdirSync(dataDir, { recursive: true });
  const path = join(dataDir, FILE);
  writeFileSync(`${path}.tmp`, `${fingerprint(players)}\n${serializeState(state)}`);
  renameSync(`${path}.tmp`, path);
}

/** Forgets the saved state (the next start builds a fresh genesis). */
export function clearState(dataDir: string): void {
  rmSync(join(dataDir, FILE), { force: true });
}
