// A page fetches the script; happy-dom does not load script files, and reports that as a load, not an error.
// @vitest-environment-options { "settings": { "handleDisabledFileLoadingAsSuccess": true } }
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { WalletProvider } from '../hooks/session';
import { ZERO_PHRASE } from '../hooks/session/testing';
import { es } from '../i18n';
import { accountFromMnemonic } from '../services/account/keys';
import { AnalyticsGate } from './AnalyticsGate';
import { App } from './App';

const SCRIPT_URL = 'https://stats.example.org/js/script.js';

/** The analytics scripts in the page (by their URL, as a browser would fetch them). */
const analyticsScripts = () => [...document.scripts].filter((script) => script.src === SCRIPT_URL);

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
        <AnalyticsGate scriptUrl={SCRIPT_URL}>
          <Screen />
        </AnalyticsGate>
      </Router>
    </WalletProvider>,
  );
  return { navigate: (to: string) => act(() => location.navigate(to)) };
}

// A full page load, recorded instead of made.
const reload = vi.fn<() => void>();
beforeEach(() => {
  reload.mockClear();
  vi.spyOn(window.location, 'reload').mockImplementation(reload);
});
afterEach(() => {
  vi.restoreAllMocks();
  analyticsScripts().forEach((script) => script.remove());
});

describe('AnalyticsGate, with an analytics script configured', () => {
  it.each(['/', '/news'])('adds it on %s while nobody is signed in', (path) => {
    renderAt(path);
    expect(analyticsScripts()).toHaveLength(1);
    expect(screen.getByRole('heading', { name: `Pantalla ${path}` })).toBeVisible();
  });

  it.each(['/login', '/register', '/home', '/wallet'])('never adds it on %s', (path) => {
    renderAt(path);
    expect(analyticsScripts()).toHaveLength(0);
    expect(screen.getByRole('heading', { name: `Pantalla ${path}` })).toBeVisible();
  });

  it('never adds it while someone is signed in (a key is in memory), even on the landing', () => {
    renderAt('/', { signedIn: true });
    expect(analyticsScripts()).toHaveLength(0);
  });

  it('adds it once, however many public screens follow', async () => {
    const { navigate } = renderAt('/');
    await navigate('/news');
    await navigate('/');
    expect(analyticsScripts()).toHaveLength(1);
    expect(reload).not.toHaveBeenCalled();
  });

  it.each(['/login', '/register'])(
    'from the landing to %s: a full page load, and the screen is never rendered beside the script',
    async (to) => {
      const { navigate } = renderAt('/');
      await navigate(to);
      expect(reload).toHaveBeenCalledOnce();
      expect(screen.queryByRole('heading', { name: `Pantalla ${to}` })).toBeNull();
      expect(screen.getByText(es.common.loading)).toBeInTheDocument();
    },
  );

  it('from a screen that never had it to /login: a plain client-side move', async () => {
    const { navigate } = renderAt('/', { signedIn: true });
    await navigate('/login');
    expect(reload).not.toHaveBeenCalled();
    expect(screen.getByRole('heading', { name: 'Pantalla /login' })).toBeVisible();
  });
});

describe('the app in a build without VITE_ANALYTICS_SCRIPT_URL (the default)', () => {
  it('never adds a script nor reloads, from the landing to /login', async () => {
    window.history.pushState(null, '', '/');
    render(<App />);
    await userEvent.click(await screen.findByRole('link', { name: es.landing.login }));
    expect(await screen.findByRole('button', { name: es.login.submit }, { timeout: 5000 })).toBeVisible();
    expect(document.scripts).toHaveLength(0);
    expect(reload).not.toHaveBeenCalled();
  });
});
