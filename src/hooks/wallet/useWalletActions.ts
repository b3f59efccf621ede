import { useQueryClient } from '@tanstack/react-query';
import { ledgerCopy } from '../../i18n/features';
import type { TokenSymbol } from '../../services/contracts/group';
import { unitLabel } from '../../services/amounts';
import { buildSend, buildSendById } from '../../services/contracts';
import { optInPrecheck, sendPrecheck } from '../account/spendable';
import { assetOptInRequest } from '../apps/optIns';
import { usePaidAction } from '../paidAction';
import type { SendOrder } from './sendForm';

/** What a send does around the order: after it is confirmed, whom it names, where a refusal is shown. */
export interface SendOptions {
  /** Runs once the send is confirmed. */
  onSent?: () => void;
  /** A receiver saved as a contact, named in the confirmation's action line ('Envío de ALGO a Ana'). */
  receiverName?: string;
  /** Shows the minimum-balance stop ('Puedes enviar como máximo …') where the screen wants it, instead of a toast. */
  onRefused?: (reason: string) => void;
}

/**
 * The wallet's paid actions of `address`, both through the one paid-action path: send and token opt-in. Each is
 * stopped before the confirmation when it would leave the account below its minimum balance (read again now).
 */
export function useWalletActions(address: string) {
  const paid = usePaidAction();
  const queryClient = useQueryClient();
  return {
    /** Sends a checked order (see checkSend). */
    send: (order: SendOrder, { onSent, receiverName, onRefused }: SendOptions = {}) =>
      paid.start({
        action: 'send',
        title: receiverName
          ? ledgerCopy('contacts.sendTo', { asset: unitLabel(order.asset), name: receiverName })
          : ledgerCopy('wallet.sendValue', { asset: unitLabel(order.asset) }),
        success: ledgerCopy('wallet.sent'),
        precheck: sendPrecheck(queryClient, address, order.asset, order.amount),
        onRefused,
        build: (ctx) =>
          typeof order.asset === 'bigint'
            ? buildSendById(ctx, { ...order, assetId: order.asset })
            : buildSend(ctx, { ...order, asset: order.asset }),
        onSent,
      }),
    /** Opts in to a token: a zero-amount transfer to oneself. */
    optIn: (asset: TokenSymbol) => paid.start(assetOptInRequest(asset, optInPrecheck(queryClient, address))),
    running: paid.running?.action ?? null,
  };
}
