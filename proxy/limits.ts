/** How many requests one key may make in a window (fixed windows: simple, and enough to bound abuse). */
export interface Limit {
  max: number;
  windowMs: number;
}

/** Counts requests per key (an address, an IP) in fixed windows on the clock `now`. */
export class RateLimiter {
  private readonly windows = new Map<string, { count: number; endsAt: number }>();

  constructor(
    private readonly limit: Limit,
    private readonly now: () => number,
  ) {}

  /** Counts one request of `key`: 0 when allowed, else the milliseconds until its window ends. */
  take(key: string): number {
    const now = this.now();
    if (this.windows.size > 10_000) this.forgetEnded(now);
    const window = this.windows.get(key);
    if (!window || window.endsAt <= now) {
      this.windows.set(key, { count: 1, endsAt: now + this.limit.windowMs });
      return 0;
    }
    if (window.count >= this.limit.max) return window.endsAt - now;
    window.count += 1;
    return 0;
  }

  /** Drops ended windows, so many one-off keys (IPs) cannot grow the map without end. */
  private forgetEnded(now: number): void {
    for (const [key, window] of this.windows) if (window.endsAt <= now) this.windows.delete(key);
  }
}
