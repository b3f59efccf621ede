import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { es } from '../../i18n';
import { sampleData } from '../fixtures';
import { AddressChip } from './AddressChip';

beforeEach(() => {
  vi.useFakeTimers();
  vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

it('says "Copiado" for 4.5 s after a copy, then goes back', async () => {
  render(<AddressChip address={sampleData.address} />);
  await act(async () => fireEvent.click(screen.getByRole('button', { name: es.ui.copyAddress })));
  expect(navigator.clipboard.writeText).toHaveBeenCalledWith(sampleData.address);
  expect(screen.getByRole('status')).toHaveTextContent(es.ui.copied);
  act(() => vi.advanceTimersByTime(4499));
  expect(screen.getByRole('status')).toHaveTextContent(es.ui.copied);
  act(() => vi.advanceTimersByTime(1));
  expect(screen.getByRole('status')).toBeEmptyDOMElement();
});
