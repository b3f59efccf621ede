/**
 * Injected faults (DESIGN.md §5 control routes): latency, an HTTP error status, a request that never
 * answers, or a submit whose group is applied but whose response is lost. One registry, consulted by
 * every handler, so faults work the same in msw/node tests, Storybook and the devnet server.
 */
import { delay, HttpResponse } from 'msw';
import { json } from './respond';

/** The routes a fault can target ('*' = all of them). */
export const ROUTES = [
  'status',
  'wait-for-block',
  'params',
  'block',
  'account',
  'account-application',
  'account-asset',
  'application',
  'asset',
  'pending',
  'pending-list',
  'account-assets',
  'boxes',
  'node',
  'submit',
  'simulate',
  'indexer-health',
  'indexer-accounts',
  'indexer-account',
  'indexer-account-transactions',
  'indexer-transactions',
  'indexer-transaction',
  'indexer-assets',
  'indexer-asset',
  'indexer-asset-balances',
  'referral-token',
  'referral-events',
] as const;
/** A route name a fault can target. */
export type RouteName = (typeof ROUTES)[number];

/** One fault. Several fields combine: latency first, then hang, then status, then loseResponse. */
export interface FaultSpec {
  route: RouteName | '*';
  latencyMs?: number;
  /** Answer this status with `{"message": ...}` instead of running the handler. */
  status?: number;
  /** Never answer. */
  hang?: boolean;
  /** Run the handler (a submit is applied), then drop the response as a lost connection would. */
  loseResponse?: boolean;
}

// JSON bodies parsed with bigint integers reach here as bigint; handlers pass numbers.
const isIntIn = (value: unknown, min: number, max: number) =>
  (typeof value === 'number' || typeof value === 'bigint') &&
  Number.isInteger(Number(value)) &&
  Number(value) >= min &&
  Number(value) <= max;

/** True when `value` is a well-formed FaultSpec (POST /devnet/faults validates its body with it). */
export function isFaultSpec(value: unknown): value is FaultSpec {
  const spec = value as Partial<FaultSpec> | null;
  return (
    !!spec &&
    (spec.route === '*' || ROUTES.includes(spec.route as RouteName)) &&
    (spec.latencyMs === undefined || isIntIn(spec.latencyMs, 0, 600_000)) &&
    (spec.status === undefined || isIntIn(spec.status, 400, 599)) &&
    (spec.hang === undefined || typeof spec.hang === 'boolean') &&
    (spec.loseResponse === undefined || typeof spec.loseResponse === 'boolean')
  );
}

/** The faults in force for one handler set. */
export class Faults {
  private active: FaultSpec[] = [];

  /** Adds a fault, replacing any earlier one for the same route. */
  set(spec: FaultSpec): void {
    this.active = [...this.active.filter((f) => f.route !== spec.route), spec];
  }

  /** Removes every fault. */
  clear(): void {
    this.active = [];
  }

  /** The faults in force. */
  list(): readonly FaultSpec[] {
    return this.active;
  }

  /** Answers a request to `route`, through the fault in force for it (if any). */
  async run(route: RouteName, handle: () => Promise<Response>): Promise<Response> {
    const fault = this.active.find((f) => f.route === route) ?? this.active.find((f) => f.route === '*');
    if (!fault) return handle();
    if (fault.latencyMs) await delay(Number(fault.latencyMs));
    if (fault.hang) await delay('infinite');
    if (fault.status) {
      const status = Number(fault.status);
      return json({ message: `devnet: injected HTTP ${status} on ${route}` }, status);
    }
    const response = await handle();
    return fault.loseResponse ? HttpResponse.error() : response;
  }
}
