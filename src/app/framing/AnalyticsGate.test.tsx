// The frame's page is a file of the build, not served here: happy-dom does not load frame pages.
// @vitest-environment-options { "settings": { "disableIframePageLoading": true } }
import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { WalletProvider } from '../../hooks/session';
import { ZERO_PHRASE } from '../../hooks/session/testing';
import { es } from '../../i18n';
import { accountFromMnemonic } from '../../services/account/keys';
import { AnalyticsGate } from './AnalyticsGate';
import { ANALYTICS_FRAME_PATH } from './analyticsFramePath';
import { App } from '../App';

/** The analytics frames in the page (hidden, so found by their URL, as the browser loads them). */
const analyticsFrames = () =>
  [...document.querySelectorAll('iframe')].filter((frame) => frame.getAttribute('src') === ANALYTICS_FRAME_PATH);

/** The gate at `path` around a screen that names its route, signed in or not; `navigate` moves client-side. */
function renderAt(path: string, { signedIn = false } = {}) {
  const location = memoryLocation({ path });
  const session = signedIn ? { username: 'ana', account: accountFromMnemonic(ZERO_PHRASE).account } : undefined;
  function Screen() {
    return <h1>{`Pantalla ${location.hook()[0]}`}</h1>;
  }
  render(
    <WalletProvider initialSession={session}>
      <Router hook={location.hook}>
        <AnalyticsGate>
          <Screen />
        </AnalyticsGate>
      </Router>
    </WalletProvider>,
  );
  return { navigate: (to: string) => act(() => location.navigate(to)) };
}

/** The frame loads; what the app then posts to it is recorded. */
function loadFrame() {
  const [frame] = analyticsFrames();
  const post = vi.fn<(message: unknown, targetOrigin: string) => void>();
  Object.defineProperty(frame, 'contentWindow', { value: { postMessage: post } });
  fireEvent.load(frame);
  return post;
}

describe('AnalyticsGate, in a build with an analytics script', () => {
  it.each(['/', '/news'])('on %s while nobody is signed in, frames the analytics page in a sandbox', (path) => {
    renderAt(path);
    const [frame, ...others] = analyticsFrames();
    expect(others).toEqual([]);
    // Scripts, and nothing else: without allow-same-origin its origin is opaque, never the wallet's.
    expect(frame.getAttribute('sandbox')).toBe('allow-scripts');
    expect(frame).not.toBeVisible();
    expect(screen.getByRole('heading', { name: `Pantalla ${path}` })).toBeVisible();
  });

  it.each(['/login', '/register', '/home', '/wallet'])('has no analytics frame on %s', (path) => {
    renderAt(path);
    expect(analyticsFrames()).toEqual([]);
    expect(screen.getByRole('heading', { name: `Pantalla ${path}` })).toBeVisible();
  });

  it('has no analytics frame while someone is signed in (a key is in memory), even on the landing', () => {
    renderAt('/', { signedIn: true });
    expect(analyticsFrames()).toEqual([]);
  });

  it('tells the frame each public page view by its path only, and removes the frame on /login', async () => {
    const { navigate } = renderAt('/');
    const post = loadFrame();
    await navigate('/news');
    expect(post.mock.calls).toEqual([
      [{ moxPageView: '/' }, '*'],
      [{ moxPageView: '/news' }, '*'],
    ]);
    await navigate('/login');
    expect(analyticsFrames()).toEqual([]);
    expect(screen.getByRole('heading', { name: 'Pantalla /login' })).toBeVisible();
  });
});

describe('the app in a build without VITE_ANALYTICS_SCRIPT_URL (the default)', () => {
  it('never frames the analytics page, from the landing to /login', async () => {
    window.history.pushState(null, '', '/');
    render(<App />);
    expect(await screen.findByRole('link', { name: es.landing.login })).toBeVisible();
    expect(analyticsFrames()).toEqual([]);
    await userEvent.click(screen.getByRole('link', { name: es.landing.login }));
    expect(await screen.findByRole('button', { name: es.login.submit })).toBeVisible();
    expect(document.querySelectorAll('iframe, script')).toHaveLength(0);
  });
});
