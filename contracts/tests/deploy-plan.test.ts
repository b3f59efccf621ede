import { describe, expect, it } from 'vitest';
import {
  appsToDeploy,
  existingApp,
  localInts,
  parseDeployOptions,
  percent,
  rouletteReturn,
  tokenToUse,
  topUp,
} from '../scripts/deploy-plan';

const ALL = ['roulette', 'airdrop', 'marketplace', 'quiz', 'target', 'staking'];

describe('the deploy’s decisions (no network needed)', () => {
  it('the spec’s pay table returns exactly 372/161 of each 115 UMQ spin: 1860/7 UMQ on average, about 231 %', () => {
    expect(rouletteReturn()).toEqual({ numerator: 372n, denominator: 161n });
    expect(percent(rouletteReturn())).toBe('231.05 %');
  });

  it('refuses the spec’s roulette on any network unless --allow-losing-table is given', () => {
    expect(() => appsToDeploy('testnet-v1.0', { allowLosingTable: false })).toThrow(
      /returns 231\.05 % of each spin \(372\/161\).*--allow-losing-table/,
    );
    expect(appsToDeploy('testnet-v1.0', { allowLosingTable: true })).toEqual({ apps: ALL, skipped: [] });
  });

  it('deploys a roulette whose table takes more than it pays without the flag, and refuses one a base unit over', () => {
    const fair = { numerator: 1n, denominator: 1n };
    expect(appsToDeploy('testnet-v1.0', { allowLosingTable: false }, fair).apps).toEqual(ALL);
    const over = { numerator: 1_000_000_001n, denominator: 1_000_000_000n };
    expect(() => appsToDeploy('testnet-v1.0', { allowLosingTable: false }, over)).toThrow(/pays out more/);
  });

  it('never deploys the spec’s roulette and target on MainNet, not even with the flag, and says why', () => {
    const plan = appsToDeploy('mainnet-v1.0', { allowLosingTable: true });
    expect(plan.apps).toEqual(['airdrop', 'marketplace', 'quiz', 'staking']);
    expect(plan.skipped).toEqual([expect.stringMatching(/roulette and target .* MainNet.*0008, 0014/)]);
    // Without the roulette on MainNet its table is not in question: the other four deploy without the flag.
    expect(appsToDeploy('mainnet-v1.0', { allowLosingTable: false }).apps).toHaveLength(4);
  });

  it('takes existing UMQ/HLK ids from flags or the environment, flags first; refuses what is not an id or an unknown flag', () => {
    expect(parseDeployOptions(['--umq-id', '1001', '--allow-losing-table'], { MOX_HLK_ID: '1002' })).toEqual({
      umq: 1001n,
      hlk: 1002n,
      allowLosingTable: true,
    });
    expect(parseDeployOptions(['--umq-id', '7'], { MOX_UMQ_ID: '1001' }).umq).toBe(7n);
    expect(parseDeployOptions([], {})).toEqual({ umq: undefined, hlk: undefined, allowLosingTable: false });
    expect(() => parseDeployOptions(['--umq-id', '-3'], {})).toThrow(/positive integer/);
    expect(() => parseDeployOptions(['--umq-id', '0x10'], {})).toThrow(/positive integer/);
    expect(() => parseDeployOptions(['--allow-losing'], {})).toThrow(/unknown option --allow-losing/);
  });

  it('reuses a given token (with 9 decimals), else the one this deployer made, else creates one', () => {
    const created = [
      { id: 50n, unitName: 'UMQ', decimals: 9 },
      { id: 51n, unitName: 'HLK', decimals: 9 },
    ];
    expect(tokenToUse('UMQ', 1001n, created, 9)).toEqual({ reuse: 1001n });
    expect(() => tokenToUse('UMQ', 1001n, created, 6)).toThrow(/9 decimals/);
    expect(() => tokenToUse('UMQ', 1001n, created, undefined)).toThrow(/must exist/);
    expect(tokenToUse('HLK', undefined, created)).toEqual({ reuse: 51n });
    expect(tokenToUse('UMQ', undefined, [])).toEqual({ create: true });
    expect(() => tokenToUse('UMQ', undefined, [...created, { id: 52n, unitName: 'UMQ', decimals: 9 }])).toThrow(
      /created 2 UMQ tokens/,
    );
  });

  it('finds the app already running the same compiled program, and no other', () => {
    const created = [
      { id: 10n, approvalProgram: Uint8Array.of(10, 1, 2) },
      { id: 11n, approvalProgram: Uint8Array.of(10, 1, 3) },
    ];
    expect(existingApp(Uint8Array.of(10, 1, 3), created)).toBe(11n);
    expect(existingApp(Uint8Array.of(10, 1), created)).toBeUndefined();
    expect(existingApp(Uint8Array.of(10, 1, 4), [])).toBeUndefined();
  });

  it('tops a pool up to its amount and sends nothing to one that holds it or more (a second run moves nothing)', () => {
    expect(topUp(5_000_000n, 0n)).toBe(5_000_000n);
    expect(topUp(5_000_000n, 4_000_000n)).toBe(1_000_000n);
    expect(topUp(5_000_000n, 5_000_000n)).toBe(0n);
    expect(topUp(5_000_000n, 9_000_000n)).toBe(0n);
  });

  it('asks for the local ints the wallet’s schema names: staking keeps 3 (stake, start, reward owed)', () => {
    expect(localInts('staking')).toBe(3);
    expect(localInts('quiz')).toBe(2);
  });
});
