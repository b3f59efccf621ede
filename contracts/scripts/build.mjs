// `npm run contracts:build`: the full compile of every contract in src/ to TEAL (and the ARC-56/ARC-32 app
// specs puya writes for them) under artifacts/. puya-ts's front end is in the npm package, but its back end,
// the `puya` binary (5.10.1 for puya-ts 1.3.1), is downloaded by puya-ts from the puya GitHub releases on
// first use: on a machine that cannot reach them, name a local binary with --puya-path or PUYA_PATH.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';

const flag = process.argv.indexOf('--puya-path');
const puyaPath = flag >= 0 ? process.argv[flag + 1] : process.env.PUYA_PATH;
const args = ['puya-ts', 'src', '--out-dir', 'artifacts', '--output-teal', '--output-arc56'];
if (puyaPath) args.push('--puya-path', puyaPath);
else console.warn('No --puya-path nor PUYA_PATH: puya-ts will try to download the puya binary.');

/** Every file under `dir`, as paths. */
const filesUnder = (dir) =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(join(dir, entry.name)) : [join(dir, entry.name)],
  );

rmSync('artifacts', { recursive: true, force: true });
const { status } = spawnSync('npx', args, { stdio: 'inherit' });
// puya-ts exits 0 when it could not fetch its back end: success is every contract's TEAL on disk.
const contracts = filesUnder('src')
  .filter((file) => file.endsWith('.algo.ts'))
  .flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(/export class (\w+) extends BaseContract/g)].map((m) => m[1]),
  );
const written = existsSync('artifacts') ? filesUnder('artifacts') : [];
const missing = contracts.filter((name) => !written.some((file) => file.endsWith(`${name}.approval.teal`)));
if (status !== 0 || missing.length > 0) {
  console.error(`contracts:build failed: no TEAL for ${missing.join(', ') || 'some contracts'} (see puya-ts above).`);
  process.exit(1);
}
process.stdout.write(`contracts:build: TEAL for ${contracts.join(', ')} in contracts/artifacts.\n`);
