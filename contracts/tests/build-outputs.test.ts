import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { contractsIn, missingOutputs, outputsOf } from '../scripts/build-outputs.mjs';

/**
 * What `contracts:build` checks before it says it built anything (puya-ts exits 0 when it could not run puya): every
 * contract's TEAL, and an ARC-56 app spec only where puya writes one (ARC-4 contracts: `if contract.metadata.is_arc4`
 * in puya's compile step).
 */
describe('contracts:build’s check of its outputs', () => {
  const contracts = contractsIn('src');
  const names = contracts.map(({ name }) => name);

  it('expects every contract in src/: the six apps and the three production designs, not the abstract MoxApp', () => {
    expect([...names].sort()).toEqual(
      [
        'Airdrop',
        'Marketplace',
        'Quiz',
        'Roulette',
        'Staking',
        'Target',
        'RouletteDraw',
        'SignedQuiz',
        'SignedTarget',
      ].sort(),
    );
  });

  it('asks the Mox apps (BaseContract, through MoxApp) for their TEAL only: puya writes no ARC-56 spec for them', () => {
    expect(contracts.every(({ arc4 }) => !arc4)).toBe(true);
    expect(outputsOf({ name: 'Staking', arc4: false })).toEqual(['Staking.approval.teal', 'Staking.clear.teal']);
  });

  it('passes the full set of TEAL puya writes for the Mox apps, with no app spec among them', () => {
    const written = names.flatMap((name) => [`artifacts/${name}.approval.teal`, `artifacts/${name}.clear.teal`]);
    expect(missingOutputs(contracts, written)).toEqual([]);
  });

  it('fails every contract when puya wrote nothing, and a contract whose clear program is missing', () => {
    expect(missingOutputs(contracts, [])).toEqual(names);
    const written = ['artifacts/Quiz.approval.teal', 'artifacts/Quiz.clear.teal'];
    written.push('artifacts/production/SignedTarget.approval.teal');
    const pair = contracts.filter(({ name }) => name === 'Quiz' || name === 'SignedTarget');
    expect(missingOutputs(pair, written)).toEqual(['SignedTarget']);
  });

  it('expects an ARC-56 app spec of an ARC-4 contract, also one that extends it, and fails it when missing', () => {
    const src = mkdtempSync(join(tmpdir(), 'mox-build-'));
    writeFileSync(
      join(src, 'hello.algo.ts'),
      [
        'export abstract class Base extends Contract {}',
        'export class Hello extends Base {}',
        'export class Plain extends BaseContract {}',
      ].join('\n'),
    );
    expect(contractsIn(src)).toEqual([
      { name: 'Hello', arc4: true },
      { name: 'Plain', arc4: false },
    ]);
    const teal = ['Hello', 'Plain'].flatMap((name) => [`out/${name}.approval.teal`, `out/${name}.clear.teal`]);
    expect(missingOutputs(contractsIn(src), teal)).toEqual(['Hello']);
    expect(missingOutputs(contractsIn(src), [...teal, 'out/Hello.arc56.json'])).toEqual([]);
  });
});
