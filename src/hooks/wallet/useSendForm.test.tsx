import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { es } from '../../i18n';
import { setNumberLocale } from '../../i18n/numbers';
import type { SendOptions } from './useWalletActions';
import type { SendOrder } from './sendForm';
import { useSendForm } from './useSendForm';

const friend = 'WEXRZTAN4PRTSCTZLEYS3MHYEASAT5O5MNBUYTGFUIX565WL36N4OF3DKU';

/** The form on its own: `send` records what would go to the paid-action path. */
function renderForm() {
  const send = vi.fn<(order: SendOrder, options: SendOptions) => void>();
  const hook = renderHook(() =>
    useSendForm({
      balances: undefined,
      connected: true,
      send,
      nameOf: (address) => (address === friend ? 'Ana' : undefined),
    }),
  );
  const form = () => hook.result.current;
  const type = (field: 'destination' | 'amount' | 'asset' | 'note', value: string) =>
    act(() => form().edit(field)(value));
  const submit = () => act(() => form().onSubmit());
  /** Sends `amount` of ALGO to the friend, as typed. */
  const sendToFriend = (amount: string) => {
    type('destination', friend);
    type('amount', amount);
    submit();
  };
  return { send, form, type, submit, sendToFriend };
}

describe('useSendForm (the /wallet send form)', () => {
  afterEach(() => setNumberLocale('es-ES'));

  it('reads an es-ES amount (1.234,5) to exact base units, names the contact, and empties the form once sent', () => {
    const { send, form, type, submit } = renderForm();
    type('destination', ` ${friend} `);
    type('amount', '1.234,5');
    expect(form().contactName).toBe('Ana');
    submit();
    expect(send).toHaveBeenCalledOnce();
    const [order, options] = send.mock.calls[0];
    expect(order).toEqual({ asset: 'ALGO', receiver: friend, amount: 1_234_500_000n });
    expect(options.receiverName).toBe('Ana');
    act(() => options.onSent?.());
    expect(form().draft).toEqual({ destination: '', amount: '', asset: 'ALGO' });
  });

  it('reads an es-MX amount (1,234.5) the same way', () => {
    setNumberLocale('es-MX');
    const { send, type, submit } = renderForm();
    type('destination', friend);
    type('asset', 'UMQ');
    type('amount', '1,234.5');
    submit();
    expect(send.mock.calls[0][0]).toEqual({ asset: 'UMQ', receiver: friend, amount: 1_234_500_000_000n });
  });

  it("bad input keeps the form as typed, says 'Ingresa datos válidos' under the field and sends nothing", () => {
    const { send, form, type, submit, sendToFriend } = renderForm();
    sendToFriend('abc');
    expect(send).not.toHaveBeenCalled();
    expect(form().draft).toEqual({ destination: friend, amount: 'abc', asset: 'ALGO' });
    expect(form().errors).toEqual({ amount: es.wallet.invalidData });
    // Editing the field takes its message away; the other fields keep theirs.
    type('destination', '');
    submit();
    expect(form().errors).toEqual({ destination: es.wallet.invalidData, amount: es.wallet.invalidData });
    type('amount', '1');
    expect(form().errors).toEqual({ destination: es.wallet.invalidData });
    expect(send).not.toHaveBeenCalled();
  });

  it('an amount that reads two ways is asked about, never guessed; the reading picked is written and sent', () => {
    const { send, form, sendToFriend } = renderForm();
    sendToFriend('1,500');
    expect(send).not.toHaveBeenCalled();
    expect(form().amountQuestion?.text).toBe('¿Quisiste decir 1500 o 1,5?');
    act(() => form().amountQuestion!.choices[0].onChoose());
    expect(form().draft.amount).toBe('1.500');
    expect(send.mock.calls[0][0]).toMatchObject({ amount: 1_500_000_000n });
  });

  it('a send stopped by the minimum balance says why under the amount and keeps the form', () => {
    const { send, form, sendToFriend } = renderForm();
    sendToFriend('5');
    act(() => send.mock.calls[0][1].onRefused?.('Puedes enviar como máximo 1 ALGO'));
    expect(form().errors).toEqual({ amount: 'Puedes enviar como máximo 1 ALGO' });
    expect(form().draft).toMatchObject({ destination: friend, amount: '5' });
  });
});
