// `npm run contracts:build`: the full compile of every contract in src/ to TEAL (and the ARC-56 app spec puya
// writes for an ARC-4 contract; the Mox apps are not ARC-4, so none today) under artifacts/. puya-ts's front end is in the npm package, but its back end,
// the `puya` binary (5.10.1 for puya-ts 1.3.1), is downloaded by puya-ts from the puya GitHub releases on
// first use: on a machine that cannot reach them, name a local binary with --puya-path or PUYA_PATH.
import { spawnSync } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import { contractsIn, filesUnder, missingOutputs } from './build-outputs.mjs';

const flag = process.argv.indexOf('--puya-path');
const puyaPath = flag >= 0 ? process.argv[flag + 1] : process.env.PUYA_PATH;
const args = ['puya-ts', 'src', '--out-dir', 'artifacts', '--output-teal', '--output-arc56'];
if (puyaPath) args.push('--puya-path', puyaPath);
else console.warn('No --puya-path nor PUYA_PATH: puya-ts will try to download the puya binary.');

rmSync('artifacts', { recursive: true, force: true });
const { status } = spawnSync('npx', args, { stdio: 'inherit' });
// puya-ts exits 0 when it could not fetch its back end: success is every contract's outputs on disk.
const contracts = contractsIn('src');
const missing = missingOutputs(contracts, existsSync('artifacts') ? filesUnder('artifacts') : []);
if (contracts.length === 0 || status !== 0 || missing.length > 0) {
  console.error(`contracts:build failed: outputs missing for ${missing.join(', ') || 'the contracts'} (see above).`);
  process.exit(1);
}
const arc4 = contracts.filter((contract) => contract.arc4).map(({ name }) => name);
process.stdout.write(
  `contracts:build: TEAL for ${contracts.map(({ name }) => name).join(', ')}` +
    `${arc4.length ? `, ARC-56 app specs for ${arc4.join(', ')}` : ''} in contracts/artifacts.\n`,
);
