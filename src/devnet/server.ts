/**
 * Node-only: the devnet over real HTTP for `npm start`, `npm run devnet` and Playwright. algod (+ the
 * /devnet/ control routes) on `port`, the indexer on `indexerPort`, both from the same MSW handlers via
 * ./nodeAdapter, wrapped for CORS (STACK.md G11); the control routes answer this machine only
 * (./localOnly). State persists in `dataDir`.
 */
import { createServer as createHttpServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { HttpHandler } from 'msw';
import { LOCALNET_IDS } from '../services/config/localnet';
import { createDevnetLedger } from './devnet';
import type { Ledger } from './engine/ledger';
import type { Faults } from './faults';
import { ADMIN } from './genesis/keys';
import { SIMULATED_PLAYERS } from './genesis/players';
import { createHandlers } from './handlers';
import { isControlRoute, isLocalOrigin, refuseControl } from './control/localOnly';
import { answerFromHandlers } from './nodeAdapter';
import { nodeSignatureCheck, nodeSigner } from './nodeCrypto';
import { loadState, saveState } from './persistence';

/** Where and how to serve. Port 0 picks a free port (tests). */
export interface DevnetServerOptions {
  port: number;
  indexerPort: number;
  /** Folder for the persisted state; omit to keep state in memory only. */
  dataDir?: string;
  host?: string;
  /** Unix seconds (default: the system clock). */
  clock?: () => bigint;
  /** Milliseconds between blocks (default: DEVNET_BLOCK_MS, else none: each submit is its own block). */
  blockMs?: number;
  /** Simulated players in a fresh genesis (default: DEVNET_PLAYERS, else SIMULATED_PLAYERS). */
  players?: number;
  /** Rounds the indexer trails algod by (default: DEVNET_INDEXER_LAG, else 0; POST /devnet/indexer-lag changes it). */
  indexerLagRounds?: number;
}

/** How long wait-for-block-after holds without a block time (algod: a minute; short, so a watcher of a lost send goes on). */
export const IDLE_BLOCK_WAIT_MS = 2_000;

/** How long after a change the state is saved (a burst of changes is saved once). */
const SAVE_DELAY_MS = 1_000;

/** A positive integer from the environment, or undefined. */
export function envCount(name: string): number | undefined {
  const value = Number(process.env[name]);
  return Number.isInteger(value) && value > 0 ? value : undefined;
}

/** A running devnet. */
export interface DevnetServer {
  /** Human-readable summary: URLs, asset and app ids, admin address. */
  banner: string;
  algodUrl: string;
  indexerUrl: string;
  ledger: Ledger;
  faults: Faults;
  /** Saves the state and stops both servers. */
  close(): Promise<void>;
}

/**
 * CORS for a request: algod and the indexer answer any origin (as a node with CORS on does); control routes (and
 * anything dressed up as one, e.g. `/x/devnet/reset`) only the local origins, by name, never `*`.
 */
function allowOrigin(req: IncomingMessage, res: ServerResponse): void {
  if (!isControlRoute(req)) {
    res.setHeader('Access-Control-Allow-Origin', '*');
    return;
  }
  res.setHeader('Vary', 'Origin');
  if (isLocalOrigin(req.headers.origin)) res.setHeader('Access-Control-Allow-Origin', req.headers.origin!);
}

function serve(handlers: HttpHandler[], port: number, host: string): Promise<Server> {
  const server = createHttpServer((req, res) => {
    // algosdk's token headers make browsers preflight; the handlers themselves do no CORS.
    allowOrigin(req, res);
    // Authorization: the referral client's bearer token to the local email provider (./referral).
    res.setHeader('Access-Control-Allow-Headers', 'Content-Type, Authorization, X-Algo-API-Token, X-Indexer-API-Token');
    res.setHeader('Access-Control-Allow-Methods', 'GET,POST,DELETE,OPTIONS');
    if (req.method === 'OPTIONS') {
      res.statusCode = 204;
      res.end();
      return;
    }
    const ownPort = (server.address() as AddressInfo).port;
    const refused = isControlRoute(req) ? refuseControl(req, ownPort) : undefined;
    if (refused) {
      res.writeHead(refused.status, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify({ message: refused.message }));
      return;
    }
    // The handlers match any host (`*`): the request's origin is the server's own, whatever Host was sent.
    void answerFromHandlers(handlers, req, res, `http://localhost:${ownPort}`);
  });
  // Clients keep idle sockets for 5 s (Node's global agent, so Playwright's and algosdk's requests). With the server's
  // own 5 s default, a request sent as the server drops the idle socket fails with ECONNRESET, which a loaded
  // machine makes likely. A longer idle time on this side leaves closing to the client.
  server.keepAliveTimeout = 65_000;
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(server));
  });
}

