// @vitest-environment node
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ADMIN_METHODS, METHODS } from '../services/config/onchain';
import { es } from './es';
import { ledgerCopy } from './features';
import { COPY_FIGURES } from './figures';
import { setNumberLocale } from './numbers';
import type { CopyKey } from './t';

const SPEC = resolve(__dirname, '../../../shared/SPEC.md');

/**
 * SPEC.md quotes two kinds of text that are not copy: the contracts' method names (they live in
 * services/config/onchain.ts) and one English paraphrase of a message whose Spanish text the spec also quotes.
 */
const NOT_COPY = new Set<string>([...Object.values(METHODS), 'connect your wallet']);

/** Every 'single-quoted' string of the spec (an apostrophe inside a word is not a quote). */
function quotedStrings(spec: string): string[] {
  return [...new Set([...spec.matchAll(/(?<![A-Za-z])'([^'\n]+)'/g)].map((m) => m[1]))];
}

/**
 * The catalogue as a reader sees it, with the figures the copy quotes filled in (./figures.ts): a spec quote with a
 * figure ('2,500 UMQ') is held as '{quizFirstPrize} UMQ', which reads in the reader's locale. SPEC.md writes figures
 * as es-MX does ('2,500', '0.52'), so the copy is rendered in es-MX to compare; a string without a figure reads the
 * same, so every other quote is still compared word for word.
 */
function catalogueAsSpecWritesIt(): Set<string> {
  setNumberLocale('es-MX');
  try {
    const keys = Object.entries(es).flatMap(([group, texts]) => Object.keys(texts).map((name) => `${group}.${name}`));
    return new Set(keys.map((key) => ledgerCopy(key as CopyKey, COPY_FIGURES)));
  } finally {
    setNumberLocale('es-ES'); // src/test/setup.ts's locale, for the other tests of this worker
  }
}

const catalogue = catalogueAsSpecWritesIt();

const specHere = existsSync(SPEC);

// The spec sits beside the project (../shared); a checkout without it has nothing to compare (read only if there).
describe.runIf(specHere)('the copy catalogue against SPEC.md', () => {
  const quoted = specHere ? quotedStrings(readFileSync(SPEC, 'utf8')) : [];

  it('finds the spec quotes to check', () => {
    expect(quoted.length).toBeGreaterThan(60);
  });

  it('holds every quoted Spanish string verbatim', () => {
    const missing = quoted.filter((s) => !NOT_COPY.has(s) && !catalogue.has(s));
    expect(missing).toEqual([]);
  });

  it('leaves out only method names the on-chain interface really defines', () => {
    // Methods issue 30 added to the spec's interface, which SPEC.md does not quote: the claim of an owed reward (0031).
    const beyondSpec: string[] = [METHODS.claimStakeReward, ...ADMIN_METHODS];
    const methods = quoted.filter((s) => NOT_COPY.has(s) && s !== 'connect your wallet');
    expect(methods.sort()).toEqual(
      Object.values(METHODS)
        .filter((method) => !beyondSpec.includes(method))
        .sort(),
    );
  });
});
