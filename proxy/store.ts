/**
 * Where the proxy keeps its limits, its seen nonces and its invite marks (ADR 0025): a store several proxy
 * instances can share and that outlives a restart — SQLite (./sqliteStore.ts) by default, Redis (./redisStore.ts)
 * when configured. The local ledger's stand-in, which runs in a browser too, keeps them in memory (MemoryStore).
 */

/** One key's count in its current window, and the milliseconds until that window ends. */
export interface Count {
  count: number;
  resetInMs: number;
}

export interface ProxyStore {
  /**
   * Counts one more under `key`, in a fixed window of `windowMs` that starts with the key's first count (an ended
   * window starts again at 1). Atomic across the instances sharing the store.
   */
  hit(key: string, windowMs: number): Promise<Count>;
  /** Takes back one count of `key`, if its window is still open (an invite the provider did not send). */
  unhit(key: string): Promise<void>;
  /** Marks `key` for `ttlMs`: true when it was not marked yet, false when it already was (atomic, as `hit`). */
  mark(key: string, ttlMs: number): Promise<boolean>;
  /** Removes `key`'s mark. */
  unmark(key: string): Promise<void>;
  close(): Promise<void>;
}

/** The store in this process's memory, on the clock `now` (ms): for the local ledger, which forgets on reset. */
export class MemoryStore implements ProxyStore {
  private readonly counts = new Map<string, { count: number; endsAt: number }>();
  private readonly marks = new Map<string, number>();

  constructor(private readonly now: () => number = Date.now) {}

  async hit(key: string, windowMs: number): Promise<Count> {
    const now = this.now();
    if (this.counts.size + this.marks.size > 10_000) this.forgetEnded(now);
    const open = this.counts.get(key);
    const window = open && open.endsAt > now ? open : { count: 0, endsAt: now + windowMs };
    window.count += 1;
    this.counts.set(key, window);
    return { count: window.count, resetInMs: window.endsAt - now };
  }

  async unhit(key: string): Promise<void> {
    const window = this.counts.get(key);
    if (window && window.endsAt > this.now() && window.count > 0) window.count -= 1;
  }

  async mark(key: string, ttlMs: number): Promise<boolean> {
    const now = this.now();
    if ((this.marks.get(key) ?? 0) > now) return false;
    this.marks.set(key, now + ttlMs);
    return true;
  }

  async unmark(key: string): Promise<void> {
    this.marks.delete(key);
  }

  async close(): Promise<void> {}

  /** Drops ended windows and marks, so many one-off keys (IPs, nonces) cannot grow the maps without end. */
  private forgetEnded(now: number): void {
    for (const [key, window] of this.counts) if (window.endsAt <= now) this.counts.delete(key);
    for (const [key, endsAt] of this.marks) if (endsAt <= now) this.marks.delete(key);
  }
}
