/** algod's node answers: status and suggested params (API.md §2.4, §2.7). */
import { bytesToBase64 } from 'algosdk';
import type { Ledger } from '../engine/ledger';
import { MIN_FEE } from '../engine/evaluate';

/** consensus v41's version string. */
export const CONSENSUS_VERSION =
  'https://github.com/algorandfoundation/specs/tree/953304de35264fc3ef91bcd05c123242015eeaed';

/** GET /v2/status (and wait-for-block-after). */
export function statusJson(ledger: Ledger) {
  const sinceLastRound = ledger.now() - ledger.lastTimestamp();
  return {
    catchpoint: '',
    'catchpoint-acquired-blocks': 0,
    'catchpoint-processed-accounts': 0,
    'catchpoint-processed-kvs': 0,
    'catchpoint-total-accounts': 0,
    'catchpoint-total-blocks': 0,
    'catchpoint-total-kvs': 0,
    'catchpoint-verified-accounts': 0,
    'catchpoint-verified-kvs': 0,
    'catchup-time': 0,
    'last-catchpoint': '',
    'last-round': ledger.round,
    'last-version': CONSENSUS_VERSION,
    'next-version': CONSENSUS_VERSION,
    'next-version-round': ledger.round + 1n,
    'next-version-supported': true,
    'stopped-at-unsupported-round': false,
    'time-since-last-round': (sinceLastRound > 0n ? sinceLastRound : 0n) * 1_000_000_000n,
  };
}

/** GET /v2/transactions/params: `fee` is the per-byte fee (0 unless POST /devnet/fees made the network busy). */
export function paramsJson(ledger: Ledger) {
  return {
    'consensus-version': CONSENSUS_VERSION,
    fee: ledger.feePerByte,
    'genesis-hash': bytesToBase64(ledger.config.genesisHash),
    'genesis-id': ledger.config.genesisId,
    'last-round': ledger.round,
    'min-fee': MIN_FEE,
  };
}

/** The algod build the local ledger answers as (GET /versions). */
const BUILD = { branch: 'mox-devnet', build_number: 0, channel: 'dev', commit_hash: '', major: 5, minor: 0 };

/** GET /versions. */
export function versionsJson(ledger: Ledger) {
  return {
    build: BUILD,
    genesis_hash_b64: bytesToBase64(ledger.config.genesisHash),
    genesis_id: ledger.config.genesisId,
    versions: ['v2'],
  };
}

const genesisFiles = new WeakMap<Ledger, object>();

/**
 * GET /genesis: the genesis file's fields, with the balances of a fresh genesis (`network-id` split as
 * genesis.json spells it; the fee sink stands in for the rewards pool). Built once per ledger. Its bytes do not hash
 * to the genesis hash (the local ledger does not derive one from the other).
 */
export function genesisJson(ledger: Ledger) {
  let file = genesisFiles.get(ledger);
  if (!file) {
    const genesis = ledger.config.genesis();
    const dash = ledger.config.genesisId.lastIndexOf('-');
    file = {
      alloc: [...genesis.accounts.entries()].map(([addr, record]) => ({
        addr,
        comment: '',
        state: { algo: record.amount, onl: 0 },
      })),
      devmode: true,
      fees: ledger.config.feeSink,
      id: ledger.config.genesisId.slice(dash + 1),
      network: ledger.config.genesisId.slice(0, dash),
      proto: CONSENSUS_VERSION,
      rwd: ledger.config.feeSink,
      timestamp: Number(genesis.blocks.get(genesis.round)?.timestamp ?? 0n),
    };
    genesisFiles.set(ledger, file);
  }
  return file;
}
