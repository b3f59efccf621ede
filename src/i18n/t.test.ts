import { describe, expect, it } from 'vitest';
import type { CopyKey } from './t';
import { t } from './t';

describe('t()', () => {
  it('returns the catalogue text for a key', () => {
    expect(t('landing.login')).toBe('Iniciar sesión');
  });

  it('fills {placeholders} with the values given, numbers grouped as the screen writes them', () => {
    expect(t('roulette.won', { n: 1000n })).toBe('Ganaste 1,000 UMQ');
    expect(t('roulette.segmentUmq', { n: 2_500_000 })).toBe('2,500,000 UMQ');
    expect(t('target.seconds', { s: 12.5 })).toBe('12.5 s');
    expect(t('errors.rouletteSpin', { reason: 'sin saldo' })).toBe('Error al girar la ruleta: sin saldo');
  });

  it('leaves a placeholder it has no value for, so the gap is visible', () => {
    expect(t('roulette.won')).toBe('Ganaste {n} UMQ');
  });

  it('throws on a missing key outside production', () => {
    expect(() => t('landing.nope' as CopyKey)).toThrow('Missing copy key: landing.nope');
  });
});
