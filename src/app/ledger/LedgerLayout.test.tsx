import { useQuery } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Route, Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { LedgerProviders, TEST_LEDGER } from '../../hooks/ledger';
import { ZERO_ADDRESS, ZERO_PHRASE } from '../../hooks/session/testing';
import { WalletProvider } from '../../hooks/session';
import { ToastProvider } from '../../hooks/toasts';
import { es } from '../../i18n';
import { accountFromMnemonic } from '../../services/account/keys';
import { ledgerLayout } from './LedgerLayout';

// Records whether the ledger code (the boundary's chunk: React Query, the config checks) was fetched at all: the
// factory runs on the first import of the module in this file (the signed-out test runs first). The stand-in keeps
// the boundary's own providers, without its network check and rekey warning (they read a real node).
const fetched = vi.hoisted(() => ({ boundary: false }));
vi.mock('./LedgerBoundary', () => {
  fetched.boundary = true;
  return {
    LedgerBoundary: ({ children }: { children: ReactNode }) => (
      <LedgerProviders {...TEST_LEDGER}>{children}</LedgerProviders>
    ),
  };
});

/** The account's balance as a ledger screen reads it: one request per read, counted. */
const balanceReads = vi.fn(async () => `Saldo ${balanceReads.mock.calls.length}`);

function Balance({ address }: { address: string }) {
  // Never stale in this test: a second request could only come from a new, empty cache.
  const { data } = useQuery({ queryKey: ['balance', address], queryFn: balanceReads, staleTime: Infinity });
  return <p>{data ?? es.common.loading}</p>;
}

/** The app at `path` with `/marketplace` and `/wallet` as the layout's ledger screens, signed in or not. */
function renderLayout(signedIn: boolean, path = '/marketplace') {
  const load = vi.fn(async () => ({ address }: { address: string }) => (
    <>
      <p>{`Cuenta ${address}`}</p>
      <Balance address={address} />
    </>
  ));
  const wallet = vi.fn(async () => () => <p>{es.wallet.title}</p>);
  const layout = ledgerLayout([
    {
      path: '/marketplace',
      load,
      frame: { title: 'market.title', backTo: '/home', intro: 'market.intro' },
      ledger: true,
    },
    { path: '/wallet', load: wallet, frame: { title: 'wallet.title', backTo: '/home' }, ledger: true },
  ]);
  const location = memoryLocation({ path, record: true });
  const session = signedIn ? { username: 'ana', account: accountFromMnemonic(ZERO_PHRASE).account } : undefined;
  render(
    <ToastProvider>
      <WalletProvider initialSession={session}>
        <Router hook={location.hook}>
          <Suspense fallback={<p>{es.common.loading}</p>}>
            <Route path={layout.path}>
              <layout.Layout {...TEST_LEDGER} />
            </Route>
          </Suspense>
        </Router>
      </WalletProvider>
    </ToastProvider>,
  );
  return { load, location };
}

describe('the ledger layout', () => {
  it('signed out: the screen’s title, back arrow and intro with the way to log in, and none of the ledger code', async () => {
    const { load, location } = renderLayout(false);
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
    const { load, location } = renderLayout(true);
    expect(await screen.findByText(`Cuenta ${ZERO_ADDRESS}`)).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: es.market.title })).toBeVisible();
    expect(screen.getByText(es.market.intro)).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: es.common.back }));
    expect(location.history.at(-1)).toBe('/home');
    expect(fetched.boundary).toBe(true);
    expect(load).toHaveBeenCalledOnce();
    expect(screen.queryByText(es.common.connectToContinue)).toBeNull();
  });

  it('mounts once: back from another ledger screen, the balance read before shows at once, with no new request', async () => {
    balanceReads.mockClear();
    const { location } = renderLayout(true);
    expect(await screen.findByText('Saldo 1')).toBeVisible();

    act(() => location.navigate('/wallet'));
    expect(await screen.findByRole('heading', { level: 1, name: es.wallet.title })).toBeVisible();
    expect(screen.queryByText('Saldo 1')).toBeNull();

    act(() => location.navigate('/marketplace'));
    // Not 'Cargando…' then a second read: the layout's query client (and its cache) stayed while the user moved.
    expect(screen.getByText('Saldo 1')).toBeVisible();
    expect(balanceReads).toHaveBeenCalledOnce();
  });
});
