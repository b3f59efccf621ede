import { act, fireEvent, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Router, useLocation } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { es } from '../../i18n';
import { lazyScreen } from './lazyScreen';
import { RouteErrorBoundary } from './RouteErrorBoundary';

afterEach(() => vi.restoreAllMocks());

describe('RouteErrorBoundary', () => {
  it('shows the Spanish message and a reload button when a lazy screen fails to load', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined); // React reports the caught error
    const reload = vi.spyOn(window.location, 'reload').mockImplementation(() => undefined);
    // What the browser throws when a chunk of the previous deploy is gone.
    const Gone = lazyScreen(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')));
    render(
      <Router hook={memoryLocation({ path: '/wallet' }).hook}>
        <RouteErrorBoundary>
          <Suspense fallback={<p>{es.common.loading}</p>}>
            <Gone />
          </Suspense>
        </RouteErrorBoundary>
      </Router>,
    );
    expect(await screen.findByRole('heading', { level: 1, name: es.routeError.title })).toBeInTheDocument();
    expect(screen.getByText(es.routeError.body)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: es.routeError.reload }));
    expect(reload).toHaveBeenCalledOnce();
  });

  it('tries again on another path: a failure belongs to its route', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const location = memoryLocation({ path: '/wallet' });
    function Screen() {
      if (useLocation()[0] === '/wallet') throw new Error('broken screen');
      return <h1>{es.home.title}</h1>;
    }
    render(
      <Router hook={location.hook}>
        <RouteErrorBoundary>
          <Screen />
        </RouteErrorBoundary>
      </Router>,
    );
    expect(screen.getByRole('heading', { name: es.routeError.title })).toBeInTheDocument();
    act(() => location.navigate('/home'));
    expect(await screen.findByRole('heading', { name: es.home.title })).toBeInTheDocument();
  });
});
