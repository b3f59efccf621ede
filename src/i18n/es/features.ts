import { history } from './history';
import { market } from './market';
import { quiz } from './quiz';
import { receive } from './receive';
import { referral } from './referral';
import { roulette } from './roulette';
import { stake } from './stake';
import { target } from './target';

/**
 * The six apps' copy. It travels with the ledger screens (src/app/LedgerBoundary adds it to `t`), not in the
 * first load of the landing and /login, which never show it.
 */
export const features = { referral, market, quiz, target, roulette, stake, receive, history } as const;
