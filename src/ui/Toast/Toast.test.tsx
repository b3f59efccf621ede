import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { es } from '../../i18n';
import { Toast } from './Toast';

const toast = { id: 7, tone: 'success', message: es.wallet.sent } as const;

describe('Toast timing', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('dismisses itself after exactly 5.5 s by default', () => {
    const onDismiss = vi.fn();
    render(<Toast toast={toast} onDismiss={onDismiss} />);
    act(() => vi.advanceTimersByTime(5499));
    expect(onDismiss).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onDismiss).toHaveBeenCalledExactlyOnceWith(7);
  });

  it('pauses while hovered and resumes with the time that was left', () => {
    const onDismiss = vi.fn();
    render(<Toast toast={toast} onDismiss={onDismiss} />);
    act(() => vi.advanceTimersByTime(5000));
    fireEvent.mouseEnter(screen.getByText(es.wallet.sent).closest('div')!);
    act(() => vi.advanceTimersByTime(60_000));
    expect(onDismiss).not.toHaveBeenCalled();
    fireEvent.mouseLeave(screen.getByText(es.wallet.sent).closest('div')!);
    act(() => vi.advanceTimersByTime(499));
    expect(onDismiss).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onDismiss).toHaveBeenCalledOnce();
  });

  it('pauses while a control inside it has keyboard focus', () => {
    const onDismiss = vi.fn();
    render(<Toast toast={toast} onDismiss={onDismiss} />);
    act(() => screen.getByRole('button', { name: es.ui.close }).focus());
    act(() => vi.advanceTimersByTime(10_000));
    expect(onDismiss).not.toHaveBeenCalled();
  });
});
