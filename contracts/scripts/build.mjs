// `npm run contracts:build`: the full compile of every contract in src/ to TEAL (and the ARC-56/ARC-32 app
// specs puya writes for them) under artifacts/. puya-ts's front end is in the npm package, but its back end,
// the `puya` binary (5.10.1 for puya-ts 1.3.1), is downloaded by puya-ts from the puya GitHub releases on
// first use: on a machine that cannot reach them, name a local binary with --puya-path or PUYA_PATH.
import { spawnSync } from 'node:child_process';

const flag = process.argv.indexOf('--puya-path');
const puyaPath = flag >= 0 ? process.argv[flag + 1] : process.env.PUYA_PATH;
const args = ['puya-ts', 'src', '--out-dir', 'artifacts', '--output-teal', '--output-arc56'];
if (puyaPath) args.push('--puya-path', puyaPath);
else console.warn('No --puya-path nor PUYA_PATH: puya-ts will try to download the puya binary.');

const { status } = spawnSync('npx', args, { stdio: 'inherit' });
process.exit(status ?? 1);
