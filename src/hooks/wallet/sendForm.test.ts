// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { es } from '../../i18n';
import { ledgerCopy } from '../../i18n/features';
import { rememberAsset } from '../../services/amounts';
import { checkSend, noteBytes } from './sendForm';

const friend = 'WEXRZTAN4PRTSCTZLEYS3MHYEASAT5O5MNBUYTGFUIX565WL36N4OF3DKU';
// The same address with its last character changed: well-formed, wrong checksum.
const typo = 'WEXRZTAN4PRTSCTZLEYS3MHYEASAT5O5MNBUYTGFUIX565WL36N4OF3DKA';

describe('checkSend', () => {
  it('turns a valid form into exact base units of the chosen asset', () => {
    // The tests read numbers as es-ES does (src/test/setup.ts): ',' is the decimal mark, '.' groups thousands.
    expect(checkSend({ destination: ` ${friend} `, amount: '1,5', asset: 'ALGO' }, true)).toEqual({
      order: { asset: 'ALGO', receiver: friend, amount: 1_500_000n },
    });
    expect(checkSend({ destination: friend, amount: '1.000', asset: 'UMQ' }, true)).toEqual({
      order: { asset: 'UMQ', receiver: friend, amount: 1000n * 10n ** 9n },
    });
    expect(checkSend({ destination: friend, amount: '0,500', asset: 'UMQ' }, true)).toEqual({
      order: { asset: 'UMQ', receiver: friend, amount: 500_000_000n },
    });
    expect(checkSend({ destination: friend, amount: '0,000000001', asset: 'UMQ' }, true)).toEqual({
      order: { asset: 'UMQ', receiver: friend, amount: 1n },
    });
  });

  it('asks to connect an account first', () => {
    expect(checkSend({ destination: friend, amount: '1', asset: 'ALGO' }, false)).toEqual({
      errors: { form: es.wallet.connect },
    });
  });

  it.each(['', '0', '0,000', 'abc', '-1', '1e3', '99999999999999999999999'])(
    'refuses the amount %j with "Ingresa datos válidos"',
    (amount) => {
      expect(checkSend({ destination: friend, amount, asset: 'ALGO' }, true)).toEqual({
        errors: { amount: es.wallet.invalidData },
      });
    },
  );

  it('asks about an amount that reads two ways, offering both readings as the field would hold them', () => {
    expect(checkSend({ destination: friend, amount: '1,500', asset: 'ALGO' }, true)).toEqual({
      errors: {},
      question: {
        question: '¿Quisiste decir 1500 o 1,5?',
        readings: [
          { label: '1500', text: '1.500' },
          { label: '1,5', text: '1,5' },
        ],
      },
    });
    // A reading with exactly three decimals is written so that it cannot be asked about again.
    expect(checkSend({ destination: '', amount: '2,125', asset: 'UMQ' }, true)).toEqual({
      errors: { destination: es.wallet.invalidData },
      question: {
        question: '¿Quisiste decir 2125 o 2,125?',
        readings: [
          { label: '2125', text: '2.125' },
          { label: '2,125', text: '2,1250' },
        ],
      },
    });
  });

  it('refuses marks out of place with an example in the reader’s format', () => {
    expect(checkSend({ destination: friend, amount: '1,000.5', asset: 'UMQ' }, true)).toEqual({
      errors: { amount: ledgerCopy('wallet.amountMalformed', { example: '1.234,5' }) },
    });
  });

  it('refuses more decimals than the asset has, naming the limit', () => {
    expect(checkSend({ destination: friend, amount: '0,0000001', asset: 'ALGO' }, true)).toEqual({
      errors: { amount: ledgerCopy('wallet.tooManyDecimals', { asset: 'ALGO', n: 6 }) },
    });
    expect(checkSend({ destination: friend, amount: '1.0000000001', asset: 'HLK' }, true)).toEqual({
      errors: { amount: ledgerCopy('wallet.tooManyDecimals', { asset: 'HLK', n: 9 }) },
    });
  });

  it('refuses a missing destination and an address whose checksum fails', () => {
    expect(checkSend({ destination: '  ', amount: '1', asset: 'ALGO' }, true)).toEqual({
      errors: { destination: es.wallet.invalidData },
    });
    expect(checkSend({ destination: typo, amount: '1', asset: 'ALGO' }, true)).toEqual({
      errors: { destination: es.wallet.invalidAddress },
    });
    expect(checkSend({ destination: friend.toLowerCase(), amount: '1', asset: 'ALGO' }, true)).toEqual({
      errors: { destination: es.wallet.invalidAddress },
    });
  });

  it('refuses an asset that is not ALGO, UMQ or HLK', () => {
    expect(checkSend({ destination: friend, amount: '1', asset: 'USDC' }, true)).toEqual({
      errors: { asset: es.wallet.invalidAsset },
    });
  });

  it('reports every failing field at once', () => {
    expect(checkSend({ destination: '', amount: '0', asset: 'UMQ' }, true)).toEqual({
      errors: { destination: es.wallet.invalidData, amount: es.wallet.invalidData },
    });
  });

  it('sends another asset held by id, in its own decimals; one not held, frozen or unread is not an asset', () => {
    rememberAsset({ id: 7001n, name: 'Moneda', unit: 'BARRIO', decimals: 2, creator: friend });
    expect(checkSend({ destination: friend, amount: '2,5', asset: '7001' }, true, [7001n])).toEqual({
      order: { asset: 7001n, receiver: friend, amount: 250n },
    });
    expect(checkSend({ destination: friend, amount: '2,5051', asset: '7001' }, true, [7001n])).toEqual({
      errors: { amount: ledgerCopy('wallet.tooManyDecimals', { asset: 'BARRIO', n: 2 }) },
    });
    // Not among the sendable ids (not held, or frozen): refused as an unknown asset.
    expect(checkSend({ destination: friend, amount: '1', asset: '7001' }, true, [])).toEqual({
      errors: { asset: es.wallet.invalidAsset },
    });
  });
});

describe('checkSend: the note (up to the ledger’s 1024 bytes, counted in UTF-8)', () => {
  const draft = (note: string) => ({ destination: friend, amount: '1', asset: 'ALGO', note });

  it('carries the note into the order; an empty note is no note', () => {
    expect(checkSend(draft('Alquiler 🏠'), true)).toEqual({
      order: { asset: 'ALGO', receiver: friend, amount: 1_000_000n, note: 'Alquiler 🏠' },
    });
    expect(checkSend(draft(''), true)).toEqual({ order: { asset: 'ALGO', receiver: friend, amount: 1_000_000n } });
  });

  it('counts bytes, not characters: 1024 bytes pass, 1025 are refused in Spanish', () => {
    expect(noteBytes('ñ🏠')).toBe(6);
    expect(checkSend(draft('a'.repeat(1024)), true)).toHaveProperty('order');
    expect(checkSend(draft('€'.repeat(342)), true)).toEqual({
      errors: { note: ledgerCopy('wallet.noteTooLong', { bytes: 1026, max: 1024 }) },
    });
    expect(checkSend(draft(`${'a'.repeat(1023)}ñ`), true)).toEqual({
      errors: { note: 'La nota ocupa 1.025 bytes y la red admite como máximo 1.024: acórtala.' },
    });
  });
});
