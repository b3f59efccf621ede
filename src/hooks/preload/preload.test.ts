import { describe, expect, it, vi } from 'vitest';
import { preloadRoute, registerRoutePreload } from '.';

describe('preloadRoute', () => {
  it('runs the loader the app registered for the path, and nothing for other paths', () => {
    const load = vi.fn(() => Promise.resolve());
    registerRoutePreload('/destino', load);
    preloadRoute('/otra');
    expect(load).not.toHaveBeenCalled();
    preloadRoute('/destino');
    expect(load).toHaveBeenCalledOnce();
  });

  it('swallows a failed load: the navigation itself will report it', async () => {
    const failed = Promise.reject(new Error('offline'));
    registerRoutePreload('/caida', () => failed);
    expect(() => preloadRoute('/caida')).not.toThrow();
    await expect(failed).rejects.toThrow('offline');
  });
});
