import { type CopyKey } from '../../i18n';
import { ledgerCopy } from '../../i18n/features';
import type { AppName } from '../../services/config/onchain';
import type { TokenSymbol } from '../../services/contracts/group';
import { buildAppOptIn, buildAssetOptIn } from '../../services/contracts/transfers';
import { appOptInAction } from '../../services/ledger';
import type { PaidActionRequest } from '../paidAction';
import { appQueries } from './queries';

/** The spec's button text of each app's opt-in ('Activar Ruleta', 'Ver productos', …). */
const ACTIVATE: Readonly<Record<AppName, CopyKey>> = {
  roulette: 'roulette.activate',
  airdrop: 'referral.activate',
  marketplace: 'market.showProducts',
  quiz: 'quiz.activate',
  target: 'gate.activateTarget',
  staking: 'stake.activate',
};

/** The button text of an app's opt-in. */
export const appOptInLabel = (app: AppName) => ledgerCopy(ACTIVATE[app]);

/** The button text of a token's opt-in ('Activar UMQ'). */
export const assetOptInLabel = (token: TokenSymbol) => ledgerCopy('wallet.optInValue', { asset: token });

/** The paid action that opts `address` in to an app; its local state is read again once confirmed. */
export function appOptInRequest(app: AppName, address: string): PaidActionRequest {
  return {
    action: appOptInAction(app),
    title: appOptInLabel(app),
    success: ledgerCopy('gate.activated'),
    build: (ctx) => buildAppOptIn(ctx, app),
    invalidates: [appQueries.local(app, address)],
  };
}

/**
 * The paid action that opts in to a token: a zero-amount transfer to oneself (the balances refresh anyway), after
 * `precheck` (hooks/account optInPrecheck: the minimum balance it raises must be payable).
 */
export function assetOptInRequest(token: TokenSymbol, precheck: PaidActionRequest['precheck']): PaidActionRequest {
  return {
    action: 'assetOptIn',
    title: assetOptInLabel(token),
    success: ledgerCopy('wallet.optedIn'),
    precheck,
    build: (ctx) => buildAssetOptIn(ctx, token),
  };
}
