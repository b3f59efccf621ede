// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { ledgerCopy } from '../../i18n/features';
import { maxSendable, optInRefusal, sendRefusal, type Holdings } from './spendable';

const ALGO = 1_000_000n;
/** A fresh account's minimum balance (0,1 ALGO), and 0,1 ALGO more per asset held. */
const account = (algo: bigint, assets = 0, tokens: Partial<Holdings> = {}): Holdings => ({
  algo,
  minBalance: 100_000n * BigInt(1 + assets),
  umq: null,
  hlk: null,
  ...tokens,
});

describe('maxSendable (Máximo)', () => {
  it.each([
    ['ALGO, no asset opted in: balance − 0,1 minimum − 0,001 fee', 'ALGO', account(10n * ALGO), 9_899_000n],
    [
      'ALGO, UMQ and HLK opted in: the minimum is 0,3',
      'ALGO',
      account(10n * ALGO, 2, { umq: 5n, hlk: 0n }),
      9_699_000n,
    ],
    ['ALGO, exactly the minimum plus the fee: nothing', 'ALGO', account(101_000n), 0n],
    ['ALGO, below the minimum plus the fee: 0, never negative', 'ALGO', account(100_500n), 0n],
    ['ALGO, an empty account', 'ALGO', account(0n), 0n],
    ['a token: the whole holding', 'UMQ', account(ALGO, 1, { umq: 2_500_000_000_001n }), 2_500_000_000_001n],
    ['a token not opted in: nothing', 'HLK', account(ALGO, 1, { umq: 7n }), 0n],
  ] as const)('%s', (_case, asset, holdings, expected) => {
    expect(maxSendable(holdings, asset)).toBe(expected);
  });
});

describe('sendRefusal (the minimum-balance stop)', () => {
  it('lets the exact maximum go and stops one µALGO more, naming the maximum', () => {
    const holdings = account(10n * ALGO, 2, { umq: 0n, hlk: 0n });
    expect(sendRefusal(holdings, 'ALGO', 9_699_000n)).toBeNull();
    expect(sendRefusal(holdings, 'ALGO', 9_699_001n)).toBe(
      ledgerCopy('wallet.maxAlgo', { max: '9,699 ALGO', min: '0,3 ALGO', fee: '0,001 ALGO', missing: '0,000001 ALGO' }),
    );
  });

  it('a token: up to the whole holding, and the holding named when more is asked', () => {
    const holdings = account(ALGO, 1, { umq: 2_500_000_000_000n });
    expect(sendRefusal(holdings, 'UMQ', 2_500_000_000_000n)).toBeNull();
    expect(sendRefusal(holdings, 'UMQ', 2_500_000_000_001n)).toBe(
      ledgerCopy('wallet.maxToken', { max: '2.500 UMQ', asset: 'UMQ' }),
    );
  });

  it('a token with no ALGO above the minimum for the fee is stopped', () => {
    const holdings = account(200_500n, 1, { umq: 10n });
    expect(sendRefusal(holdings, 'UMQ', 1n)).toBe(
      ledgerCopy('wallet.noAlgoForFee', { asset: 'UMQ', fee: '0,001 ALGO', min: '0,2 ALGO', missing: '0,0005 ALGO' }),
    );
  });
});

describe('optInRefusal', () => {
  it('needs 0,1 ALGO (the minimum it adds) + the fee above the current minimum', () => {
    expect(optInRefusal(account(201_000n))).toBeNull();
    expect(optInRefusal(account(200_999n))).toBe(
      ledgerCopy('wallet.optInMinBalance', {
        missing: '0,000001 ALGO',
        step: '0,1 ALGO',
        needed: '0,101 ALGO',
        available: '0,100999 ALGO',
      }),
    );
    expect(optInRefusal(account(0n))).toBe(
      ledgerCopy('wallet.optInMinBalance', {
        missing: '0,101 ALGO',
        step: '0,1 ALGO',
        needed: '0,101 ALGO',
        available: '0 ALGO',
      }),
    );
  });
});
