/**
 * The deploy script's decisions, kept apart from its network calls so they are tested without a node: which apps
 * go to this network, whether the roulette's pay table may be deployed, which token ids to use, which app already
 * exists, and what a pool still needs. deploy.ts asks algod the questions and does what these answer.
 */
import {
  GAME_ENTRY,
  LOCAL_SCHEMAS,
  MOX_FEE,
  returnToPlayer,
  ROULETTE_SEGMENTS,
  UMQ_UNIT,
  type AppName,
  type Ratio,
} from '../../src/services/config/onchain';

/**
 * Each app: its contract class, its own global state (the spec's keys; staking's `total_staked`, the quiz's top 10),
 * and the whole tokens its account starts with. Every app also keeps its admin's state (ADMIN_STATE, decision 0030).
 */
export const APPS: Record<
  AppName,
  { contract: string; globalInts: number; globalByteSlices: number; umq: bigint; hlk: bigint }
> = {
  roulette: { contract: 'Roulette', globalInts: 3, globalByteSlices: 0, umq: 5_000_000n, hlk: 0n },
  airdrop: { contract: 'Airdrop', globalInts: 0, globalByteSlices: 0, umq: 10_000_000n, hlk: 0n },
  marketplace: { contract: 'Marketplace', globalInts: 0, globalByteSlices: 0, umq: 0n, hlk: 0n },
  quiz: { contract: 'Quiz', globalInts: 0, globalByteSlices: 10, umq: 0n, hlk: 0n },
  target: { contract: 'Target', globalInts: 0, globalByteSlices: 0, umq: 5_000_000n, hlk: 0n },
  staking: { contract: 'Staking', globalInts: 1, globalByteSlices: 0, umq: 0n, hlk: 5_000_000n },
};
/** What every app adds for its admin (decision 0030): `paused` (uint) and `admin` (bytes). */
export const ADMIN_STATE = { globalInts: 1, globalByteSlices: 1 };

/** The local ints each app asks for at opt-in: the wallet's own schema (LOCAL_SCHEMAS), so the two cannot drift. */
export const localInts = (app: AppName) => LOCAL_SCHEMAS[app].numUint;

/** What the command line and the environment asked for. */
export interface DeployOptions {
  /** An existing UMQ / HLK to use instead of finding or creating one (`--umq-id`, `--hlk-id`, MOX_UMQ_ID, MOX_HLK_ID). */
  umq?: bigint;
  hlk?: bigint;
  /** `--allow-losing-table`: deploy a roulette whose pay table returns more than a spin costs (never on MainNet). */
  allowLosingTable: boolean;
}

function idOf(name: string, value: string | undefined): bigint | undefined {
  if (value === undefined || value === '') return undefined;
  if (!/^[1-9]\d*$/.test(value)) throw new Error(`${name} must be an asset id (a positive integer), not "${value}"`);
  return BigInt(value);
}

/** Reads `--umq-id N`, `--hlk-id N` and `--allow-losing-table` (flags win over MOX_UMQ_ID / MOX_HLK_ID). */
export function parseDeployOptions(argv: readonly string[], env: Readonly<Record<string, string | undefined>>) {
  const flag = (name: string) => {
    const at = argv.indexOf(name);
    return at >= 0 ? argv[at + 1] : undefined;
  };
  const known = new Set(['--umq-id', '--hlk-id', '--allow-losing-table']);
  const unknown = argv.filter((arg, i) => arg.startsWith('--') && !known.has(arg) && !known.has(argv[i - 1]));
  if (unknown.length > 0) throw new Error(`unknown option ${unknown.join(', ')}`);
  return {
    umq: idOf('--umq-id', flag('--umq-id') ?? env.MOX_UMQ_ID),
    hlk: idOf('--hlk-id', flag('--hlk-id') ?? env.MOX_HLK_ID),
    allowLosingTable: argv.includes('--allow-losing-table'),
  } satisfies DeployOptions;
}

/** MainNet, as algod names its genesis. */
export const isMainNet = (genesisId: string) => genesisId === 'mainnet-v1.0';

