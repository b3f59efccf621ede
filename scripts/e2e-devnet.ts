/**
 * The ledger of the end-to-end journeys: the devnet on algod :4001 / indexer :8980 like `npm start`, but in memory,
 * so every Playwright run starts from the same fresh genesis and leaves nothing on disk.
 */
import { startDevnet } from '../src/devnet/server.ts';

const devnet = await startDevnet({ port: 4001, indexerPort: 8980 });
console.log(devnet.banner);
const stop = () => void devnet.close().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
