/**
 * Node-only: the devnet over real HTTP for `npm start`, `npm run devnet` and Playwright. algod (+ the
 * /devnet/ control routes) on `port`, the indexer on `indexerPort`, both from the same MSW handlers via
 * @mswjs/http-middleware, wrapped for CORS (STACK.md G11). State persists in `dataDir`.
 */
import { createServer as createHttpServer, type Server, type ServerResponse } from 'node:http';
import { createPublicKey, verify } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { HttpHandler } from 'msw';
import { createServer } from '@mswjs/http-middleware';
import { LOCALNET_IDS } from '../services/config/localnet';
import { createDevnetLedger } from './devnet';
import type { Ledger } from './engine/ledger';
import type { SignatureCheck } from './engine/verify';
import type { Faults } from './faults';
import { ADMIN } from './genesis/keys';
import { createHandlers } from './handlers';
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
}

/** DER prefix of an Ed25519 SubjectPublicKeyInfo; the 32 raw key bytes follow it. */
const ED25519_SPKI_PREFIX = Buffer.from('302a300506032b6570032100', 'hex');

/** Node's native ed25519 (about 20× faster than tweetnacl here): the server verifies every submitted signature. */
const nodeSignatureCheck: SignatureCheck = (message, signature, publicKey) =>
  verify(null, message, createPublicKey({ key: Buffer.concat([ED25519_SPKI_PREFIX, publicKey]), format: 'der', type: 'spki' }), signature);

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
 * A response made with HttpResponse.error() (fault `loseResponse`) reaches Node with status 0, which
 * it refuses to write: drop the connection instead, as a lost response would.
 */
function dropErrorResponses(res: ServerResponse): void {
  const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => ServerResponse;
  res.writeHead = ((status: number, ...rest: unknown[]) => {
    if (status !== 0) return writeHead(status, ...rest);
    res.socket?.destroy();
    return res;
  }) as ServerResponse['writeHead'];
}

function serve(handlers: HttpHandler[], port: number, host: string): Promise<Server> {
  const app = createServer(...handlers);
  const server = createHttpServer((req, res) => {
    // algosdk's token headers make browsers preflight; the middleware itself does no CORS.
    res.setHeader('Access-Control-Allow-Origin', '*');
    res.setHeader('Access-Control-Allow-Headers', 'Content-Type, X-Algo-API-Token, X-Indexer-API-Token');
    res.setHeader('Access-Control-Allow-Methods', 'GET,POST,DELETE,OPTIONS');
    if (req.method === 'OPTIONS') {
      res.statusCode = 204;
      res.end();
      return;
    }
    dropErrorResponses(res);
    app(req, res);
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(server));
  });
}

function banner(ledger: Ledger, algodUrl: string, indexerUrl: string): string {
  const apps = Object.entries(LOCALNET_IDS.apps).map(([name, id]) => `    ${name.padEnd(12)} ${id}`);
  return [
    `Mox devnet at round ${ledger.round}`,
    `  algod    ${algodUrl}   (control: ${algodUrl}/devnet/{fund,clock,faults,reset,health})`,
    `  indexer  ${indexerUrl}`,
    `  assets   UMQ ${LOCALNET_IDS.assets.UMQ}, HLK ${LOCALNET_IDS.assets.HLK}`,
    `  apps`,
    ...apps,
    `  admin    ${ADMIN.address}`,
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
  const ledger = createDevnetLedger({
    clock: options.clock,
    state: dataDir ? loadState(dataDir) : undefined,
    signatureCheck: nodeSignatureCheck,
  });
  const save = () => dataDir && saveState(dataDir, ledger.state);
  const unsubscribe = ledger.onChange(save);
  save();
  const handlers = createHandlers(ledger);
  const algod = await serve([...handlers.control, ...handlers.algod], options.port, host);
  const indexer = await serve(handlers.indexer, options.indexerPort, host);
  const url = (server: Server) => `http://${host}:${(server.address() as AddressInfo).port}`;
  const [algodUrl, indexerUrl] = [url(algod), url(indexer)];
  return {
    banner: banner(ledger, algodUrl, indexerUrl),
    algodUrl,
    indexerUrl,
    ledger,
    faults: handlers.faults,
    async close() {
      unsubscribe();
      save();
      await Promise.all([close(algod), close(indexer)]);
    },
  };
}
