import { describe, expect, it } from 'vitest';
import { contractNames, missingOutputs } from '../scripts/build-outputs.mjs';

/** What `contracts:build` checks before it says it built anything (puya-ts exits 0 when it could not run puya). */
describe('contracts:build’s check of its outputs', () => {
  const names = contractNames('src');

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

  it('fails every contract when puya wrote nothing', () => {
    expect(missingOutputs(names, [])).toEqual(names);
  });

  it('fails a contract whose app spec or clear program is missing, and passes one with all three outputs', () => {
    const written = ['artifacts/Quiz.approval.teal', 'artifacts/Quiz.clear.teal', 'artifacts/Quiz.arc56.json'];
    written.push('artifacts/production/Target.approval.teal', 'artifacts/production/Target.clear.teal');
    expect(missingOutputs(['Quiz', 'Target'], written)).toEqual(['Target']);
  });
});
