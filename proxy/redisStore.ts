/**
 * The proxy's store in Redis (`REFERRAL_PROXY_REDIS_URL`; ADR 0025), for instances on several machines: each change
 * is one command or one Lua script, atomic in Redis, and windows and marks end with Redis' own expiry.
 */
import { createClient } from '@redis/client';
import type { Count, ProxyStore } from './store.ts';

/** Every key the proxy writes starts with this, so it can share a Redis with others. */
const PREFIX = 'mox:referral-proxy:';

/** Opens the window if none is open (0, expiring in ARGV[1] ms), counts one, and says how long the window has left. */
const HIT = `redis.call('SET', KEYS[1], 0, 'PX', ARGV[1], 'NX')
return {redis.call('INCR', KEYS[1]), redis.call('PTTL', KEYS[1])}`;

/** Takes one back only from an open window with a count above 0 (never creates a key without expiry). */
const UNHIT = `if redis.call('PTTL', KEYS[1]) > 0 and tonumber(redis.call('GET', KEYS[1])) > 0 then
  redis.call('DECR', KEYS[1])
end
return 0`;

/** What the store needs of a connected client: raw commands, and closing. */
interface Connection {
  sendCommand<T>(args: ReadonlyArray<string>): Promise<T>;
  close(): Promise<void>;
}

export class RedisStore implements ProxyStore {
  private constructor(private readonly client: Connection) {}

  /** Connects to `url` (redis://…); commands fail at once while the connection is down rather than queue. */
  static async connect(url: string, log: (message: string) => void = console.error): Promise<RedisStore> {
    const client = createClient({ url, disableOfflineQueue: true });
    // Without a listener, a dropped connection would be an unhandled 'error' event and end the process.
    client.on('error', (error: Error) => log(`Referral proxy store (Redis): ${error.message}`));
    await client.connect();
    return new RedisStore(client as Connection);
  }

  async hit(key: string, windowMs: number): Promise<Count> {
    const args = ['EVAL', HIT, '1', PREFIX + key, String(windowMs)];
    const [count, resetInMs] = await this.client.sendCommand<[number, number]>(args);
    return { count, resetInMs };
  }

  async unhit(key: string): Promise<void> {
    await this.client.sendCommand(['EVAL', UNHIT, '1', PREFIX + key]);
  }

  async mark(key: string, ttlMs: number): Promise<boolean> {
    return (
      (await this.client.sendCommand<string | null>(['SET', PREFIX + key, '1', 'PX', String(ttlMs), 'NX'])) === 'OK'
    );
  }

  async unmark(key: string): Promise<void> {
    await this.client.sendCommand(['DEL', PREFIX + key]);
  }

  async close(): Promise<void> {
    await this.client.close();
  }
}
