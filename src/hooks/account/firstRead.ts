import { getAccount, type AccountSnapshot } from '../../services/ledger';

/**
 * How long a first read stays good for /home's first paint: a sign-in moves to /home at once, so an older one (a
 * failed login, then another much later) is not shown, however right its address.
 */
const FRESH_MS = 10_000;

/**
 * How long a read in flight or answered is joined by the next start for the same address instead of sending another:
 * the read starts while the password is typed (every key asks again) and the click asks once more.
 */
const JOIN_MS = 5_000;

/** The account read a sign-in started (while its password was typed, or its KDF ran), and its answer once it came. */
interface FirstRead {
  address: string;
  startedAt: number;
  settled: Promise<void>;
  failed?: boolean;
  answered?: { snapshot: AccountSnapshot; at: number };
}
let started: FirstRead | null = null;

/**
 * Starts reading the balances of the account being unlocked, so /home paints with them (and with the notices they
 * decide: no ALGO, test funds, activation costs) instead of inserting them above a panel already drawn. Public data
 * only, keyed by address: a read of another account is never shown. A read of the same address started under
 * JOIN_MS ago that has not failed is joined. Resolves when it answered or failed; never fails.
 */
export function startFirstRead(address: string): Promise<void> {
  if (started?.address === address && !started.failed && Date.now() - started.startedAt < JOIN_MS) {
    return started.settled;
  }
  const read: FirstRead = {
    address,
    startedAt: Date.now(),
    settled: getAccount(address).then(
      (snapshot) => {
        read.answered = { snapshot, at: Date.now() };
      },
      () => {
        read.failed = true; // the screen's own read reports a failure and keeps polling
      },
    ),
  };
  started = read;
  return read.settled;
}

/**
 * The sign-in's first read of `address`, for the query cache's initial data (with when it was read, so it goes stale
 * and polling goes on from there); undefined when there is none, of another account, or too old.
 */
export function firstRead(address: string): { snapshot: AccountSnapshot; at: number } | undefined {
  const answered = started?.address === address ? started.answered : undefined;
  return answered && Date.now() - answered.at <= FRESH_MS ? answered : undefined;
}

/**
 * Forgets the sign-in's read. For a page that plays one sign-in after another on ledgers of its own (the story
 * catalogue, ADR 0041): a read of the ledger before is no one's first read.
 */
export function forgetFirstRead(): void {
  started = null;
}
