/**
 * `npm run devnet`: the local ledger alone (algod :4001 + control routes, indexer :8980), resuming the
 * state saved in .devnet-data/. Prints the genesis asset and app ids and the admin address.
 * `npm run devnet:reset` (`--reset-only`): forget the saved state, so the next start is a fresh genesis.
 * `--in-memory`: start from a fresh genesis and save nothing (the end-to-end journeys use it).
 * DEVNET_ALGOD_PORT / DEVNET_INDEXER_PORT move the ports (a test runs a second devnet beside yours), and
 * DEVNET_DATA_DIR the saved state (default .devnet-data; a test keeps its own in a temporary folder).
 * `--block-ms N` (or DEVNET_BLOCK_MS=N): a block every N ms with a transaction pool, as on MainNet (2800).
 * `--players N` (or DEVNET_PLAYERS=N): N simulated players in a fresh genesis (10,000 start in a few seconds).
 * `--indexer-lag N` (or DEVNET_INDEXER_LAG=N): the indexer answers N rounds behind algod, as real indexers trail
 * their node (POST /devnet/indexer-lag {"rounds": N} changes it while running; 0 catches it up).
 */
import { clearState } from '../src/devnet/persistence.ts';
import { startDevnet } from '../src/devnet/server.ts';

const DATA_DIR = process.env.DEVNET_DATA_DIR || '.devnet-data';

if (process.argv.includes('--reset-only')) {
  clearState(DATA_DIR);
  console.log(`Devnet state in ${DATA_DIR}/ cleared: the next start builds a fresh genesis.`);
  process.exit(0);
}

/** The value after `--name`, or undefined. */
const flag = (name: string) => {
  const at = process.argv.indexOf(`--${name}`);
  return at < 0 ? undefined : process.argv[at + 1];
};
/** A positive whole number given as `--name N`, or undefined; anything else stops with a message. */
const countFlag = (name: string, unit: string) => {
  const value = flag(name);
  if (value === undefined) return undefined;
  if (/^[1-9]\d*$/.test(value)) return Number(value);
  console.error(`--${name} takes a whole number of ${unit}, not ${value}`);
  process.exit(2);
};
const blockMs = countFlag('block-ms', 'milliseconds');
const players = countFlag('players', 'players');
const indexerLagRounds = countFlag('indexer-lag', 'rounds');

const devnet = await startDevnet({
  port: Number(process.env.DEVNET_ALGOD_PORT ?? 4001),
  indexerPort: Number(process.env.DEVNET_INDEXER_PORT ?? 8980),
  dataDir: process.argv.includes('--in-memory') ? undefined : DATA_DIR,
  blockMs,
  players,
  indexerLagRounds,
});
console.log(devnet.banner);

const stop = async () => {
  await devnet.close();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
