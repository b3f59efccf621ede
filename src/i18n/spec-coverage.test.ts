// @vitest-environment node
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { METHODS } from '../services/config/onchain';
import { es } from './es';

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

const catalogue = new Set(Object.values(es).flatMap((group) => Object.values(group) as string[]));

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
    const methods = quoted.filter((s) => NOT_COPY.has(s) && s !== 'connect your wallet');
    expect(methods.sort()).toEqual(Object.values(METHODS).sort());
  });
});
