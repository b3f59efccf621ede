import { describe, expect, it, vi } from 'vitest';
import { preloadRoute, registerRoutePreload } from '.';

describe('preloadRoute', () => {
  it('runs the loader the app registered for the path once, and nothing for other paths', () => {
    const load = vi.fn(() => Promise.resolve());
    registerRoutePreload('/destino', load);
    preloadRoute('/otra');
    expect(load).not.toHaveBeenCalled();
    preloadRoute('/destino');
    preloadRoute('/destino');
    expect(load).toHaveBeenCalledOnce();
  });

  it('swallows a failed load (the navigation itself will report it) and tries again when asked again', async () => {
    const load = vi.fn(() => Promise.reject(new Error('offline')));
    registerRoutePreload('/caida', load);
    expect(() => preloadRoute('/caida')).not.toThrow();
    await expect(load.mock.results[0].value).rejects.toThrow('offline');
    await vi.waitFor(() => {
      preloadRoute('/caida');
      expect(load).toHaveBeenCalledTimes(2);
    });
  });
});
