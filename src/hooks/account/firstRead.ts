import { getAccount, type AccountSnapshot } from '../../services/ledger';

/**
 * How long a first read stays good for /home's first paint: a sign-in moves to /home at once, so an older one (a
 * failed login, then another much later) is not shown, however right its address.
 */
const FRESH_MS = 10_000;

/** The account read a sign-in started while its KDF ran, and its answer once it came. */
interface FirstRead {
  address: string;
  answered?: { snapshot: AccountSnapshot; at: number };
}
let started: FirstRead | null = null;

/**
 * Starts reading the balances of the account being unlocked, so /home paints with them (and with the notices they
 * decide: no ALGO, test funds, activation costs) instead of inserting them above a panel already drawn. Public data
 * only, keyed by address: a read of another account is never shown. Resolves when it answered or failed; never fails.
 */
export function startFirstRead(address: string): Promise<void> {
  const read: FirstRead = { address };
  started = read;
  return getAccount(address).then(
    (snapshot) => {
      read.answered = { snapshot, at: Date.now() };
    },
    () => undefined, // the screen's own read reports a failure and keeps polling
  );
}

/**
 * The sign-in's first read of `address`, for the query cache's initial data (with when it was read, so it goes stale
 * and polling goes on from there); undefined when there is none, of another account, or too old.
 */
export function firstRead(address: string): { snapshot: AccountSnapshot; at: number } | undefined {
  const answered = started?.address === address ? started.answered : undefined;
  return answered && Date.now() - answered.at <= FRESH_MS ? answered : undefined;
}
