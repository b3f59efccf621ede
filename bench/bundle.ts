/** Bundle size benchmark: gzip size of every built JS chunk and of the JS the landing route loads first. */
import { execFileSync } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const DIST = 'dist';
/** A string algosdk's address codec always carries (every algosdk import pulls it in); no app code says it. */
const ALGOSDK_MARKER = 'address seems to be malformed';
const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;
const gzipKb = (file: string) => kb(gzipSync(readFileSync(join(DIST, file)), { level: 9 }).length);

/** The JS an HTML page loads before any route code runs: its module script and modulepreloads. */
function firstLoadScripts(html: string): string[] {
  const refs = [...html.matchAll(/<(?:script|link)[^>]+(?:src|href)="\/(assets\/[^"]+\.js)"/g)];
  return [...new Set(refs.map((m) => m[1]))];
}

export interface BundleReport {
  chunks: { file: string; gzipKb: number }[];
  totalJsGzipKb: number;
  landingFirstLoadGzipKb: number;
  landingLoadsAlgosdk: boolean;
}

/** Builds the app and measures it. */
export function measureBundle(): BundleReport {
  execFileSync('npx', ['vite', 'build', '--logLevel', 'error'], { stdio: 'inherit' });
  const files = readdirSync(join(DIST, 'assets')).filter((f) => f.endsWith('.js'));
  const chunks = files.map((f) => ({ file: `assets/${f}`, gzipKb: gzipKb(`assets/${f}`) }));
  chunks.sort((a, b) => b.gzipKb - a.gzipKb);
  const firstLoad = firstLoadScripts(readFileSync(join(DIST, 'index.html'), 'utf8'));
  const landingFirstLoadGzipKb = kb(firstLoad.reduce((sum, f) => sum + gzipSync(readFileSync(join(DIST, f)), { level: 9 }).length, 0));
  const landingLoadsAlgosdk = firstLoad.some((f) => readFileSync(join(DIST, f), 'utf8').includes(ALGOSDK_MARKER));
  return {
    chunks,
    totalJsGzipKb: kb(chunks.reduce((s, c) => s + c.gzipKb * 1024, 0)),
    landingFirstLoadGzipKb,
    landingLoadsAlgosdk,
  };
}
