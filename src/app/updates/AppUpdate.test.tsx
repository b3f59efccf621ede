import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { es } from '../../i18n';

/** Whether the page's paid action is running, as usePaidAction reports it to HoldUpdatesWhilePaying. */
const paid = vi.hoisted(() => ({ busy: false }));
vi.mock('../../hooks/paidAction', () => ({ usePaidAction: () => ({ busy: paid.busy }) }));

let pwa: typeof import('../../hooks/pwa');
let AppUpdate: typeof import('./AppUpdate').AppUpdate;
let HoldUpdatesWhilePaying: typeof import('./HoldUpdatesWhilePaying').HoldUpdatesWhilePaying;
beforeEach(async () => {
  // The update state is one per page: a fresh one per test.
  vi.resetModules();
  paid.busy = false;
  pwa = await import('../../hooks/pwa');
  ({ AppUpdate } = await import('./AppUpdate'));
  ({ HoldUpdatesWhilePaying } = await import('./HoldUpdatesWhilePaying'));
});

const prompt = () => screen.queryByRole('region', { name: es.pwa.updateAvailable });

describe('the offer of a new version', () => {
  it('appears once a version waits, and applies it only when the user presses Actualizar', async () => {
    const apply = vi.fn();
    render(<AppUpdate />);
    expect(prompt()).toBeNull();
    act(() => pwa.offerUpdate(apply));
    expect(prompt()).toBeInTheDocument();
    expect(apply).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: es.pwa.update }));
    expect(apply).toHaveBeenCalledOnce();
    expect(screen.getByRole('button', { name: es.pwa.updating })).toHaveAttribute('aria-busy', 'true');
  });

  it('a required (security) update is applied at once, with no prompt and no way to dismiss it', () => {
    const apply = vi.fn();
    render(<AppUpdate />);
    act(() => {
      pwa.offerUpdate(apply);
      pwa.requireUpdate();
    });
    expect(apply).toHaveBeenCalledOnce();
    expect(prompt()).toBeNull();
    expect(screen.queryByRole('button', { name: es.pwa.later })).toBeNull();
  });

  it("'Ahora no' keeps the running version", async () => {
    const apply = vi.fn();
    render(<AppUpdate />);
    act(() => pwa.offerUpdate(apply));
    await userEvent.click(screen.getByRole('button', { name: es.pwa.later }));
    expect(prompt()).toBeNull();
    expect(apply).not.toHaveBeenCalled();
  });

  it('is never offered while a paid action runs, and comes back when it ends', () => {
    // A new element each time, so the rerender reaches HoldUpdatesWhilePaying (it reads `busy` when it renders).
    const page = () => (
      <>
        <AppUpdate />
        <HoldUpdatesWhilePaying />
      </>
    );
    paid.busy = true;
    const { rerender } = render(page());
    act(() => pwa.offerUpdate(vi.fn()));
    expect(prompt()).toBeNull();
    paid.busy = false;
    rerender(page());
    expect(prompt()).toBeInTheDocument();
    paid.busy = true;
    rerender(page());
    expect(prompt()).toBeNull();
  });
});
