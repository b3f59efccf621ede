import { t } from '../../i18n/features';
import type { TokenSymbol } from '../../services/contracts/group';
import { buildAssetOptIn, buildSend } from '../../services/contracts/transfers';
import { usePaidAction } from '../paidAction';
import type { SendOrder } from './sendForm';

/** The wallet's paid actions, both through the one paid-action path: send and token opt-in. */
export function useWalletActions() {
  const paid = usePaidAction();
  return {
    /**
     * Sends a checked order (see checkSend); `onSent` runs once it is confirmed. A receiver saved as a contact is
     * named in the confirmation's action line ('Envío de ALGO a Ana'), beside its full address.
     */
    send: (order: SendOrder, onSent?: () => void, receiverName?: string) =>
      paid.start({
        action: 'send',
        title: receiverName
          ? t('contacts.sendTo', { asset: order.asset, name: receiverName })
          : t('wallet.sendValue', { asset: order.asset }),
        success: t('wallet.sent'),
        build: (ctx) => buildSend(ctx, order),
        onSent,
      }),
    /** Opts in to a token: a zero-amount transfer to oneself. */
    optIn: (asset: TokenSymbol) =>
      paid.start({
        action: 'assetOptIn',
        title: t('wallet.optInValue', { asset }),
        success: t('wallet.optedIn'),
        build: (ctx) => buildAssetOptIn(ctx, asset),
      }),
    running: paid.running,
  };
}
