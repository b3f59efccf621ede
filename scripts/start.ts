/**
 * `npm start`: the wallet on the local ledger, with no internet. Starts the devnet (algod :4001, indexer :8980)
 * in this process, then the Vite dev server on :5173 pointed at localnet; Ctrl+C stops both.
 */
import { spawn } from 'node:child_process';
import { startDevnet } from '../src/devnet/server.ts';

const devnet = await startDevnet({ port: 4001, indexerPort: 8980, dataDir: '.devnet-data' });
console.log(devnet.banner);

const vite = spawn('npx', ['vite', '--port', '5173', '--strictPort'], {
  stdio: 'inherit',
  env: { ...process.env, VITE_NETWORK: 'localnet' },
});

const stop = async () => {
  vite.kill('SIGTERM');
  await devnet.close();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
vite.on('exit', (code) => void devnet.close().then(() => process.exit(code ?? 0)));
