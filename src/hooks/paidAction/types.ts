import type { TransactionLink } from './explorerLink';
import type { QueryKey } from '@tanstack/react-query';
import type { BuildContext, BuiltGroup } from '../../services/contracts/group';
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
  | { kind: 'confirming' | 'signing' | 'sending'; request: PaidActionRequest; group: BuiltGroup; checks: ConfirmChecks }
  | { kind: 'pending' | 'notSent'; request: PaidActionRequest; group: BuiltGroup; txId: string };

/** The stages in which the confirmation modal is open. */
export type ModalStage = Exclude<PaidStage['kind'], 'idle' | 'preparing'>;

/**
 * What the confirmation modal shows and does, shaped like the kit's ConfirmTxModal props (hooks may not import
 * ui): amounts already formatted, the recipient in full.
 */
export interface ConfirmView {
  open: boolean;
  stage: ModalStage;
  action: string;
  value: string;
  /** The value in base units ('Valor exacto en unidades base: 1.500.000 unidades base de ALGO'): the dialog's description. */
  exactValue: string;
  moxFee: string;
  networkFee: string;
  total: string;
  recipient: string;
  /** Mox's own account by name ('App de la Ruleta'), or 'Tu cuenta'; absent for anyone else. */
  recipientName?: string;
  /** The group's network fee is above 0.01 ALGO: 'Comisión de red alta'. */
  highFee: boolean;
  /** The dry run, its balance changes formatted with their sign ('+500 UMQ', '−0.003 ALGO'). */
  dryRun?:
    | { kind: 'simulating' }
    | { kind: 'ok'; changes: readonly string[]; prizeBySpin?: boolean }
    | { kind: 'failed'; reason: string }
    | { kind: 'unavailable' };
  /** The receiver checks still being read from the indexer, or unreadable. */
  recipientCheck?: 'checking' | 'unavailable';
  firstTimeRecipient?: boolean;
  lookAlike?: { earlier: string; acknowledged: boolean; onAcknowledge: (acknowledged: boolean) => void };
  /** A check could not answer: Confirm waits until the user ticks that they go on without it. */
  unverified?: { acknowledged: boolean; onAcknowledge: (acknowledged: boolean) => void };
  /** Whether Confirm may be pressed: `confirmable` of hooks/paidAction/checks, the one place that decides it. */
  canConfirm: boolean;
  /** The notes the group carries, as text (the send form's 'Nota', an ARC-90 note). */
  notes: readonly string[];
  /** The group's id once the outcome is unknown or known to be "not sent". */
  txId?: string;
  /** While pending: the group on the block explorer (hooks/paidAction/explorerLink), where the network has one. */
  explorer?: TransactionLink;
  onConfirm: () => void;
  onCancel: () => void;
  /** Closes a pending or not-sent view; a pending action goes on being watched. */
  onDismiss: () => void;
}
