// @vitest-environment node
import { generateAccount } from 'algosdk';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createReferralProxy } from './core';
import { RedisStore } from './redisStore';
import { SqliteStore } from './sqliteStore';
import { MemoryStore, type ProxyStore } from './store';
import { signedInvite, startRedis } from './testing';

const dir = mkdtempSync(join(tmpdir(), 'mox-proxy-store-'));
let redis: Awaited<ReturnType<typeof startRedis>>;
beforeAll(async () => {
  redis = await startRedis();
});
afterAll(async () => {
  await redis?.stop();
  rmSync(dir, { recursive: true, force: true });
});

let files = 0;
/** Ways to open a store, each `open()` a new connection to the same one (another instance, or after a restart). */
const persistent: [string, () => () => Promise<ProxyStore>][] = [
  [
    'SQLite',
    () => {
      const path = join(dir, `store-${(files += 1)}.sqlite`);
      return async () => new SqliteStore(path);
    },
  ],
  [
    'Redis',
    () => {
      // One redis-server for the file: each test counts under keys of its own.
      const prefix = `t${(files += 1)}:`;
      return async () => prefixed(await RedisStore.connect(redis.url), prefix);
    },
  ],
];

/** `store` with every key under `prefix`. */
function prefixed(store: ProxyStore, prefix: string): ProxyStore {
  return {
    hit: (key, windowMs) => store.hit(prefix + key, windowMs),
    unhit: (key) => store.unhit(prefix + key),
    mark: (key, ttlMs) => store.mark(prefix + key, ttlMs),
    unmark: (key) => store.unmark(prefix + key),
    close: () => store.close(),
  };
}

const HOUR = 3_600_000;

describe.each([...persistent, ['memory', () => async () => new MemoryStore()] as const])(
  'the %s store',
  (_, backing) => {
    it('counts hits in a window and takes one back; a mark is made once and can be removed', async () => {
      const store = await backing()();
      expect((await store.hit('a', HOUR)).count).toBe(1);
      const second = await store.hit('a', HOUR);
      expect(second.count).toBe(2);
      expect(second.resetInMs).toBeGreaterThan(0);
      expect(second.resetInMs).toBeLessThanOrEqual(HOUR);
      await store.unhit('a');
      expect((await store.hit('a', HOUR)).count).toBe(2);
      expect((await store.hit('b', HOUR)).count).toBe(1);
      expect(await store.mark('m', HOUR)).toBe(true);
      expect(await store.mark('m', HOUR)).toBe(false);
      await store.unmark('m');
      expect(await store.mark('m', HOUR)).toBe(true);
      await store.close();
    });

    it('starts a window again, and forgets a mark, once its time is over', async () => {
      const store = await backing()();
      expect((await store.hit('w', 50)).count).toBe(1);
      expect(await store.mark('m', 50)).toBe(true);
      await new Promise((resolve) => setTimeout(resolve, 120));
      expect((await store.hit('w', 50)).count).toBe(1);
      await store.unhit('gone');
      expect((await store.hit('gone', HOUR)).count).toBe(1);
      expect(await store.mark('m', HOUR)).toBe(true);
      await store.close();
    });
  },
);

const wallet = generateAccount();
/** A fresh invite of `wallet` to `email`. */
const invite = (email: string) => signedInvite(wallet, email);

/** A proxy instance over `store` whose provider accepts everything and counts what it got. */
function instance(store: ProxyStore, sent: string[]) {
  return createReferralProxy({
    provider: {
      tokenUrl: 'https://p.test/token',
      eventsUrl: 'https://p.test/events',
      clientId: 'c',
      clientSecret: 's',
    },
    store,
    claimed: async () => true,
    fetch: async (url, init) => {
      if (url.endsWith('/events')) sent.push(String(init.body));
      return Response.json({ access_token: 't', expires_in: 3600 });
    },
    limits: { perIpPerHour: 100, invitesPerDay: 2 },
  });
}

describe.each(persistent)('proxy instances on one %s store', (_, backing) => {
  it('enforce one daily cap and one nonce between them', async () => {
    const open = backing();
    const [storeA, storeB] = [await open(), await open()];
    const sent: string[] = [];
    const [a, b] = [instance(storeA, sent), instance(storeB, sent)];
    const first = invite('ana@example.com');
    expect((await a.handle(first, '10.0.0.1')).status).toBe(200);
    expect(await b.handle(first, '10.0.0.2')).toEqual({ status: 409, body: { error: 'replayed' } });
    expect(await b.handle(invite('ana@example.com'), '10.0.0.2')).toEqual({
      status: 409,
      body: { error: 'already_invited' },
    });
    expect((await b.handle(invite('luis@example.com'), '10.0.0.2')).status).toBe(200);
    expect((await a.handle(invite('eva@example.com'), '10.0.0.1')).status).toBe(429);
    expect(sent).toHaveLength(2);
    await Promise.all([storeA.close(), storeB.close()]);
  });

  it('keep the limits, nonces and invites across a restart', async () => {
    const open = backing();
    const sent: string[] = [];
    const before = await open();
    const first = invite('ana@example.com');
    expect((await instance(before, sent).handle(first, '10.0.0.1')).status).toBe(200);
    await before.close();
    const after = await open();
    const restarted = instance(after, sent);
    expect((await restarted.handle(first, '10.0.0.1')).status).toBe(409);
    expect((await restarted.handle(invite('ana@example.com'), '10.0.0.1')).status).toBe(409);
    expect((await restarted.handle(invite('luis@example.com'), '10.0.0.1')).status).toBe(200);
    expect((await restarted.handle(invite('eva@example.com'), '10.0.0.1')).status).toBe(429);
    expect(sent).toHaveLength(2);
    await after.close();
  });
});
