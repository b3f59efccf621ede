import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

/** A fresh copy of the page's update state for each test (it is one per page, kept in the module). */
let pwa: typeof import('./appUpdate');
beforeEach(async () => {
  vi.resetModules();
  pwa = await import('./appUpdate');
});

describe('the update of the installed app', () => {
  it('offers nothing until a new version waits, then how to apply it', () => {
    const { result } = renderHook(() => pwa.useAppUpdate());
    expect(result.current).toEqual({ apply: null, held: false, forced: false });
    const apply = vi.fn();
    act(() => pwa.offerUpdate(apply));
    expect(result.current.apply).toBe(apply);
    expect(apply).not.toHaveBeenCalled();
  });

  it('is held while a paid action runs and released when it ends', () => {
    const { result } = renderHook(() => pwa.useAppUpdate());
    const action = renderHook(({ busy }) => pwa.useHoldUpdates(busy), { initialProps: { busy: false } });
    expect(result.current.held).toBe(false);
    action.rerender({ busy: true });
    expect(result.current.held).toBe(true);
    action.rerender({ busy: false });
    expect(result.current.held).toBe(false);
  });

  it('stays held until the last holder lets go, and when a holder unmounts mid-action', () => {
    const { result } = renderHook(() => pwa.useAppUpdate());
    const first = renderHook(() => pwa.useHoldUpdates(true));
    const second = renderHook(() => pwa.useHoldUpdates(true));
    first.unmount();
    expect(result.current.held).toBe(true);
    second.unmount();
    expect(result.current.held).toBe(false);
  });
});
