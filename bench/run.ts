/** `npm run bench`: runs every benchmark and prints the figures DESIGN.md §10 sets bars for. */
import { mkdirSync, writeFileSync } from 'node:fs';
import { measureBundle } from './bundle.ts';
import { measureLedger } from './ledger.ts';

const BARS = { landingFirstLoadGzipKb: 90, totalJsGzipKb: 350 };

const bundle = measureBundle();
console.log('\nJS chunks (gzip KB):');
for (const c of bundle.chunks) console.log(`  ${c.gzipKb.toString().padStart(7)}  ${c.file}`);
console.log(`\nLanding (/) first-load JS: ${bundle.landingFirstLoadGzipKb} KB gzip (bar ≤ ${BARS.landingFirstLoadGzipKb})`);
console.log(`algosdk in the landing first load: ${bundle.landingLoadsAlgosdk ? 'YES (bad)' : 'no'}`);
console.log(`All JS: ${bundle.totalJsGzipKb} KB gzip (bar ≤ ${BARS.totalJsGzipKb})`);

const ledger = await measureLedger();
console.log(`\nLocal ledger: submit + confirm of a 3-transaction group ${ledger.submitGroup3MedianMs} ms (median)`);
console.log(`Local ledger: indexer page of 1000 accounts ${ledger.indexerPage1000Ms} ms (median)`);

mkdirSync('bench/results', { recursive: true });
writeFileSync('bench/results/latest.json', JSON.stringify({ bundle, ledger }, null, 2));
