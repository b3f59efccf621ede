/** Bundle size benchmark: the gzip size of every built JS chunk of the bench build, and their sum. */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { BENCH_DIST } from './serve.ts';

const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

/** Every chunk, largest first, and the total. */
export interface BundleReport {
  chunks: { file: string; gzipKb: number }[];
  totalJsGzipKb: number;
}

/** Measures the build in BENCH_DIST (make it first with `buildForLocalnet()`). */
export function measureBundle(): BundleReport {
  const assets = join(BENCH_DIST, 'assets');
  const sizes = readdirSync(assets)
    .filter((f) => f.endsWith('.js'))
    .map((f) => ({ file: `assets/${f}`, bytes: gzipSync(readFileSync(join(assets, f)), { level: 9 }).length }));
  sizes.sort((a, b) => b.bytes - a.bytes);
  return {
    chunks: sizes.map(({ file, bytes }) => ({ file, gzipKb: kb(bytes) })),
    totalJsGzipKb: kb(sizes.reduce((sum, s) => sum + s.bytes, 0)),
  };
}
