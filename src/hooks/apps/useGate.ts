import { useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AppName } from '../../services/config/onchain';
import type { TokenSymbol } from '../../services/contracts/group';
import type { LedgerAction } from '../../services/ledger';
import { ledgerCopy } from '../../i18n/features';
import { toBalances } from '../account/balances';
import { accountQueries } from '../account/queries';
import { optInPrecheck } from '../account/spendable';
import { usePaidAction } from '../paidAction';
import { appOptInLabel, appOptInRequest, assetOptInLabel, assetOptInRequest } from './optIns';
import { appQueries } from './queries';

/** What a screen needs before it can be used: a token's opt-in or an app's opt-in. */
export type GateStep = { token: TokenSymbol } | { app: AppName };

/**
 * One button for every step, as /stake's 'Activar Staking': its text, and the action each step's paid action is
 * reported as, so a failure at any step reads as that button's ('Error al activar el staking').
 */
export interface GateButton {
  label: string;
  action: LedgerAction;
}

/** One step as the gate shows it. */
export interface GateStepView {
  label: string;
  done: boolean;
}

/** Where a screen's gate stands, and the one step to offer next. */
export interface Gate {
  /** `ready` once every step is done; `missing` offers `next`; `error` when the opt-ins could not be read. */
  status: 'loading' | 'error' | 'missing' | 'ready';
  steps: GateStepView[];
  /** The first missing step: its button text, its paid action, and whether that action is under way. */
  next: { label: string; start: () => void; busy: boolean } | null;
  /** While `error`: what could not be read, in the spec's words where it has some, and a way to read it again. */
  error: { message: string; retry: () => void } | null;
}

/**
 * The opt-in gate of a feature screen (DESIGN.md §13): the screen states what it needs, in order, and the gate
 * reads each from the ledger and offers the first missing step as a paid action, with the spec's button text.
 */
export function useGate(address: string, needs: readonly GateStep[], button?: GateButton): Gate {
  const paid = usePaidAction();
  const queryClient = useQueryClient();
  const account = useQuery({ ...accountQueries.detail(address), select: toBalances });
  const apps = needs.flatMap((need) => ('app' in need ? [need.app] : []));
  const locals = useQueries({ queries: apps.map((app) => appQueries.local(app, address)) });

  const done = needs.map((need): boolean | undefined => {
    if ('token' in need) {
      const held = account.data?.[need.token === 'UMQ' ? 'umq' : 'hlk'];
      return account.data ? held !== null : undefined;
    }
    const local = locals[apps.indexOf(need.app)];
    return local.data === undefined ? undefined : local.data !== null;
  });
  // Only a read that never answered is a failure: a failed poll keeps the last answer (and the screen) in place.
  const accountFailed = account.isError && account.data === undefined;
  const appFailed = locals.some((local) => local.isError && local.data === undefined);
  const retry = () => {
    void account.refetch();
    for (const local of locals) void local.refetch();
  };
  const nextIndex = done.findIndex((isDone) => isDone === false);
  const next = nextIndex >= 0 ? needs[nextIndex] : null;
  // Under the spec's one button ('Activar Staking') any refusal is that button's message (SPEC §8): the dry run says
  // why in the dialog. A step of its own is stopped before the dialog when the minimum balance cannot pay for it.
  const tokenPrecheck = button ? undefined : optInPrecheck(queryClient, address);
  const step =
    next && ('token' in next ? assetOptInRequest(next.token, tokenPrecheck) : appOptInRequest(next.app, address));
  const request = step && button ? { ...step, action: button.action } : step;
  const steps = needs.map((need, i) => ({
    label: 'token' in need ? assetOptInLabel(need.token) : appOptInLabel(need.app),
    done: done[i] === true,
  }));
  return {
    status: done.includes(undefined)
      ? accountFailed || appFailed
        ? 'error'
        : 'loading'
      : request
        ? 'missing'
        : 'ready',
    steps,
    next: request && {
      label: button?.label ?? steps[nextIndex].label,
      start: () => paid.start(request),
      busy: paid.running?.action === request.action,
    },
    error:
      accountFailed || appFailed
        ? { message: ledgerCopy(accountFailed ? 'errors.accountInvalid' : 'gate.readFailed'), retry }
        : null,
  };
}
