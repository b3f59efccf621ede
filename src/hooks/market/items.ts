import type { CopyKey } from '../../i18n';
import type { MarketItemId } from '../../services/config/onchain';

/** Each item's name in the catalogue (the modal, the toasts, the cards and the history say it). */
export const ITEM_NAMES: Readonly<Record<MarketItemId, CopyKey>> = {
  USDC: 'market.usdcName',
  HBO: 'market.hboName',
  Paramount: 'market.paramountName',
  Netflix: 'market.netflixName',
};
