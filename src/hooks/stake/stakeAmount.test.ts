// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { es } from '../../i18n';
import { ledgerCopy } from '../../i18n/features';
import { checkStakeAmount } from './stakeAmount';

const UMQ = 10n ** 9n;
const held = 1_000n * UMQ;

describe('checkStakeAmount', () => {
  it('turns a whole number of UMQ into exact base units, thousands grouped (in es-ES) or not', () => {
    expect(checkStakeAmount('250', held)).toEqual({ amount: 250n * UMQ });
    expect(checkStakeAmount(' 100 ', held)).toEqual({ amount: 100n * UMQ });
    expect(checkStakeAmount('1.000', held)).toEqual({ amount: held });
    expect(checkStakeAmount('1000', held)).toEqual({ amount: held });
  });

  it.each(['', '   ', '0', '0,000', 'abc', '-150', '1e3', '99999999999999999999999'])(
    'refuses %j with "Ingresa una cantidad válida de UMQ"',
    (text) => {
      expect(checkStakeAmount(text, held)).toEqual({ error: es.stake.invalidAmount });
    },
  );

  it('asks about an amount that reads two ways, and shows how to write marks out of place', () => {
    expect(checkStakeAmount('100,500', held)).toEqual({
      error: ledgerCopy('wallet.amountAmbiguous', { thousands: '100500', decimal: '100,5' }),
    });
    expect(checkStakeAmount('1.2.3', held)).toEqual({
      error: ledgerCopy('wallet.amountMalformed', { example: '1.234,5' }),
    });
  });

  it.each(['250,5', '250.5', '99,999999999', '100,0000000001'])(
    'refuses %j: the stake goes in whole UMQ (step 1)',
    (text) => {
      expect(checkStakeAmount(text, held)).toEqual({ error: es.stake.wholeUmq });
    },
  );

  it("catches a stake under the contract minimum of 100 UMQ before anything is signed, with the spec's message", () => {
    const belowMinimum = { error: 'El stake falló: asegúrate de enviar al menos 100 y haber hecho opt-in al ASA' };
    expect(checkStakeAmount('50', held)).toEqual(belowMinimum);
    expect(checkStakeAmount('99', held)).toEqual(belowMinimum);
    expect(checkStakeAmount('100', held)).toEqual({ amount: 100n * UMQ });
  });

  it('catches a stake larger than the UMQ held, showing the balance', () => {
    expect(checkStakeAmount('1001', held)).toEqual({ error: ledgerCopy('stake.notEnoughUmq', { balance: '1.000' }) });
    expect(checkStakeAmount('1000', held)).toEqual({ amount: held });
  });

  it('counts an account without the UMQ opt-in as holding none', () => {
    expect(checkStakeAmount('150', null)).toEqual({ error: ledgerCopy('stake.notEnoughUmq', { balance: '0' }) });
  });
});
