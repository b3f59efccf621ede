// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { routePreloader } from '.';

describe('routePreloader', () => {
  it('runs the loader the app gave for the path once, and nothing for other paths', () => {
    const load = vi.fn(() => Promise.resolve());
    const preload = routePreloader(new Map([['/destino', load]]));
    preload('/otra');
    expect(load).not.toHaveBeenCalled();
    preload('/destino');
    preload('/destino');
    expect(load).toHaveBeenCalledOnce();
  });

  it('swallows a failed load (the navigation itself will report it) and tries again when asked again', async () => {
    const load = vi.fn(() => Promise.reject(new Error('offline')));
    const preload = routePreloader(new Map([['/caida', load]]));
    expect(() => preload('/caida')).not.toThrow();
    await expect(load.mock.results[0].value).rejects.toThrow('offline');
    await vi.waitFor(() => {
      preload('/caida');
      expect(load).toHaveBeenCalledTimes(2);
    });
  });
});
