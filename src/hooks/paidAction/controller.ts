import type { QueryKey } from '@tanstack/react-query';
import type { Transaction } from 'algosdk';
import { ledgerCopy } from '../../i18n/features';
import type { BuildContext } from '../../services/contracts/group';
import { requireNetwork } from '../../services/config/networks';
import {
  explainRefusal,
  freshBuildContext,
  settle,
  translateError,
  type Confirmed,
  type LedgerAction,
  type SigningIntent,
} from '../../services/ledger';
import { WalletNotConnected } from '../session';
import type { ToastActions } from '../toasts';
import { transactionLink } from './explorerLink';
import { dryRunState, mayConfirm, recipientChecks, stillChecking, unchecked } from './checks';
import { viewGroup, type GroupView } from './groupView';
import type { Acknowledgement, ConfirmChecks, PaidActionRequest, PaidStage } from './types';

/** What one action needs from the page when it starts: the session, the toasts and the query cache. */
export interface PaidActionDeps {
  address: string | null;
  sign: (txns: readonly Transaction[], intent?: SigningIntent) => Uint8Array[];
  show: ToastActions['show'];
  /** Refreshes the queries a confirmed group changed (the balances and the request's own). */
  refresh: (keys: readonly QueryKey[]) => Promise<void>;
}

/** An action whose outcome is not known yet: its group is being watched (services/ledger settle). */
interface Watched {
  request: PaidActionRequest;
  group: GroupView;
  txId: string;
}

/** What React reads: the stage of the page's one action and the kinds of action still being watched. */
export interface PaidSnapshot {
  stage: PaidStage;
  watched: ReadonlySet<LedgerAction>;
}

const IDLE: PaidStage = { kind: 'idle' };

/**
 * The paid-action path of the whole page (DESIGN.md §3), outside React so it outlives the screen that
 * started an action: idle → preparing (the request's precheck, then the group) → confirming → signing → sending →
 * pending → sent | not sent | refused. One action at a time holds the page from the first press, its precheck
 * included (a double click, or a second button, starts nothing). An action whose
 * answer is lost stays watched, with its signed bytes, until the ledger says sent or not sent; while it is,
 * the same kind of action reopens its pending view instead of building a new group, so nobody pays twice.
 */
export class PaidActionController {
  private snapshot: PaidSnapshot = { stage: IDLE, watched: new Set() };
  private readonly listeners = new Set<() => void>();
  private readonly watching = new Map<LedgerAction, Watched>();
  private deps: PaidActionDeps | null = null;
  /** The checks of the open dialog, settled once the dry run and the receiver checks have answered. */
  private checking: Promise<unknown> = Promise.resolve();
  private watchers = new AbortController();

  /** For useSyncExternalStore. */
  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getSnapshot = () => this.snapshot;

  /** Builds the group with fresh params and opens the confirmation; ignored while another action holds the page. */
  start = async (request: PaidActionRequest, deps: PaidActionDeps) => {
    if (this.snapshot.stage.kind !== 'idle') return;
    const watched = this.watching.get(request.action);
    if (watched) return this.move({ kind: 'pending', ...watched });
    this.deps = deps;
    this.move({ kind: 'preparing', request });
    try {
      if (!deps.address) throw new WalletNotConnected();
      const refusal = (await request.precheck?.()) ?? null;
      if (!this.showing(request)) return; // withdrawn while the precheck read the ledger
      if (refusal !== null) return this.stopped(refusal, request, deps);
      const ctx = await freshBuildContext(deps.address);
      // Decoded once, here: the dialog, the checks and the signature all read this view.
      const group = viewGroup(request.build(ctx), ctx.ids);
      // Withdrawn while the group was being built (the session locked): nothing to confirm any more.
      if (!this.showing(request)) return;
      this.move({ kind: 'confirming', request, group, checks: unchecked(request) });
      this.check(request, group, ctx);
    } catch (error) {
      this.refused(error, request, deps);
    }
  };

  /** The user confirmed: sign, send, and follow the group to its outcome. */
  confirm = async () => {
    const { stage } = this.snapshot;
    const deps = this.deps;
    if (stage.kind !== 'confirming' || !deps) return;
    // The dialog offers Confirm only once every check answered; asked earlier (a test, a script), wait for them: a
    // look-alike warning that arrives then still stops the signing until it is acknowledged.
    if (stillChecking(stage.checks)) await this.checking;
    const checked = this.snapshot.stage;
    if (checked.kind !== 'confirming' || checked.group !== stage.group) return;
    // Nothing the dry run refused is ever signed: asked anyway, the action ends as the ledger would have refused it.
    if (checked.checks.dryRun.kind === 'failed') {
      const { error, reason } = checked.checks.dryRun;
      return this.refused(error, checked.request, deps, reason);
    }
    if (!mayConfirm(checked)) return;
    const { request, group, checks } = checked;
    this.move({ kind: 'signing', request, group, checks });
    let signed: Uint8Array[];
    try {
      signed = deps.sign(group.txns, request.intent);
    } catch (error) {
      return this.refused(error, request, deps);
    }
    this.move({ kind: 'sending', request, group, checks });
    const { signal } = this.watchers;
    try {
      const outcome = await settle(signed, { signal, onPending: (txId) => this.pending({ request, group, txId }) });
      this.unwatch(request);
      if (outcome.kind === 'sent') return this.sent(request, outcome.confirmed, deps);
      this.notSent({ request, group, txId: outcome.txId }, deps);
    } catch (error) {
      this.unwatch(request);
      if (signal.aborted) return;
      // Refused without a dry run to say why (it was unavailable): what the account lacks, read now, if that is it.
      const why =
        error instanceof Error ? await explainRefusal(error, group.txns, deps.address!, requireNetwork().ids) : null;
      this.refused(error, request, deps, why ? translateError(error, request.action, why) : undefined);
    }
  };

