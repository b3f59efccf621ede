/**
 * The devnet's genesis (DESIGN.md §5): treasury and admin, UMQ and HLK, the six apps funded, demo and
 * simulated players. Deterministic for a given `now`; assets and apps get the ids of LOCALNET_IDS.
 */
import { LOCALNET_IDS } from '../../services/config/localnet';
import type { AppName } from '../../services/config/onchain';
import { UMQ_UNIT } from '../../services/config/onchain';
import type { AppModel } from '../apps/types';
import { emptyState } from '../engine/state';
import type { LedgerState } from '../engine/types';
import { account, assertMinBalances, createApp, createAsset, giveAsset } from './builder';
import { ADMIN, DEMO_PLAYERS, TREASURY } from './keys';
import { addPlayers } from './players';

const ALGO = 1_000_000n;
/** The first round of the devnet (a block exists for it). */
export const GENESIS_ROUND = 1n;
const { assets, apps } = LOCALNET_IDS;

/** What each app account holds at genesis so it can pay prizes, gifts and rewards, in whole tokens. */
export const APP_FUNDS: Record<AppName, { UMQ: bigint; HLK: bigint }> = {
  roulette: { UMQ: 5_000_000n, HLK: 0n },
  airdrop: { UMQ: 10_000_000n, HLK: 0n },
  marketplace: { UMQ: 0n, HLK: 0n },
  quiz: { UMQ: 0n, HLK: 0n },
  target: { UMQ: 5_000_000n, HLK: 0n },
  staking: { UMQ: 0n, HLK: 5_000_000n },
};

function addTokens(state: LedgerState): void {
  const token = { creator: TREASURY.address, total: 10_000_000_000n * UMQ_UNIT, decimals: 9, defaultFrozen: false };
  createAsset(state, {
    ...token,
    id: assets.UMQ,
    name: 'UMQ Token',
    unitName: 'UMQ',
    url: 'https://moxwallet.app/umq',
  });
  createAsset(state, {
    ...token,
    id: assets.HLK,
    name: 'HLK Token',
    unitName: 'HLK',
    url: 'https://moxwallet.app/hlk',
  });
}

function addApps(state: LedgerState, models: Record<AppName, AppModel>): void {
  for (const name of Object.keys(apps) as AppName[]) {
    const address = createApp(state, apps[name], ADMIN.address, models[name], LOCALNET_IDS);
    account(state, address, 100n * ALGO);
    giveAsset(state, address, assets.UMQ, APP_FUNDS[name].UMQ * UMQ_UNIT);
    giveAsset(state, address, assets.HLK, APP_FUNDS[name].HLK * UMQ_UNIT);
  }
}

/** Builds the genesis state; `now` (unix s) is the genesis block's timestamp; `players` simulated players. */
export function buildGenesis(now: bigint, models: Record<AppName, AppModel>, players?: number): LedgerState {
  const state = emptyState(GENESIS_ROUND);
  state.blocks.set(GENESIS_ROUND, { round: GENESIS_ROUND, timestamp: now, txids: [] });
  account(state, TREASURY.address, 10_000_000n * ALGO);
  addTokens(state);
  account(state, ADMIN.address, 1_000n * ALGO);
  addApps(state, models);
  giveAsset(state, ADMIN.address, assets.UMQ, 10_000n * UMQ_UNIT);
  giveAsset(state, ADMIN.address, assets.HLK, 0n);
  for (const player of DEMO_PLAYERS) {
    account(state, player.address, 100n * ALGO);
    giveAsset(state, player.address, assets.UMQ, 5_000n * UMQ_UNIT);
    giveAsset(state, player.address, assets.HLK, 0n);
  }
  addPlayers(state, now, players);
  assertMinBalances(state);
  return state;
}
