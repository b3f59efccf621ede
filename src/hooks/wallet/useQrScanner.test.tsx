import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useQrScanner } from './useQrScanner';

/** A camera whose permission prompt is answered when the test says, with tracks that record being stopped. */
function cameraAwaitingPermission() {
  const track = { stop: vi.fn() };
  const stream = { getTracks: () => [track] } as unknown as MediaStream;
  let grant: (stream: MediaStream) => void = () => undefined;
  const getUserMedia = vi.fn(() => new Promise<MediaStream>((resolve) => (grant = resolve)));
  vi.stubGlobal('navigator', { ...navigator, mediaDevices: { getUserMedia } });
  return { track, getUserMedia, grant: () => act(async () => grant(stream)) };
}

afterEach(() => vi.unstubAllGlobals());

describe('useQrScanner', () => {
  it('closing the scanner before the permission is answered turns the camera off when the answer comes', async () => {
    const camera = cameraAwaitingPermission();
    const { result } = renderHook(() => useQrScanner());

    act(() => result.current.start(() => undefined));
    expect(camera.getUserMedia).toHaveBeenCalledOnce();
    act(() => result.current.onClose());
    await camera.grant();

    expect(result.current.open).toBe(false);
    expect(camera.track.stop).toHaveBeenCalledOnce();
  });

  it('closing the scanner while the camera runs turns it off', async () => {
    const camera = cameraAwaitingPermission();
    const { result } = renderHook(() => useQrScanner());
    const video = document.createElement('video');
    // happy-dom's video takes no stream: a plain property stands in for it, and play() resolves as a browser's does.
    Object.defineProperty(video, 'srcObject', { writable: true, value: null });
    video.play = vi.fn(async () => undefined);
    result.current.videoRef.current = video;
    act(() => result.current.start(() => undefined));
    await camera.grant();
    expect(video.play).toHaveBeenCalledOnce();
    expect(video.srcObject).not.toBeNull();
    expect(camera.track.stop).not.toHaveBeenCalled();

    act(() => result.current.onClose());

    expect(camera.track.stop).toHaveBeenCalledOnce();
  });
});
