// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest';
import { es } from './es';
import { ledgerCopy } from './features';
import { COPY_FIGURES } from './figures';
import { setNumberLocale } from './numbers';

// src/test/setup.ts writes numbers in es-ES; put it back for the other tests of this file's worker.
afterEach(() => setNumberLocale('es-ES'));

describe('the figures the copy quotes, in the reader’s locale (DESIGN §8)', () => {
  it('reads 2.500 UMQ and 0,52 % in Spain', () => {
    setNumberLocale('es-ES');
    expect(ledgerCopy('news.quizBody', COPY_FIGURES)).toContain(
      'ganan: 2.500 UMQ para el primer lugar, 1.000 UMQ para',
    );
    expect(ledgerCopy('news.stakeBody', COPY_FIGURES)).toContain('APR fijo de 0,52 % al año');
    expect(ledgerCopy('news.gamesBody', COPY_FIGURES)).toContain('gana hasta 1.000 UMQ');
    expect(ledgerCopy('news.giftBody', COPY_FIGURES)).toContain('sorteamos 5.000 UMQ');
    expect(ledgerCopy('stake.intro', COPY_FIGURES)).toContain('APR fijo del 0,52 %.');
    expect(ledgerCopy('confirmTx.highFeeBody', COPY_FIGURES)).toContain('más de 0,01 ALGO');
    expect(ledgerCopy('tiles.quizPrize2', COPY_FIGURES)).toBe('2.º lugar: 1.000 UMQ');
    expect(ledgerCopy('quiz.q6', COPY_FIGURES)).toContain('Si depositas 1.000 pesos');
    expect(ledgerCopy('quiz.q6d', COPY_FIGURES)).toBe('1.050 pesos');
  });

  it('reads 2,500 UMQ and 0.52 % in Mexico', () => {
    setNumberLocale('es-MX');
    expect(ledgerCopy('news.quizBody', COPY_FIGURES)).toContain(
      'ganan: 2,500 UMQ para el primer lugar, 1,000 UMQ para',
    );
    expect(ledgerCopy('news.stakeBody', COPY_FIGURES)).toContain('APR fijo de 0.52 % al año');
    expect(ledgerCopy('news.giftBody', COPY_FIGURES)).toContain('sorteamos 5,000 UMQ');
    expect(ledgerCopy('confirmTx.highFeeBody', COPY_FIGURES)).toContain('más de 0.01 ALGO');
    expect(ledgerCopy('quiz.q6d', COPY_FIGURES)).toBe('1,050 pesos');
  });

  it('leaves no figure written in one locale’s convention inside the catalogue', () => {
    const strings = Object.values(es).flatMap((group) => Object.values(group) as string[]);
    // A digit, a mark, a digit ('2,500', '0.52') or a bare number of four digits or more ('1000').
    const hardCoded = strings.filter((s) => /\d[.,]\d|(?<![\d{])\d{4,}(?!\d)/.test(s));
    expect(hardCoded).toEqual([]);
  });
});
