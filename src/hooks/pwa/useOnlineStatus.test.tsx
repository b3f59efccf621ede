import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useOnlineStatus } from './useOnlineStatus';

/** Sets what the browser reports and fires the matching event, as the browser does when the connection drops or returns. */
function connection(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  window.dispatchEvent(new Event(online ? 'online' : 'offline'));
}

afterEach(() => vi.restoreAllMocks());

describe('useOnlineStatus', () => {
  it('follows the connection as the browser reports it', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    const { result } = renderHook(() => useOnlineStatus());
    expect(result.current).toBe(true);
    act(() => connection(false));
    expect(result.current).toBe(false);
    act(() => connection(true));
    expect(result.current).toBe(true);
  });

  it('starts offline when the page opens without a connection', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    expect(renderHook(() => useOnlineStatus()).result.current).toBe(false);
  });
});
