/** An entry's activity in plain Spanish, e.g. 'Giro de ruleta: ganaste 50 UMQ' or 'Enviaste 1.5 ALGO a ABCDEF…WXYZ'. */
import { type CopyKey } from '../../i18n';
import { t } from '../../i18n/features';
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
  return t('history.unknownAsset', { amount: formatAmount(amount, 0), id: asset });
}

const umq = (amount: bigint) => formatMove({ asset: 'UMQ', amount });

/** Several amounts as one phrase: '10 ALGO', '10 ALGO y 200 UMQ'. */
function amountsPhrase(amounts: readonly Move[]): string {
  const texts = amounts.map(formatMove);
  return texts.reduce((first, second) => t('history.and', { first, second }));
}

/** The entry's label; a counterparty is shown shortened by `shorten`. */
export function activityLabel(activity: Activity, shorten: Shorten): string {
  switch (activity.kind) {
    case 'sent':
    case 'received': {
      const amount = amountsPhrase(activity.amounts);
      const who = activity.counterparty;
      if (activity.kind === 'sent')
        return who ? t('history.sent', { amount, who: shorten(who) }) : t('history.sentMany', { amount });
      return who ? t('history.received', { amount, who: shorten(who) }) : t('history.receivedMany', { amount });
    }
    case 'assetOptIn':
      return typeof activity.asset === 'string'
        ? t('history.assetOptIn', { asset: activity.asset })
        : t('history.assetOptInId', { id: activity.asset });
    case 'appOptIn':
      return t('history.appOptIn', { app: t(APP_NAMES[activity.app]) });
    case 'gift':
      return t('history.gift');
    case 'purchase': {
      const known = ITEM_NAMES[activity.item as MarketItemId];
      return t('history.purchase', { item: known ? t(known) : activity.item || t('history.unknownItem') });
    }
    case 'quiz':
      return activity.score === null
        ? t('history.quiz')
        : t('history.quizScore', { score: activity.score, max: QUIZ_MAX_SCORE });
    case 'spin':
      return activity.prize > 0n ? t('history.spinWon', { prize: umq(activity.prize) }) : t('history.spinSpecial');
    case 'target':
      return activity.reward > 0n
        ? t('history.targetWon', { reward: umq(activity.reward) })
        : t('history.targetNothing');
    case 'stake':
      return t('history.stake', { amount: umq(activity.amount) });
    case 'unstake':
      return t('history.unstake');
    case 'app':
      return activity.app
        ? t('history.appCall', { app: t(APP_NAMES[activity.app]) })
        : t('history.unknownApp', { id: activity.appId });
    case 'other':
      return t('history.other');
  }
}
