import type { GenesisProbe } from './failover';
import type { NodeKind } from './nodeHealth';

const json = (body: Uint8Array) => JSON.parse(new TextDecoder().decode(body)) as Record<string, unknown>;

/** algod tells its network in its suggested params. */
export const algodGenesis: GenesisProbe = async (client) =>
  String(json((await client.get('/v2/transactions/params')).body)['genesis-hash']);

/** An indexer tells it in every transaction it lists; one that lists none yet has nothing to tell it by. */
export const indexerGenesis: GenesisProbe = async (client) => {
  const { transactions } = json((await client.get('/v2/transactions', { limit: 1 })).body) as {
    transactions?: Array<{ 'genesis-hash'?: string }>;
  };
  return transactions?.[0]?.['genesis-hash'] ?? null;
};

/** The probe of each kind of node. */
export const GENESIS_PROBES: Record<NodeKind, GenesisProbe> = { algod: algodGenesis, indexer: indexerGenesis };