function banner(ledger: Ledger, algodUrl: string, indexerUrl: string, players: number, indexerLag: number): string {
  const apps = Object.entries(LOCALNET_IDS.apps).map(([name, id]) => `    ${name.padEnd(12)} ${id}`);
  return [
    `Mox devnet at round ${ledger.round}, ${ledger.config.blockMs ? `a block every ${ledger.config.blockMs} ms` : 'a block per submit'}`,
    `  algod    ${algodUrl}   (control: ${algodUrl}/devnet/{fund,clock,fees,faults,indexer-lag,reset,health})`,
    `  indexer  ${indexerUrl}`,
    `  assets   UMQ ${LOCALNET_IDS.assets.UMQ}, HLK ${LOCALNET_IDS.assets.HLK}`,
    `  apps`,
    ...apps,
    `  admin    ${ADMIN.address}`,
    `  players  ${players} simulated (DEVNET_PLAYERS)`,
    ...(indexerLag ? [`  indexer  ${indexerLag} rounds behind algod (DEVNET_INDEXER_LAG)`] : []),
  ].join('\n');
}

const close = (server: Server) =>
  new Promise<void>((resolve) => {
    server.close(() => resolve());
    server.closeAllConnections();
  });

/** Starts algod and indexer servers over one ledger (resumed from `dataDir` when saved there). */
export async function startDevnet(options: DevnetServerOptions): Promise<DevnetServer> {
  const { dataDir, host = 'localhost' } = options;
  const players = options.players ?? envCount('DEVNET_PLAYERS') ?? SIMULATED_PLAYERS;
  const resumed = dataDir ? loadState(dataDir, players) : undefined;
  const ledger = createDevnetLedger({
    clock: options.clock,
    players,
    state: resumed,
    signatureCheck: nodeSignatureCheck,
    signer: nodeSigner,
    blockMs: options.blockMs ?? envCount('DEVNET_BLOCK_MS'),
  });
  // A save writes the whole state (at 10,000 players ~6 MB and ~0.2 s of CPU, during which no request is answered):
  // a change is saved a moment later, once for a burst of blocks, and closing saves what is left. A fresh genesis is
  // saved the same way (a resumed one is already), so it costs the start-up nothing.
  let pendingSave: NodeJS.Timeout | undefined;
  const save = () => {
    clearTimeout(pendingSave);
    pendingSave = undefined;
    if (dataDir) saveState(dataDir, ledger.state, players);
  };
  const saveSoon = () => void (pendingSave ??= setTimeout(save, SAVE_DELAY_MS).unref());
  const unsubscribe = ledger.onChange(saveSoon);
  if (!resumed) saveSoon();
  // Each service has its own port, so each matches any host: localhost, 127.0.0.1 and [::1] alike. Without a block
  // time a round comes only with a submit: wait-for-block-after then holds a client's long-poll a while, as algod
  // does (it holds a minute), so an idle page asks about once in that while, not four times a second.
  const handlers = createHandlers(ledger, {
    algodUrl: '*',
    indexerUrl: '*',
    blockWaitMs: ledger.config.blockMs ? undefined : IDLE_BLOCK_WAIT_MS,
    indexerLagRounds: options.indexerLagRounds ?? envCount('DEVNET_INDEXER_LAG'),
  });
  const algod = await serve([...handlers.control, ...handlers.referral, ...handlers.algod], options.port, host);
  const indexer = await serve(handlers.indexer, options.indexerPort, host);
  const url = (server: Server) => `http://${host}:${(server.address() as AddressInfo).port}`;
  const [algodUrl, indexerUrl] = [url(algod), url(indexer)];
  return {
    banner: banner(ledger, algodUrl, indexerUrl, players, handlers.indexerLag.rounds),
    algodUrl,
    indexerUrl,
    ledger,
    faults: handlers.faults,
    async close() {
      ledger.close();
      unsubscribe();
      save();
      await Promise.all([close(algod), close(indexer)]);
    },
  };
}
