// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from './queryClient';

afterEach(() => vi.useRealTimers());

/** How many times a read that always fails is tried by `client` before it gives up. */
async function readAttempts(client: ReturnType<typeof createQueryClient>): Promise<number> {
  vi.useFakeTimers();
  const queryFn = vi.fn(() => Promise.reject(new Error('algod 503')));
  const read = client.fetchQuery({ queryKey: ['balances'], queryFn }).catch(() => undefined);
  await vi.runAllTimersAsync();
  await read;
  return queryFn.mock.calls.length;
}

describe('createQueryClient', () => {
  it("gives the app's reads two retries, and tests and stories none (a failure shows at once)", async () => {
    expect(await readAttempts(createQueryClient())).toBe(3);
    expect(await readAttempts(createQueryClient({ retry: false }))).toBe(1);
  });

  it('never retries a mutation: a paid action is sent once', async () => {
    const mutationFn = vi.fn(() => Promise.reject(new Error('network')));
    const client = createQueryClient();
    const mutation = client.getMutationCache().build(client, { mutationFn });
    await expect(mutation.execute(undefined)).rejects.toThrow('network');
    expect(mutationFn).toHaveBeenCalledTimes(1);
  });
});
