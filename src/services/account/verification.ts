import { MNEMONIC_WORD_COUNT } from './words';

/** How many words the user must type back to prove the phrase was written down (SPEC §2). */
export const VERIFY_WORD_COUNT = 3;

/** A uniform random integer in [0, bound) from the platform CSPRNG, by rejection so no index is favoured. */
function randomBelow(bound: number): number {
  const limit = Math.floor(0x1_0000_0000 / bound) * bound;
  const sample = new Uint32Array(1);
  do crypto.getRandomValues(sample);
  while (sample[0] >= limit);
  return sample[0] % bound;
}

/** Three distinct random word indexes (0-based, ascending) of a 25-word phrase; show them to users as index + 1. */
export function pickVerificationIndexes(): number[] {
  const picked = new Set<number>();
  while (picked.size < VERIFY_WORD_COUNT) picked.add(randomBelow(MNEMONIC_WORD_COUNT));
  return [...picked].sort((a, b) => a - b);
}

/** Whether each answer equals the word at its index, ignoring case and surrounding spaces. */
export function verificationMatches(
  words: readonly string[],
  indexes: readonly number[],
  answers: readonly string[],
): boolean {
  return (
    answers.length === indexes.length &&
    indexes.every(
      (index, i) => words[index] !== undefined && answers[i].trim().toLowerCase() === words[index].toLowerCase(),
    )
  );
}
