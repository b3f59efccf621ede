/**
 * Local ledger figures: (a) submit + confirm of a 3-transaction group on the engine (median of 50 runs;
 * signing is done beforehand, as a client would) and, beside it, the simulate of such a group (request decoded,
 * simulated, answer encoded as msgpack: median of 50), (b) building and serialising the indexer's page of
 * 1000 accounts of an app (median of 10 runs), both after a few warm-up runs; (c) the cold start-up of
 * `npm run devnet` with DEVNET_PLAYERS=1000 and with 10,000 (process spawn to both ports answering, and the CPU time
 * the process used by then; median of 3: issue 33 bars 10,000 players under 5 s) and, on the 1000 players' ledger,
 * (d) one HTTP page of the quiz app's 1000 players with exclude=assets, as the ranking asks for it (median of 10).
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { spawn, type ChildProcess } from 'node:child_process';
import { performance } from 'node:perf_hooks';
import {
  assignGroupID,
  base64ToBytes,
  decodeMsgpack,
  encodeMsgpack,
  generateAccount,
  makePaymentTxnWithSuggestedParamsFromObject,
  modelsv2,
  msgpackRawEncode,
  stringifyJSON,
} from 'algosdk';
import { LOCALNET_IDS } from '../src/services/config/localnet.ts';
import { createDevnetLedger } from '../src/devnet/devnet.ts';
import type { Ledger } from '../src/devnet/engine/ledger.ts';
import { account, optInApp } from '../src/devnet/genesis/builder.ts';
import { keylessAddress } from '../src/devnet/genesis/keys.ts';
import { simulate } from '../src/devnet/engine/simulate.ts';
import { splitGroup } from '../src/devnet/engine/split.ts';
import { searchAccountsJson } from '../src/devnet/views/indexerAccount.ts';
import { simulateObject } from '../src/devnet/views/simulate.ts';
import { paramsJson } from '../src/devnet/views/algodNode.ts';
import { median } from './stats.ts';

/** Unmeasured first runs, so the figures are of warm code (as in a running devnet). */
const WARMUP = 3;
const round2 = (ms: number) => Math.round(ms * 100) / 100;

function signedGroups(ledger: Ledger, count: number): Uint8Array[] {
  const keys = [generateAccount(), generateAccount(), generateAccount()];
  keys.forEach((k) => ledger.fund(k.addr.toString(), 100_000_000n));
  const params = paramsJson(ledger);
  const suggestedParams = {
    fee: 0n,
    minFee: 1000n,
    firstValid: ledger.round,
    lastValid: ledger.round + 1000n,
    genesisID: params['genesis-id'],
    genesisHash: base64ToBytes(params['genesis-hash']),
  };
  return Array.from({ length: count }, (_, run) => {
    const txns = keys.map((k, i) =>
      makePaymentTxnWithSuggestedParamsFromObject({
        sender: k.addr,
        receiver: keys[(i + 1) % 3].addr,
        amount: BigInt(run + 1),
        suggestedParams,
      }),
    );
    const blobs = assignGroupID(txns).map((t, i) => t.signTxn(keys[i].sk));
    const body = new Uint8Array(blobs.reduce((n, b) => n + b.length, 0));
    blobs.reduce((offset, b) => (body.set(b, offset), offset + b.length), 0);
    return body;
  });
}

/** Median ms to submit a signed 3-payment group and find it confirmed. */
function measureSubmit(runs = 50): number {
  const ledger = createDevnetLedger();
  const bodies = signedGroups(ledger, runs + WARMUP);
  const times = bodies.map((body) => {
    const start = performance.now();
    const txid = ledger.submit(body);
    if (!ledger.state.txns.get(txid)) throw new Error('group not confirmed');
    return performance.now() - start;
  });
  return median(times.slice(WARMUP));
}

/** Median ms to simulate a signed 3-payment group as POST /v2/transactions/simulate does (msgpack in and out). */
function measureSimulate(runs = 50): number {
  const ledger = createDevnetLedger();
  const requests = signedGroups(ledger, runs + WARMUP).map((body) =>
    encodeMsgpack(
      new modelsv2.SimulateRequest({
        txnGroups: [new modelsv2.SimulateRequestTransactionGroup({ txns: splitGroup(body).map((s) => s.stxn) })],
      }),
    ),
  );
  const round = ledger.round;
  const times = requests.map((request) => {
    const start = performance.now();
    const outcome = simulate(ledger, decodeMsgpack(request, modelsv2.SimulateRequest));
    msgpackRawEncode(simulateObject(outcome));
    if (outcome.failure) throw new Error(`simulation failed: ${outcome.failure.message}`);
    return performance.now() - start;
  });
  if (ledger.round !== round) throw new Error('simulate made a block');
  return median(times.slice(WARMUP));
}

/** Median ms to build and serialise GET /v2/accounts?application-id=quiz&limit=1000 over 1000+ players. */
function measureIndexerPage(runs = 10): number {
  const ledger = createDevnetLedger();
  for (let i = 0; i < 1000; i++) {
    const address = keylessAddress(`bench-${i}`);
    account(ledger.state, address, 1_000_000n);
    optInApp(ledger.state, address, LOCALNET_IDS.apps.quiz, { ultimo_puntaje: BigInt(i % 11), ultimo_tiempo: 1234n });
  }
  const times = Array.from({ length: runs + WARMUP }, () => {
    const start = performance.now();
    const page = searchAccountsJson(ledger, { applicationId: LOCALNET_IDS.apps.quiz, limit: 1000, includeAll: false });
    stringifyJSON(page);
    if (page.accounts.length !== 1000) throw new Error('short page');
    return performance.now() - start;
  });
  return median(times.slice(WARMUP));
}

