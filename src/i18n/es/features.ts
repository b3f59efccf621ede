import { assets } from './assets';
import { contacts, explorer, payRequest } from './contacts';
import { history } from './history';
import { activationCosts, confirmTx, gate, home, tiles, wallet } from './ledgerScreens';
import { market } from './market';
import { news } from './news';
import { userNodes } from './nodes';
import { quiz } from './quiz';
import { receive } from './receive';
import { referral } from './referral';
import { roulette } from './roulette';
import { security } from './security';
import { stake } from './stake';
import { target } from './target';

/**
 * The copy of the screens that read the ledger: the six apps', the wallet's and the frame's ledger screens' (and
 * /news, reached from /home). It
 * travels with those screens (their code imports src/i18n/features.ts's `t`), not in the first load of the landing
 * and /login, which never show it.
 */
export const features = {
  confirmTx,
  gate,
  home,
  activationCosts,
  tiles,
  wallet,
  referral,
  market,
  quiz,
  target,
  roulette,
  stake,
  receive,
  history,
  contacts,
  payRequest,
  explorer,
  assets,
  security,
  userNodes,
  news,
} as const;
