// @vitest-environment node
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setupServer } from 'msw/node';
import { Algodv2 } from 'algosdk';
import { DEVNET_ADDRESSES, devnetFor, devnetHandlersWith, scenarios } from './index';
import { algodFailure } from './testing';

describe('the browser entry (Storybook handler sets)', () => {
  const server = setupServer();
  const algod = new Algodv2('', 'http://localhost:4001');
  beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());

  it('serves a fresh genesis with the demo players funded', async () => {
    server.use(...devnetHandlersWith());
    const demo = await algod.accountInformation(DEVNET_ADDRESSES.demoPlayers[0]).do();
    expect(demo.amount).toBeGreaterThan(0n);
    expect(demo.assets?.length).toBe(2);
  });

  it('makes blocks at a story’s pace until the story closes its ledger, then none', async () => {
    // Only the block clock's interval is faked: the requests answer as usual, and no real time has to pass.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    try {
      const devnet = devnetFor({ blockMs: 100 });
      server.use(...devnet.handlers);
      const start = (await algod.status().do()).lastRound;
      vi.advanceTimersByTime(300);
      expect((await algod.status().do()).lastRound).toBe(start + 3n);
      devnet.close();
      vi.advanceTimersByTime(1_000);
      expect((await algod.status().do()).lastRound).toBe(start + 3n);
    } finally {
      vi.useRealTimers();
    }
  });

  it('starts a scenario set with its fault already in force', async () => {
    server.use(...devnetHandlersWith(scenarios.nodeDown));
    expect((await algodFailure(algod.status().do())).status).toBe(503);
  });

  it('holds a request forever when the route hangs', async () => {
    server.use(...devnetHandlersWith(scenarios.pendingHangs));
    const request = fetch(`http://localhost:4001/v2/transactions/pending/${'A'.repeat(52)}`, {
      signal: AbortSignal.timeout(200),
    });
    await expect(request).rejects.toThrow();
    expect((await algod.status().do()).lastRound).toBe(1n);
  });

  it('has named scenarios for a hanging submit, a hanging node and a slow node', { timeout: 10_000 }, async () => {
    server.use(...devnetHandlersWith(scenarios.submitHangs));
    const submit = fetch('http://localhost:4001/v2/transactions', {
      method: 'POST',
      body: new Uint8Array([0x80]),
      signal: AbortSignal.timeout(200),
    });
    await expect(submit).rejects.toThrow();
    expect((await algod.status().do()).lastRound).toBe(1n);

    server.resetHandlers(...devnetHandlersWith(scenarios.nodeHangs));
    await expect(fetch('http://localhost:4001/v2/status', { signal: AbortSignal.timeout(200) })).rejects.toThrow();
    await expect(fetch('http://localhost:8980/v2/accounts', { signal: AbortSignal.timeout(200) })).rejects.toThrow();

    server.resetHandlers(...devnetHandlersWith(scenarios.slowNode4s));
    const slow = algod.status().do();
    const early = await Promise.race([slow.then(() => 'answered'), new Promise((r) => setTimeout(r, 300, 'waiting'))]);
    expect(early).toBe('waiting');
    expect((await slow).lastRound).toBe(1n);
  });
});