/** The players the spec's ranking is benchmarked at (DEVNET_PLAYERS). */
const PLAYERS = 1000;
/** The players issue 33 asks the ledger to start with in under 5 s. */
const MANY_PLAYERS = 10_000;

/** A devnet process of `npm run devnet`'s script, with the URLs its banner printed. */
interface DevnetProcess {
  child: ChildProcess;
  algodUrl: string;
  indexerUrl: string;
}

/** Starts scripts/devnet.ts cold (node + tsx) with `players` players on free ports; resolves when its banner is out. */
function startDevnetProcess(players: number): Promise<DevnetProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/devnet.ts', '--in-memory'], {
    env: { ...process.env, DEVNET_PLAYERS: String(players), DEVNET_ALGOD_PORT: '0', DEVNET_INDEXER_PORT: '0' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let out = '';
    child.once('exit', (code) => reject(new Error(`the devnet exited (${code}) before it was ready`)));
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      // The banner is printed once both servers listen; its last line names the players.
      const algod = /algod\s+(http:\/\/\S+)/.exec(out)?.[1];
      const indexer = /indexer\s+(http:\/\/\S+)/.exec(out)?.[1];
      if (algod && indexer && /players\s+\d+/.test(out)) resolve({ child, algodUrl: algod, indexerUrl: indexer });
    });
  });
}

/**
 * CPU ms (user + system, every thread) a process has used, from Linux's /proc; undefined elsewhere. Beside the wall
 * time it tells a slow start from a busy machine: on a shared machine the wall time counts other processes' turns.
 */
function cpuMsOf(pid: number): number | undefined {
  try {
    // The fields after the command name's closing parenthesis; utime and stime are the 12th and 13th of them.
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    const ticksPerSecond = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }));
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / ticksPerSecond;
  } catch {
    return undefined;
  }
}

/** A start-up figure: wall ms from spawn to both ports answering, and the CPU ms the process used by then. */
export interface StartupFigure {
  ms: number;
  cpuMs: number | undefined;
}

/**
 * Median ms from spawning `npm run devnet`'s script (a cold node + tsx, a fresh genesis of `players` players) to
 * both ports answering, and the median CPU time it took. In memory: the first save of a persisted start adds little.
 * The last run stays up.
 */
async function measureStartup(players: number, runs = 3): Promise<StartupFigure & { devnet: DevnetProcess }> {
  const times: number[] = [];
  const cpu: number[] = [];
  let devnet: DevnetProcess | undefined;
  for (let run = 0; run < runs; run++) {
    devnet?.child.kill('SIGTERM');
    const start = performance.now();
    devnet = await startDevnetProcess(players);
    const health = await fetch(`${devnet.algodUrl}/devnet/health`);
    if (!health.ok) throw new Error(`devnet health answered ${health.status}`);
    times.push(performance.now() - start);
    const cpuMs = cpuMsOf(devnet.child.pid!);
    if (cpuMs !== undefined) cpu.push(cpuMs);
  }
  return { ms: median(times), cpuMs: cpu.length ? median(cpu) : undefined, devnet: devnet! };
}

/** The start-up with 10,000 players, its ledger stopped afterwards. */
export async function measureManyPlayersStart(): Promise<StartupFigure> {
  const { devnet, ms, cpuMs } = await measureStartup(MANY_PLAYERS);
  devnet.child.kill('SIGTERM');
  return { ms: round2(ms), cpuMs };
}

/** Median ms of GET /v2/accounts?application-id=quiz&limit=1000&exclude=assets over HTTP, body read. */
async function measureHttpPage(devnet: DevnetProcess, runs = 10): Promise<number> {
  const url = `${devnet.indexerUrl}/v2/accounts?application-id=${LOCALNET_IDS.apps.quiz}&limit=1000&exclude=assets`;
  const times: number[] = [];
  for (let run = 0; run < runs + WARMUP; run++) {
    const start = performance.now();
    const page = (await (await fetch(url)).json()) as { accounts: unknown[] };
    times.push(performance.now() - start);
    if (page.accounts.length !== PLAYERS) throw new Error(`expected ${PLAYERS} players, got ${page.accounts.length}`);
  }
  return median(times.slice(WARMUP));
}

/** The 10,000 players' start-up line of the bench's report. */
export function describeManyPlayersStart({ ms, cpuMs }: StartupFigure): string {
  const cpu = cpuMs === undefined ? '' : `, ${Math.round(cpuMs)} ms of CPU`;
  return `Local ledger: devnet start-up with ${MANY_PLAYERS} players ${Math.round(ms)} ms (median${cpu}; bar < 5000)`;
}

/** The ledger figures, in milliseconds. */
export async function measureLedger(): Promise<{
  submitGroup3MedianMs: number;
  simulateGroup3MedianMs: number;
  indexerPage1000Ms: number;
  devnetStart1000PlayersMs: number;
  devnetStart10000Players: StartupFigure;
  indexerHttpPage1000Ms: number;
}> {
  const manyPlayers = await measureManyPlayersStart();
  const startup = await measureStartup(PLAYERS);
  try {
    return {
      submitGroup3MedianMs: round2(measureSubmit()),
      simulateGroup3MedianMs: round2(measureSimulate()),
      indexerPage1000Ms: round2(measureIndexerPage()),
      devnetStart1000PlayersMs: round2(startup.ms),
      devnetStart10000Players: manyPlayers,
      indexerHttpPage1000Ms: round2(await measureHttpPage(startup.devnet)),
    };
  } finally {
    startup.devnet.child.kill('SIGTERM');
  }
}
