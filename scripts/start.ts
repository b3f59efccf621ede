/**
 * `npm start`: the wallet on the local ledger, with no internet. Starts the devnet (algod :4001, indexer :8980)
 * in this process, then the Vite dev server on :5173 pointed at localnet; Ctrl+C stops both.
 * DEVNET_ALGOD_PORT / DEVNET_INDEXER_PORT / MOX_APP_PORT move the three ports (the app is pointed at the ledger's),
 * and DEVNET_DATA_DIR the saved state (default .devnet-data/): e2e/npmStart.spec.ts runs it beside the journeys.
 */
import { spawn } from 'node:child_process';
import { startDevnet } from '../src/devnet/server.ts';

const algodPort = Number(process.env.DEVNET_ALGOD_PORT ?? 4001);
const indexerPort = Number(process.env.DEVNET_INDEXER_PORT ?? 8980);
const appPort = process.env.MOX_APP_PORT ?? '5173';
const dataDir = process.env.DEVNET_DATA_DIR ?? '.devnet-data';

const devnet = await startDevnet({ port: algodPort, indexerPort, dataDir });
console.log(devnet.banner);

// On other ports the app is told where its ledger is; on the defaults it finds it by itself (LOCALNET_URLS).
const moved = algodPort !== 4001 || indexerPort !== 8980;
const nodes = moved
  ? { VITE_ALGOD_URL: `http://localhost:${algodPort}`, VITE_INDEXER_URL: `http://localhost:${indexerPort}` }
  : {};
const vite = spawn('npx', ['vite', '--port', appPort, '--strictPort'], {
  stdio: 'inherit',
  env: { ...process.env, VITE_NETWORK: 'localnet', ...nodes },
});

const stop = async () => {
  vite.kill('SIGTERM');
  await devnet.close();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
vite.on('exit', (code) => void devnet.close().then(() => process.exit(code ?? 0)));
