/**
 * Vitest helper: a fresh devnet ledger per test, served by the devnet handlers through msw/node on the
 * localnet URLs (http://localhost:4001 and :8980), with algosdk clients pointing at them.
 *
 *   const net = useTestLedger();
 *   it('pays', async () => { const alice = net.newAccount(); ... await net.algod.status().do(); });
 */
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { setupServer } from 'msw/node';
import { Algodv2, Indexer, generateAccount, type Address } from 'algosdk';
import { LOCALNET_URLS } from '../services/config/localnet';
import { createDevnetLedger, DISPENSER_ALGO } from './devnet';
import type { Ledger } from './engine/ledger';
import { createHandlers } from './handlers';
import type { Faults } from './faults';
import type { IndexerLag } from './indexer/lag';
import { nodeSignatureCheck, nodeSigner } from './nodeCrypto';

/** 2026-01-01T00:00:00Z: the test clock's start, so block timestamps are reproducible. */
export const TEST_CLOCK_START = 1_767_225_600n;

/** What useTestLedger gives a test (fields are replaced before each test: read them inside tests). */
export interface TestLedger {
  ledger: Ledger;
  faults: Faults;
  /** How far the indexer trails algod (0 at the start of each test). */
  indexerLag: IndexerLag;
  algod: Algodv2;
  indexer: Indexer;
  /** Pays µALGO from the dispenser (default 10 ALGO; plus 200 UMQ to a UMQ holder); returns the grant's txid. */
  fund(address: string | Address, microAlgos?: bigint): string;
  /** A new key pair, funded with `microAlgos` (default 10 ALGO). */
  newAccount(microAlgos?: bigint): { addr: Address; sk: Uint8Array };
  /** The fault registry of the mirror (TestLedgerOptions.mirror), when there is one. */
  mirrorFaults: Faults;
}

/** Options of useTestLedger. */
export interface TestLedgerOptions {
  /** Builds the ledger for each test (default: the Mox devnet genesis on the test clock). */
  create?: () => Ledger;
  /** Milliseconds between blocks of the default ledger (default: none, each submit is its own block). */
  blockMs?: number;
  /**
   * A second algod + indexer over the same ledger at these bases, with a fault registry of its own: two endpoints of
   * one network, one of which can fail while the other answers (failover).
   */
  mirror?: { algodUrl: string; indexerUrl: string };
}

/** Registers the msw/node server and a fresh ledger per test. */
export function useTestLedger(options: TestLedgerOptions = {}): TestLedger {
  const server = setupServer();
  const algod = new Algodv2('', LOCALNET_URLS.algod);
  // Indexer's constructor defaults the port to 8080, overriding the URL's: pass it explicitly.
  const indexer = new Indexer('', LOCALNET_URLS.indexer, new URL(LOCALNET_URLS.indexer).port);
  const net = { algod, indexer } as TestLedger;
  net.fund = (address, microAlgos = DISPENSER_ALGO) => net.ledger.fund(address.toString(), microAlgos);
  net.newAccount = (microAlgos = DISPENSER_ALGO) => {
    const account = generateAccount();
    net.fund(account.addr, microAlgos);
    return account;
  };

  beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
  beforeEach(() => {
    // Node's ed25519 (signing grants, checking submits) keeps a test that funds 1000 accounts fast.
    net.ledger =
      options.create?.() ??
      createDevnetLedger({
        clock: () => TEST_CLOCK_START,
        blockMs: options.blockMs,
        signatureCheck: nodeSignatureCheck,
        signer: nodeSigner,
      });
    // With a block time, wait-for-block-after waits for the next block as algod does.
    const blockWaitMs = options.blockMs ? undefined : 20;
    const handlers = createHandlers(net.ledger, { blockWaitMs });
    const mirror = options.mirror && createHandlers(net.ledger, { ...options.mirror, blockWaitMs });
    net.faults = handlers.faults;
    net.indexerLag = handlers.indexerLag;
    if (mirror) net.mirrorFaults = mirror.faults;
    server.resetHandlers(...handlers.all, ...(mirror ? [...mirror.algod, ...mirror.indexer] : []));
  });
  afterEach(() => {
    server.resetHandlers();
    net.ledger.close();
  });
  afterAll(() => server.close());
  return net;
}

/** What algod answered when an algosdk call failed: status, `message` and (for logic errors) `data`. */
/** The JSON body of a plain GET (a raw-HTTP look at a route, beside what algosdk decodes). */
export const getJson = async (url: string) => (await fetch(url)).json();

export interface AlgodFailure {
  status: number;
  message: string;
  data?: Record<string, unknown>;
}

/** Awaits an algosdk call that must fail and returns algod's error body (throws if it succeeded). */
export async function algodFailure(call: Promise<unknown>): Promise<AlgodFailure> {
  try {
    await call;
  } catch (error) {
    const { response } = error as { response?: { status?: number; body?: Uint8Array } };
    if (response?.status === undefined || !response.body) throw error;
    return { status: response.status, ...JSON.parse(new TextDecoder().decode(response.body)) };
  }
  throw new Error('expected algod to reject the call, but it succeeded');
}
