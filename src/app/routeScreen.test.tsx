import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { ZERO_ADDRESS, ZERO_PHRASE } from '../hooks/session/testing';
import { WalletProvider } from '../hooks/session';
import { es } from '../i18n';
import { accountFromMnemonic } from '../services/account/keys';
import { routeScreen } from './routeScreen';

// Records whether the ledger code (the boundary's chunk: React Query, the config checks) was fetched at all: the
// factory runs on the first import of the module in this file (the signed-out test runs first).
const fetched = vi.hoisted(() => ({ boundary: false }));
vi.mock('./LedgerBoundary', () => {
  fetched.boundary = true;
  return { LedgerBoundary: ({ children }: { children: ReactNode }) => children };
});

/** The app at `/marketplace` with `Market` routed as a ledger screen, signed in or not. */
function renderRoute(signedIn: boolean) {
  const load = vi.fn(async () => ({ address }: { address: string }) => <p>{`Cuenta ${address}`}</p>);
  const Market = routeScreen({
    path: '/marketplace',
    load,
    frame: { title: 'market.title', backTo: '/home', intro: 'market.intro' },
    ledger: true,
  });
  const location = memoryLocation({ path: '/marketplace', record: true });
  const session = signedIn ? { username: 'ana', account: accountFromMnemonic(ZERO_PHRASE).account } : undefined;
  render(
    <WalletProvider initialSession={session}>
      <Router hook={location.hook}>
        <Suspense fallback={<p>{es.common.loading}</p>}>
          <Market />
        </Suspense>
      </Router>
    </WalletProvider>,
  );
  return { load, location };
}

describe('routeScreen: a ledger route', () => {
  it('signed out: the screen’s title, back arrow and intro with the way to log in, and none of the ledger code', async () => {
    const { load, location } = renderRoute(false);
    expect(await screen.findByRole('heading', { level: 1, name: es.market.title })).toBeVisible();
    expect(screen.getByText(es.market.intro)).toBeVisible();
    expect(screen.getByText(es.common.connectToContinue)).toBeVisible();
    expect(screen.getByRole('link', { name: es.landing.login })).toHaveAttribute('href', '/login');
    expect(load).not.toHaveBeenCalled();
    expect(fetched.boundary).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: es.common.back }));
    expect(location.history.at(-1)).toBe('/home');
  });

  it('signed in: the screen in the same frame, inside the ledger boundary, for the signed-in account', async () => {
    const { load, location } = renderRoute(true);
    expect(await screen.findByText(`Cuenta ${ZERO_ADDRESS}`)).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: es.market.title })).toBeVisible();
    expect(screen.getByText(es.market.intro)).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: es.common.back }));
    expect(location.history.at(-1)).toBe('/home');
    expect(fetched.boundary).toBe(true);
    expect(load).toHaveBeenCalledOnce();
    expect(screen.queryByText(es.common.connectToContinue)).toBeNull();
  });
});
