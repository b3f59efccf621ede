import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useRef, useState } from 'react';
import { t } from '../../i18n';
import { freshBuildContext, submit, translateError } from '../../services/ledger';
import { accountQueries } from '../account/queries';
import { useWallet, WalletNotConnected } from '../session';
import { useToasts } from '../toasts';
import { summarise } from './summary';
import type { ConfirmView, PaidActionRequest, PaidStage } from './types';

const IDLE: PaidStage = { kind: 'idle' };

/**
 * The one path every paid action takes (DESIGN.md §3): build the group with fresh params → confirmation modal →
 * sign with the session → submit → success toast with the transaction id → refresh the balances; any failure
 * becomes the spec's Spanish toast. One action at a time: while one is in flight `start` ignores further calls,
 * so a double click sends one group. Render `<ConfirmTxModal {...paid.confirm} />` beside the buttons.
 */
export function usePaidAction() {
  const { address, sign } = useWallet();
  const { show } = useToasts();
  const queryClient = useQueryClient();
  const [stage, setStage] = useState<PaidStage>(IDLE);
  // State updates land after the click handler returns; the ref shuts the door within the same tick.
  const inFlight = useRef<PaidStage>(IDLE);

  const moveTo = useCallback((next: PaidStage) => {
    inFlight.current = next;
    setStage(next);
  }, []);

  const fail = useCallback(
    (error: unknown, request: PaidActionRequest) => {
      console.error(error);
      const message = error instanceof WalletNotConnected ? t('errors.walletNotConnected') : translateError(error, request.action);
      show({ tone: 'error', message });
      moveTo(IDLE);
    },
    [show, moveTo],
  );

  const start = useCallback(
    async (request: PaidActionRequest) => {
      if (inFlight.current.kind !== 'idle') return;
      moveTo({ kind: 'preparing', request });
      try {
        if (!address) throw new WalletNotConnected();
        const group = request.build(await freshBuildContext(address));
        moveTo({ kind: 'confirming', request, group });
      } catch (error) {
        fail(error, request);
      }
    },
    [address, fail, moveTo],
  );

  const confirm = useCallback(async () => {
    const current = inFlight.current;
    if (current.kind !== 'confirming') return;
    moveTo({ ...current, kind: 'sending' });
    try {
      const { txId } = await submit(sign(current.group.txns));
      show({ tone: 'success', message: current.request.success, txId });
      moveTo(IDLE);
      current.request.onSent?.();
      const keys = [accountQueries.all(), ...(current.request.invalidates ?? [])];
      await Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
    } catch (error) {
      fail(error, current.request);
    }
  }, [sign, show, queryClient, fail, moveTo]);

  const cancel = useCallback(() => {
    if (inFlight.current.kind === 'confirming') moveTo(IDLE);
  }, [moveTo]);

  const confirmView = useMemo<ConfirmView>(() => {
    const group = stage.kind === 'confirming' || stage.kind === 'sending' ? stage.group : null;
    const figures = group ? summarise(group) : { value: '', moxFee: '', networkFee: '', total: '', recipient: '' };
    return {
      ...figures,
      open: group !== null,
      action: stage.kind === 'idle' ? '' : stage.request.title,
      busy: stage.kind === 'sending',
      onConfirm: () => void confirm(),
      onCancel: cancel,
    };
  }, [stage, confirm, cancel]);

  return {
    start,
    /** The action in progress (from the first click until it settles), to show its button as loading. */
    running: stage.kind === 'idle' ? null : stage.request.action,
    confirm: confirmView,
  };
}
