import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ToastProvider, type ToastActions } from './ToastProvider';
import { useToastList, useToasts } from './useToasts';

/** A component that only shows toasts: it reports the actions it got on each render, so the test counts renders. */
function Caller({ onRender }: { onRender: (actions: ToastActions) => void }) {
  onRender(useToasts());
  return null;
}

/** The list as the toast region reads it. */
function List() {
  return (
    <ul>
      {useToastList().map((toast) => (
        <li key={toast.id}>{toast.message}</li>
      ))}
    </ul>
  );
}

/** A provider with a caller and the list; returns the actions the caller got, one entry per render. */
function renderToasts(): ToastActions[] {
  const seen: ToastActions[] = [];
  render(
    <ToastProvider>
      <Caller onRender={(actions) => seen.push(actions)} />
      <List />
    </ToastProvider>,
  );
  return seen;
}

describe('toasts', () => {
  it('shows and dismisses without re-rendering a component that only calls useToasts()', () => {
    const seen = renderToasts();
    const rendersBefore = seen.length;
    act(() => seen[0].show({ tone: 'success', message: 'Enviado' }));
    act(() => seen[0].show({ tone: 'error', message: 'Fallido' }));
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Enviado', 'Fallido']);
    act(() => seen[0].dismiss(1));
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Fallido']);
    expect(seen.length).toBe(rendersBefore);
    expect(new Set(seen).size).toBe(1);
  });

  it('does not stack a message already on screen, but always shows a transaction of its own', () => {
    const seen = renderToasts();
    const [{ show, dismiss }] = seen;
    act(() => show({ tone: 'error', message: 'No se pudo verificar tu stake actual.' }));
    act(() => show({ tone: 'error', message: 'No se pudo verificar tu stake actual.' }));
    act(() => show({ tone: 'success', message: 'Enviado', txId: 'TX1' }));
    act(() => show({ tone: 'success', message: 'Enviado', txId: 'TX2' }));
    const shown = () => screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(shown()).toEqual(['No se pudo verificar tu stake actual.', 'Enviado', 'Enviado']);
    act(() => dismiss(1));
    act(() => show({ tone: 'error', message: 'No se pudo verificar tu stake actual.' }));
    expect(shown()).toEqual(['Enviado', 'Enviado', 'No se pudo verificar tu stake actual.']);
  });

  it('refuses both hooks outside <ToastProvider>', () => {
    const quiet = console.error;
    console.error = () => undefined;
    try {
      expect(() => render(<Caller onRender={() => undefined} />)).toThrow(/ToastProvider/);
      expect(() => render(<List />)).toThrow(/ToastProvider/);
    } finally {
      console.error = quiet;
    }
  });
});
