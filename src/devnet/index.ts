/**
 * The devnet's browser-friendly entry (no node: imports): handler sets over a fresh genesis for
 * Storybook and the dev-only MSW worker, the failure scenarios, and the devnet-only demo keys.
 */
import type { HttpHandler } from 'msw';
import { createDevnetLedger } from './devnet';
import type { FaultSpec } from './faults';
import { createHandlers } from './handlers';
import { ADMIN, DEMO_PLAYERS } from './genesis/keys';

// Re-exports: what stories, the dev-only worker and other tests build on.
export { createDevnetLedger, DISPENSER_ALGO, DISPENSER_UMQ, FEE_SINK } from './devnet';
export { createHandlers, type DevnetHandlers, type HandlerOptions } from './handlers';
export { Faults, ROUTES, type FaultSpec, type RouteName } from './faults';
export { scenarios, type ScenarioName } from './scenarios';
export { Ledger } from './engine/ledger';
export { SIMULATED_PLAYERS } from './genesis/players';

/** How a story's devnet behaves besides its faults. */
export interface DevnetSetOptions {
  /** Milliseconds between blocks (e.g. 2800, MainNet's pace), so pending states show; default: instant. */
  blockMs?: number;
  /** Simulated players in the genesis (default SIMULATED_PLAYERS; 1000 for a ranking at the spec's scale). */
  players?: number;
  faults?: FaultSpec[];
  /** Rounds the indexer trails algod by (default 0: caught up). */
  indexerLagRounds?: number;
}

/** One fresh ledger served by the devnet handlers (a story's), and how to stop it. */
export interface DevnetSet {
  handlers: HttpHandler[];
  /** Stops the ledger's block clock (with a block time it would keep making blocks after the story). */
  close: () => void;
}

/** Handlers over a fresh genesis with `options` (one ledger per call); close it when done. */
export function devnetFor(options: DevnetSetOptions): DevnetSet {
  const ledger = createDevnetLedger({ blockMs: options.blockMs, players: options.players });
  const handlers = createHandlers(ledger, { indexerLagRounds: options.indexerLagRounds });
  options.faults?.forEach((fault) => handlers.faults.set(fault));
  return { handlers: handlers.all, close: () => ledger.close() };
}

/** Handlers over a fresh genesis, with `faults` in force from the start (one ledger per call, with no block clock). */
export function devnetHandlersWith(...faults: FaultSpec[]): HttpHandler[] {
  return devnetFor({ faults }).handlers;
}

/** Devnet-only test keys (anyone can derive them): the roulette admin and two funded demo players. */
export const DEVNET_MNEMONICS = {
  admin: ADMIN.mnemonic,
  demoPlayers: DEMO_PLAYERS.map((p) => p.mnemonic),
} as const;

/** Addresses of the same accounts. */
export const DEVNET_ADDRESSES = {
  admin: ADMIN.address,
  demoPlayers: DEMO_PLAYERS.map((p) => p.address),
} as const;
