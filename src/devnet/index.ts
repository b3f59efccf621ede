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

/** Handlers over a fresh genesis, with `faults` in force from the start (one ledger per call). */
export function devnetHandlersWith(...faults: FaultSpec[]): HttpHandler[] {
  const handlers = createHandlers(createDevnetLedger());
  faults.forEach((fault) => handlers.faults.set(fault));
  return handlers.all;
}

/** The default handler set for Storybook: a fresh genesis, no faults. */
export const devnetHandlers: HttpHandler[] = devnetHandlersWith();

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