  /**
   * Stops watching every pending group, silently: for a host that goes away with the page still open (a story
   * or a test), so its watch cannot re-send old bytes to the next story's ledger. The page's own host never does.
   */
  stopWatching = () => {
    this.watchers.abort();
    this.watchers = new AbortController();
  };

  /**
   * The screens that asked went away (the session locked or logged out, the user left): a confirmation being built
   * or shown is dropped, unsigned, so it cannot reappear over the next screen or after the next unlock.
   */
  withdraw = () => {
    const { kind } = this.snapshot.stage;
    if (kind === 'preparing' || kind === 'confirming') this.move(IDLE);
  };

  /** The user ticked (or unticked) that they checked a look-alike receiver, or go on without a check that failed. */
  acknowledge = (what: Acknowledgement, yes: boolean) => {
    const { stage } = this.snapshot;
    if (stage.kind !== 'confirming') return;
    const acknowledged = new Set(stage.checks.acknowledged);
    if (yes) acknowledged.add(what);
    else acknowledged.delete(what);
    this.updateChecks(stage, { acknowledged });
  };

  /** The user declined the confirmation: nothing was signed. */
  cancel = () => {
    if (this.snapshot.stage.kind === 'confirming') this.move(IDLE);
  };

  /** Closes a pending or not-sent view; a pending action goes on being watched and reports by toast. */
  dismiss = () => {
    const { kind } = this.snapshot.stage;
    if (kind === 'pending' || kind === 'notSent') this.move(IDLE);
  };

  /** Runs the dry run and (for sends) the receiver checks; each answer updates the dialog if it is still open on it. */
  private check(request: PaidActionRequest, group: GroupView, ctx: BuildContext) {
    const opened = this.snapshot.stage;
    const dryRun = dryRunState(request, group, ctx).then((state) => this.updateChecks(opened, { dryRun: state }));
    const recipient =
      request.action === 'send' &&
      recipientChecks(group, ctx).then((state) => this.updateChecks(opened, { recipient: state }));
    this.checking = Promise.all([dryRun, recipient]);
  }

  private updateChecks(opened: PaidStage, change: Partial<ConfirmChecks>) {
    const { stage } = this.snapshot;
    if (stage.kind !== 'confirming' || opened.kind !== 'confirming' || stage.group !== opened.group) return;
    this.move({ ...stage, checks: { ...stage.checks, ...change } });
  }

  private pending(watched: Watched) {
    this.watching.set(watched.request.action, watched);
    if (this.showing(watched.request)) this.move({ kind: 'pending', ...watched });
    else this.publish();
  }

  private unwatch(request: PaidActionRequest) {
    if (this.watching.get(request.action)?.request === request) this.watching.delete(request.action);
    this.publish();
  }

  private sent(request: PaidActionRequest, confirmed: Confirmed, deps: PaidActionDeps) {
    if (this.showing(request)) this.move(IDLE);
    const message = typeof request.success === 'string' ? request.success : request.success(confirmed);
    deps.show({ tone: 'success', message, txId: confirmed.txId, explorer: transactionLink(confirmed.txId) });
    request.onSent?.(confirmed);
    void deps.refresh((request.invalidates ?? []).map(({ queryKey }) => queryKey));
  }

  private notSent(watched: Watched, deps: PaidActionDeps) {
    // In view, the modal says it; dismissed earlier, a toast does.
    if (this.showing(watched.request)) this.move({ kind: 'notSent', ...watched });
    else deps.show({ tone: 'error', message: ledgerCopy('confirmTx.notSent'), txId: watched.txId });
    watched.request.onFailed?.();
  }

  /** The request's precheck refused: nothing was built; the screen shows why, or a toast does. */
  private stopped(reason: string, request: PaidActionRequest, deps: PaidActionDeps) {
    this.move(IDLE);
    if (request.onRefused) request.onRefused(reason);
    else deps.show({ tone: 'error', message: reason });
    request.onFailed?.();
  }

  /** The action failed: a toast says why (`reason`, when the dry run or the account's figures already said it). */
  private refused(error: unknown, request: PaidActionRequest, deps: PaidActionDeps, reason?: string) {
    // The spec's purchase message sends the user to the console for the details.
    console.error(error);
    const message =
      reason ??
      (error instanceof WalletNotConnected
        ? ledgerCopy('errors.walletNotConnected')
        : translateError(error, request.action));
    if (this.showing(request)) this.move(IDLE);
    deps.show({ tone: 'error', message });
    request.onFailed?.();
  }

  private showing(request: PaidActionRequest): boolean {
    const { stage } = this.snapshot;
    return stage.kind !== 'idle' && stage.request === request;
  }

  private move(stage: PaidStage) {
    this.snapshot = { ...this.snapshot, stage };
    this.publish();
  }

  private publish() {
    const watched = new Set(this.watching.keys());
    const same = watched.size === this.snapshot.watched.size && [...watched].every((a) => this.snapshot.watched.has(a));
    if (!same) this.snapshot = { ...this.snapshot, watched };
    for (const listener of this.listeners) listener();
  }
}
