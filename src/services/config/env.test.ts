// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { buildEnv } from './env';

describe('buildEnv', () => {
  it('names every variable the config reads (a missing name would be silently unset in a build)', () => {
    const dir = new URL('.', import.meta.url);
    const sources = readdirSync(dir).filter((file) => /\.ts$/.test(file) && !/(\.test|^env)\.ts$/.test(file));
    const read = new Set(
      sources.flatMap((file) => readFileSync(new URL(file, dir), 'utf8').match(/VITE_[A-Z_]*[A-Z](?![A-Z_*])/g) ?? []),
    );
    expect(read.size).toBeGreaterThan(10);
    expect([...read].filter((name) => !(name in buildEnv()))).toEqual([]);
  });
});