/**
 * The spec's roulette (a draw the player predicts, decision 0008) and target (a score anyone can write, decision
 * 0014) would be drained on MainNet: they never go there, whatever the flags. The other four go everywhere.
 */
const UNSAFE_ON_MAINNET: readonly AppName[] = ['roulette', 'target'];

/** The roulette's pay table against the price of a spin (the Mox fee and the entry): its exact return to player. */
export const rouletteReturn = (): Ratio =>
  returnToPlayer(
    ROULETTE_SEGMENTS.map((prize) => prize * UMQ_UNIT),
    MOX_FEE + GAME_ENTRY,
  );

/** `ratio` as a percentage with two decimals, rounded down, for a message ('231.05 %'). */
export function percent({ numerator, denominator }: Ratio): string {
  const hundredths = (numerator * 10_000n) / denominator;
  return `${hundredths / 100n}.${(hundredths % 100n).toString().padStart(2, '0')} %`;
}

/**
 * The apps to deploy on the network named `genesisId`, with why any is left out; throws when the roulette's table
 * pays out more than it takes and `--allow-losing-table` was not given.
 */
export function appsToDeploy(
  genesisId: string,
  options: Pick<DeployOptions, 'allowLosingTable'>,
  table = rouletteReturn(),
) {
  const mainNet = isMainNet(genesisId);
  const apps = (Object.keys(APPS) as AppName[]).filter((app) => !(mainNet && UNSAFE_ON_MAINNET.includes(app)));
  const skipped = mainNet
    ? ['roulette and target are not deployed on MainNet: their draw and scores are forgeable (decisions 0008, 0014)']
    : [];
  if (apps.includes('roulette') && table.numerator > table.denominator && !options.allowLosingTable) {
    throw new Error(
      `the roulette's pay table returns ${percent(table)} of each spin (${table.numerator}/${table.denominator}): ` +
        'it pays out more than it takes. Pass --allow-losing-table to deploy it anyway (a test network only).',
    );
  }
  return { apps, skipped };
}

/** A token the deployer already created, as algod lists it. */
export interface CreatedAsset {
  id: bigint;
  unitName?: string;
  decimals: number;
}

/**
 * Which UMQ or HLK to use: the id given, else the one this deployer already created under that unit name (so a
 * second run reuses it), else a new one. A given or found token must have the 9 decimals the apps count in.
 */
export function tokenToUse(
  unitName: 'UMQ' | 'HLK',
  given: bigint | undefined,
  created: readonly CreatedAsset[],
  givenDecimals?: number,
): { reuse: bigint } | { create: true } {
  if (given !== undefined) {
    if (givenDecimals !== 9)
      throw new Error(`${unitName} ${given} must exist with 9 decimals (found ${givenDecimals})`);
    return { reuse: given };
  }
  const mine = created.filter((asset) => asset.unitName === unitName);
  if (mine.length > 1)
    throw new Error(
      `this deployer created ${mine.length} ${unitName} tokens: name one with --${unitName.toLowerCase()}-id`,
    );
  if (mine.length === 0) return { create: true };
  if (mine[0].decimals !== 9) throw new Error(`${unitName} ${mine[0].id} has ${mine[0].decimals} decimals, not 9`);
  return { reuse: mine[0].id };
}

/** An app the deployer already created, as algod lists it: its id and approval program. */
export interface CreatedApp {
  id: bigint;
  approvalProgram: Uint8Array;
}

const sameBytes = (a: Uint8Array, b: Uint8Array) => a.length === b.length && a.every((byte, i) => byte === b[i]);

/**
 * The deployer's app that runs exactly this compiled approval program (same contract, same token ids and admin),
 * to reuse instead of creating a twin; undefined when there is none. The apps cannot be updated, so a changed
 * contract is a new app.
 */
export function existingApp(approval: Uint8Array, created: readonly CreatedApp[]): bigint | undefined {
  return created.find((app) => sameBytes(app.approvalProgram, approval))?.id;
}

/** What must still be sent for an account to hold `target`: nothing when it holds that much or more. */
export const topUp = (target: bigint, held: bigint): bigint => (held >= target ? 0n : target - held);
