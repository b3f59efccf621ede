// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { ledgerCopy } from './features';
import type { CoreKey } from './t';
import { t } from './t';

describe('t()', () => {
  it('returns the catalogue text for a key', () => {
    expect(t('landing.login')).toBe('Iniciar sesión');
  });

  it('fills {placeholders} with the values given, numbers grouped as the screen writes them', () => {
    expect(ledgerCopy('roulette.won', { n: 1000n })).toBe('Ganaste 1.000 UMQ');
    expect(ledgerCopy('roulette.segmentUmq', { n: 2_500_000 })).toBe('2.500.000 UMQ');
    expect(ledgerCopy('target.seconds', { s: 12.5 })).toBe('12,5 s');
    expect(ledgerCopy('errors.rouletteSpin', { reason: 'sin saldo' })).toBe('Error al girar la ruleta: sin saldo');
  });

  it('leaves a placeholder it has no value for, so the gap is visible', () => {
    expect(ledgerCopy('roulette.won')).toBe('Ganaste {n} UMQ');
  });

  it('reads the frame’s copy through the ledger screens’ t too: one import gives a screen all it shows', () => {
    expect(ledgerCopy('landing.login')).toBe('Iniciar sesión');
    // The ledger's errors join the frame's `errors` group there: both read as 'errors.…', neither hides the other.
    expect(ledgerCopy('errors.wrongPassword')).toBe(t('errors.wrongPassword'));
    expect(ledgerCopy('errors.sendTx')).toBe('Error al enviar transacción');
  });

  it('throws on a missing key outside production', () => {
    expect(() => t('landing.nope' as CoreKey)).toThrow('Missing copy key: landing.nope');
  });

  it('the frame’s t cannot read a ledger screen’s key, even cast: that copy is not in its catalogue', () => {
    expect(() => t('roulette.won' as CoreKey)).toThrow('Missing copy key: roulette.won');
  });
});
