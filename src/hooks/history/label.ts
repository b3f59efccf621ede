/** An entry's activity in plain Spanish, e.g. 'Giro de ruleta: ganaste 50 UMQ' or 'Enviaste 1.5 ALGO a ABCDEF…WXYZ'. */
import { type CopyKey } from '../../i18n';
import { ledgerCopy } from '../../i18n/features';
import { formatAmount } from '../../services/amounts';
import { QUIZ_MAX_SCORE, type AppName, type MarketItemId } from '../../services/config/onchain';
import type { Activity, Move } from '../../services/history';
import { formatAsset } from '../account/format';
import { ITEM_NAMES } from '../market/items';

/** The app names history uses (the screens' titles, shortened where they are long). */
export const APP_NAMES: Readonly<Record<AppName, CopyKey>> = {
  roulette: 'history.appRoulette',
  airdrop: 'history.appAirdrop',
  marketplace: 'history.appMarketplace',
  quiz: 'history.appQuiz',
  target: 'history.appTarget',
  staking: 'history.appStaking',
};

/** How the screen shortens an address for display (the kit's shortenAddress: hooks may not import ui). */
export type Shorten = (address: string) => string;

/** An amount with its asset, every significant decimal ('1.5 ALGO'); another asset in its base units, by id. */
export function formatMove({ asset, amount }: Move): string {
  if (typeof asset === 'string') return formatAsset(amount, asset);
  return ledgerCopy('history.unknownAsset', { amount: formatAmount(amount, 0), id: asset });
}

const umq = (amount: bigint) => formatMove({ asset: 'UMQ', amount });

/** Several amounts as one phrase: '10 ALGO', '10 ALGO y 200 UMQ'. */
function amountsPhrase(amounts: readonly Move[]): string {
  const texts = amounts.map(formatMove);
  return texts.reduce((first, second) => ledgerCopy('history.and', { first, second }));
}

/** The entry's label; a counterparty is shown shortened by `shorten`. */
export function activityLabel(activity: Activity, shorten: Shorten): string {
  switch (activity.kind) {
    case 'sent':
    case 'received': {
      const amount = amountsPhrase(activity.amounts);
      const who = activity.counterparty;
      if (activity.kind === 'sent')
        return who
          ? ledgerCopy('history.sent', { amount, who: shorten(who) })
          : ledgerCopy('history.sentMany', { amount });
      return who
        ? ledgerCopy('history.received', { amount, who: shorten(who) })
        : ledgerCopy('history.receivedMany', { amount });
    }
    case 'assetOptIn':
      return typeof activity.asset === 'string'
        ? ledgerCopy('history.assetOptIn', { asset: activity.asset })
        : ledgerCopy('history.assetOptInId', { id: activity.asset });
    case 'appOptIn':
      return ledgerCopy('history.appOptIn', { app: ledgerCopy(APP_NAMES[activity.app]) });
    case 'gift':
      return ledgerCopy('history.gift');
    case 'purchase': {
      const known = ITEM_NAMES[activity.item as MarketItemId];
      return ledgerCopy('history.purchase', {
        item: known ? ledgerCopy(known) : activity.item || ledgerCopy('history.unknownItem'),
      });
    }
    case 'quiz':
      return activity.score === null
        ? ledgerCopy('history.quiz')
        : ledgerCopy('history.quizScore', { score: activity.score, max: QUIZ_MAX_SCORE });
    case 'spin':
      return activity.prize > 0n
        ? ledgerCopy('history.spinWon', { prize: umq(activity.prize) })
        : ledgerCopy('history.spinSpecial');
    case 'target':
      return activity.reward > 0n
        ? ledgerCopy('history.targetWon', { reward: umq(activity.reward) })
        : ledgerCopy('history.targetNothing');
    case 'stake':
      return ledgerCopy('history.stake', { amount: umq(activity.amount) });
    case 'unstake':
      return ledgerCopy('history.unstake');
    case 'app':
      return activity.app
        ? ledgerCopy('history.appCall', { app: ledgerCopy(APP_NAMES[activity.app]) })
        : ledgerCopy('history.unknownApp', { id: activity.appId });
    case 'other':
      return ledgerCopy('history.other');
  }
}
