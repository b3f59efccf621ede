import type { TransactionLink } from './explorerLink';
import type { QueryKey } from '@tanstack/react-query';
import type { BuildContext, BuiltGroup } from '../../services/contracts/group';
import type { GroupView } from './groupView';
import type { GroupSummary } from './summary';
import type { BalanceChange, Confirmed, LedgerAction, SigningIntent } from '../../services/ledger';

/**
 * One paid action as a screen asks for it (DESIGN.md §3): what it is, how to build it, what to say after.
 * Requests are made by small factories per action (e.g. hooks/wallet's send), never inline in screens.
 */
export interface PaidActionRequest {
  /** Picks the spec's failure message (services/ledger translateError), and is the lock's unit while pending. */
  action: LedgerAction;
  /** The modal's action line, e.g. 'Envío de ALGO'. */
  title: string;
  /** The success toast, which carries the transaction id; a function reads the confirmation (e.g. the prize). */
  success: string | ((confirmed: Confirmed) => string);
  /** A rekey or close-out the action means to make; without it sign() refuses such fields (none is used today). */
  intent?: SigningIntent;
  /** A game whose payout the dry run must not reveal: its inner transfers are left out of the balance changes. */
  prizeBySpin?: boolean;
  /**
   * Which of a screen's several actions of one kind this is (the item bought), so the screen can mark the one that
   * runs (usePaidAction's `running`).
   */
  subject?: string;
  /**
   * A check against the ledger as it is now, run inside the one-action-at-a-time lock before anything is built (a
   * second press while it reads starts nothing): a Spanish refusal stops the action there, null lets it go on.
   */
  precheck?: () => Promise<string | null>;
  /** Where a refusal of `precheck` is shown when the screen shows it itself (under a field); else it is a toast. */
  onRefused?: (reason: string) => void;
  /** Builds the unsigned group from a context with fresh suggested params (services/contracts). */
  build: (ctx: BuildContext) => BuiltGroup;
  /** Queries (options from their factories) a confirmed group changes besides the balances, always refreshed. */
  invalidates?: ReadonlyArray<{ queryKey: QueryKey }>;
  /** Runs once the group is confirmed, with the confirmation: a result shown to the user comes from it. */
  onSent?: (confirmed: Confirmed) => void;
  /** Runs when the action ends without sending anything (refused, or not sent once its window passed). */
  onFailed?: () => void;
}

/** The dry run's verdict, as the controller holds it: the failure already in Spanish. */
export type DryRunState =
  | { kind: 'simulating' }
  | { kind: 'ok'; changes: BalanceChange[] }
  | { kind: 'failed'; reason: string; error: Error }
  | { kind: 'unavailable' };

/**
 * The receiver checks of a send, read from the account's history on the indexer: still being read, answered (a
 * first payment, an address like a known one), or unreadable. Actions that are not sends have none (`none`).
 */
export type RecipientState =
  | { kind: 'none' }
  | { kind: 'checking' }
  | { kind: 'answered'; firstTime: boolean; lookAlike?: string }
  | { kind: 'unavailable' };

/**
 * What the user must tick before Confirm: that they checked a look-alike receiver, or that they go on although a
 * check could not answer (the dry run or the receiver checks).
 */
export type Acknowledgement = 'lookAlike' | 'unverified';

/** What is checked before Confirm is offered: the dry run, the receiver (sends), and what the user acknowledged. */
export interface ConfirmChecks {
  dryRun: DryRunState;
  recipient: RecipientState;
  acknowledged: ReadonlySet<Acknowledgement>;
}

/** Where the page's one paid action stands. `pending` and `notSent` carry the group's id, shown to the user. */
export type PaidStage =
  | { kind: 'idle' }
  | { kind: 'preparing'; request: PaidActionRequest }
  | { kind: 'confirming' | 'signing' | 'sending'; request: PaidActionRequest; group: GroupView; checks: ConfirmChecks }
  | { kind: 'pending' | 'notSent'; request: PaidActionRequest; group: GroupView; txId: string };

/** The stages in which the confirmation modal is open. */
export type ModalStage = Exclude<PaidStage['kind'], 'idle' | 'preparing'>;

/**
 * The page's one paid action as the confirmation dialog needs it, in this layer's terms (src/app adapts it to the
 * dialog's props): the group's figures, the checks as they stand, whether Confirm may be offered, what the user can do.
 */
export interface PaidActionView {
  open: boolean;
  stage: ModalStage;
  /** The request's title, e.g. 'Envío de ALGO'. */
  action: string;
  /** The group's figures, from its one decoded view (summary.ts); absent while the dialog is closed. */
  summary?: GroupSummary;
  /** The dry run and the receiver checks as they stand, and what the user ticked (absent once pending or not sent). */
  checks?: ConfirmChecks;
  /** What the user must tick before Confirm, as the checks stand (checks.ts `acknowledgementsNeeded`). */
  needed: readonly Acknowledgement[];
  /** A game whose payout the dry run leaves out: the dialog says the spin decides it. */
  prizeBySpin?: boolean;
  /** Whether Confirm may be offered: checks.ts `mayConfirm`, the one place that decides it. */
  canConfirm: boolean;
  /** The group's id once the outcome is unknown or known to be "not sent". */
  txId?: string;
  /** While pending: the group on the block explorer (hooks/paidAction/explorerLink), where the network has one. */
  explorer?: TransactionLink;
  onConfirm: () => void;
  onCancel: () => void;
  /** Closes a pending or not-sent view; a pending action goes on being watched. */
  onDismiss: () => void;
  /** The user ticked (or unticked) one of the `needed` acknowledgements. */
  onAcknowledge: (what: Acknowledgement, yes: boolean) => void;
}
