/**
 * The proxy's store in an SQLite file (Node's built-in node:sqlite; ADR 0025): it outlives a restart, and several
 * proxy processes on one machine may share the file (WAL mode; each change is one statement, atomic in SQLite).
 */
import { DatabaseSync } from 'node:sqlite';
import type { Count, ProxyStore } from './store.ts';

const SCHEMA = `
  CREATE TABLE IF NOT EXISTS counts (key TEXT PRIMARY KEY, count INTEGER NOT NULL, ends_at INTEGER NOT NULL);
  CREATE TABLE IF NOT EXISTS marks (key TEXT PRIMARY KEY, ends_at INTEGER NOT NULL);
`;

/** Ended rows are deleted every this many writes, so one-off keys (IPs, nonces) do not pile up. */
const PRUNE_EVERY = 500;

export class SqliteStore implements ProxyStore {
  private readonly db: DatabaseSync;
  private writes = 0;

  /** `path` is the file (created when missing); `now` the clock in ms (the same on every instance sharing it). */
  constructor(
    path: string,
    private readonly now: () => number = Date.now,
  ) {
    this.db = new DatabaseSync(path);
    // Another instance writing holds the lock for a moment: wait for it rather than fail.
    this.db.exec('PRAGMA busy_timeout = 5000; PRAGMA journal_mode = WAL;');
    this.db.exec(SCHEMA);
  }

  async hit(key: string, windowMs: number): Promise<Count> {
    const now = this.now();
    this.prune(now);
    // All SET expressions read the row as it was: an ended window starts again at 1.
    const row = this.db
      .prepare(
        `INSERT INTO counts (key, count, ends_at) VALUES (:key, 1, :endsAt)
         ON CONFLICT (key) DO UPDATE SET
           count = CASE WHEN ends_at <= :now THEN 1 ELSE count + 1 END,
           ends_at = CASE WHEN ends_at <= :now THEN :endsAt ELSE ends_at END
         RETURNING count, ends_at`,
      )
      .get({ key, now, endsAt: now + windowMs }) as { count: number; ends_at: number };
    return { count: row.count, resetInMs: row.ends_at - now };
  }

  async unhit(key: string): Promise<void> {
    this.db
      .prepare('UPDATE counts SET count = count - 1 WHERE key = :key AND ends_at > :now AND count > 0')
      .run({ key, now: this.now() });
  }

  async mark(key: string, ttlMs: number): Promise<boolean> {
    const now = this.now();
    this.prune(now);
    // A row comes back only when the mark was made: inserted, or an ended one renewed.
    const made = this.db
      .prepare(
        `INSERT INTO marks (key, ends_at) VALUES (:key, :endsAt)
         ON CONFLICT (key) DO UPDATE SET ends_at = :endsAt WHERE marks.ends_at <= :now
         RETURNING key`,
      )
      .get({ key, now, endsAt: now + ttlMs });
    return made !== undefined;
  }

  async unmark(key: string): Promise<void> {
    this.db.prepare('DELETE FROM marks WHERE key = :key').run({ key });
  }

  async close(): Promise<void> {
    this.db.close();
  }

  private prune(now: number): void {
    this.writes += 1;
    if (this.writes % PRUNE_EVERY !== 0) return;
    this.db.prepare('DELETE FROM counts WHERE ends_at <= :now').run({ now });
    this.db.prepare('DELETE FROM marks WHERE ends_at <= :now').run({ now });
  }
}
