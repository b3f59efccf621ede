/** The six Mox app models, by app name, for the ledger engine and genesis. */
import type { AppName } from '../../services/config/onchain';
import { airdrop } from './airdrop';
import { marketplace } from './marketplace';
import { quiz } from './quiz';
import { roulette } from './roulette';
import { staking } from './staking';
import { target } from './target';
import type { AppModel } from './types';

/** Every app model, keyed like LOCAL_SCHEMAS and OnchainIds.apps. */
export const APP_MODELS: Record<AppName, AppModel> = { roulette, airdrop, marketplace, quiz, target, staking };
