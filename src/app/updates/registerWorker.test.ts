import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

/** A worker as the page sees it: its state, its messages and its state changes. */
class FakeWorker extends EventTarget {
  state: ServiceWorkerState = 'installing';
  postMessage = vi.fn();
  become(state: ServiceWorkerState) {
    this.state = state;
    this.dispatchEvent(new Event('statechange'));
  }
}

/** The page's service worker container with one registration; `controller` is set when a worker controls the page. */
function browser({ controlled, waiting }: { controlled: boolean; waiting?: FakeWorker }) {
  const registration = Object.assign(new EventTarget(), {
    waiting: waiting ?? null,
    installing: null as FakeWorker | null,
  });
  const container = Object.assign(new EventTarget(), {
    controller: controlled ? new FakeWorker() : null,
    register: vi.fn(async () => registration),
  });
  const installNewVersion = () => {
    const worker = new FakeWorker();
    registration.installing = worker;
    registration.dispatchEvent(new Event('updatefound'));
    worker.become('installed');
    return worker;
  };
  return { container: container as unknown as ServiceWorkerContainer, registration, installNewVersion };
}

let pwa: typeof import('../../hooks/pwa/appUpdate');
let registerWorker: typeof import('./registerWorker').registerWorker;
beforeEach(async () => {
  vi.resetModules();
  pwa = await import('../../hooks/pwa/appUpdate');
  ({ registerWorker } = await import('./registerWorker'));
});

/** Registers against `container` and returns the page's update state as the frame reads it. */
async function register(container: ServiceWorkerContainer, reload = vi.fn()) {
  const state = renderHook(() => pwa.useAppUpdate());
  await act(() => registerWorker(container, reload));
  return { state, reload };
}

describe('registering the offline worker', () => {
  it('registers sw.js for the whole app and offers nothing on the first visit', async () => {
    const { container, installNewVersion } = browser({ controlled: false });
    const { state } = await register(container);
    expect(container.register).toHaveBeenCalledWith('/sw.js', { scope: '/' });
    act(() => void installNewVersion());
    expect(state.result.current.apply).toBeNull();
  });

  it('offers a new version once it waits, and applies it only when asked: the worker takes over, then the page reloads', async () => {
    const { container, installNewVersion } = browser({ controlled: true });
    const { state, reload } = await register(container);
    expect(state.result.current.apply).toBeNull();
    let worker!: FakeWorker;
    act(() => void (worker = installNewVersion()));
    expect(worker.postMessage).not.toHaveBeenCalled();
    act(() => state.result.current.apply?.());
    expect(worker.postMessage).toHaveBeenCalledWith({ type: 'SKIP_WAITING' });
    expect(reload).not.toHaveBeenCalled();
    container.dispatchEvent(new Event('controllerchange'));
    expect(reload).toHaveBeenCalledOnce();
  });

  it('offers at once a version left waiting by an earlier visit', async () => {
    const waiting = new FakeWorker();
    waiting.state = 'installed';
    const { state } = await register(browser({ controlled: true, waiting }).container);
    act(() => state.result.current.apply?.());
    expect(waiting.postMessage).toHaveBeenCalledWith({ type: 'SKIP_WAITING' });
  });

  it('offers a new version that was already installing when the registration resolved', async () => {
    const { container, registration } = browser({ controlled: true });
    const installing = new FakeWorker();
    registration.installing = installing;
    const { state } = await register(container);
    expect(state.result.current.apply).toBeNull();
    act(() => installing.become('installed'));
    act(() => state.result.current.apply?.());
    expect(installing.postMessage).toHaveBeenCalledWith({ type: 'SKIP_WAITING' });
  });

  it('leaves the app online-only when the browser refuses or stubs the registration', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const refused = browser({ controlled: true }).container;
    vi.mocked(refused.register).mockRejectedValueOnce(new DOMException('insecure', 'SecurityError'));
    expect((await register(refused)).state.result.current.apply).toBeNull();
    expect(warn).toHaveBeenCalledOnce();
    const stubbed = browser({ controlled: true }).container;
    vi.mocked(stubbed.register).mockResolvedValueOnce(undefined as unknown as ServiceWorkerRegistration);
    expect((await register(stubbed)).state.result.current.apply).toBeNull();
    warn.mockRestore();
  });
});
