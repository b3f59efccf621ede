/** The Mox devnet ledger: the engine configured with the six app models, the localnet ids and the genesis. */
import { base64ToBytes } from 'algosdk';
import { LOCALNET_GENESIS, LOCALNET_IDS } from '../services/config/localnet';
import { UMQ_UNIT } from '../services/config/onchain';
import { APP_MODELS } from './apps';
import { Ledger } from './engine/ledger';
import type { LedgerState } from './engine/types';
import type { Signer } from './engine/dispenser';
import type { SignatureCheck } from './engine/verify';
import { buildGenesis } from './genesis/genesis';
import { TREASURY } from './genesis/keys';

/** Where fees go (TestNet's fee sink address); exempt from the minimum balance. */
export const FEE_SINK = 'A7NMWS3NT3IUDMLVO26ULGXGIIOUQ3ND2TXSER6EBGRZNOBOUIQXHIBGDE';
/** What POST /devnet/fund gives when no amount is asked: 10 ALGO. */
export const DISPENSER_ALGO = 10_000_000n;
/** UMQ base units the dispenser adds for accounts that already hold UMQ. */
export const DISPENSER_UMQ = 200n * UMQ_UNIT;

/** Options of a devnet ledger. */
export interface DevnetOptions {
  /** Unix seconds (default: the system clock). */
  clock?: () => bigint;
  /** A saved state to resume from (default: a fresh genesis). */
  state?: LedgerState;
  /** The ed25519 check (default: tweetnacl). */
  signatureCheck?: SignatureCheck;
  /** The ed25519 signing of the dispenser's grants (default: tweetnacl). */
  signer?: Signer;
  /** Milliseconds between blocks (default: none, each group is its own block at once). */
  blockMs?: number;
  /** Simulated players in the genesis (default SIMULATED_PLAYERS). */
  players?: number;
}

const systemClock = () => BigInt(Math.floor(Date.now() / 1000));

/** A ledger over the Mox genesis. */
export function createDevnetLedger(options: DevnetOptions = {}): Ledger {
  const clock = options.clock ?? systemClock;
  return new Ledger(
    {
      genesisId: LOCALNET_GENESIS.id,
      genesisHash: base64ToBytes(LOCALNET_GENESIS.hash),
      feeSink: FEE_SINK,
      models: APP_MODELS,
      ids: LOCALNET_IDS,
      genesis: () => buildGenesis(clock(), APP_MODELS, options.players),
      clock,
      dispenser: {
        address: TREASURY.address,
        sk: TREASURY.sk,
        assetId: LOCALNET_IDS.assets.UMQ,
        assetAmount: DISPENSER_UMQ,
      },
      signatureCheck: options.signatureCheck,
      signer: options.signer,
      blockMs: options.blockMs,
    },
    options.state,
  );
}
