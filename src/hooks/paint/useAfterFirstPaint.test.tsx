import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAfterFirstPaint } from './useAfterFirstPaint';

afterEach(() => vi.restoreAllMocks());

describe('useAfterFirstPaint', () => {
  it('holds back until the next frame has been drawn, then lets the rest appear', async () => {
    const frames: FrameRequestCallback[] = [];
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
    const { result } = renderHook(() => useAfterFirstPaint());
    await act(() => new Promise((settled) => setTimeout(settled, 20)));
    expect(result.current).toBe(false);
    expect(frames).toHaveLength(1);
    act(() => frames[0](performance.now()));
    await waitFor(() => expect(result.current).toBe(true));
  });

  it('turns true by itself with the browser drawing frames', async () => {
    const { result } = renderHook(() => useAfterFirstPaint());
    expect(result.current).toBe(false);
    await waitFor(() => expect(result.current).toBe(true));
  });
});
