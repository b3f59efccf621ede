import { algod } from './clients';

const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => (clearTimeout(timer), resolve()), { once: true });
  });

/**
 * Follows the ledger's rounds until `signal` aborts, calling `onRound` with each round algod reports (the first
 * answer included). After the first status it asks algod's `wait-for-block-after`, which answers as soon as the
 * next block is made (or when the node's own wait ends), so an idle ledger costs one held request at a time; the
 * requests start at least `gapMs` apart, so a node that answers at once is asked at most once per `gapMs`.
 */
export async function watchRounds(onRound: (round: bigint) => void, signal: AbortSignal, gapMs: number): Promise<void> {
  let round: bigint | null = null;
  while (!signal.aborted) {
    const started = Date.now();
    try {
      const status = await (round === null ? algod().status() : algod().statusAfterBlock(round)).do();
      round = BigInt(status.lastRound);
      if (!signal.aborted) onRound(round);
    } catch {
      // A failed ask is asked again after the gap (the transport has already tried every endpoint).
    }
    await sleep(Math.max(0, gapMs - (Date.now() - started)), signal);
  }
}
