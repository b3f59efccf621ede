import type { QueryKey } from '@tanstack/react-query';
import type { BuildContext, BuiltGroup } from '../../services/contracts/group';
import type { LedgerAction } from '../../services/ledger';

/** One paid action as a screen asks for it (DESIGN.md §3): what it is, how to build it, what to say after. */
export interface PaidActionRequest {
  /** Picks the spec's failure message (services/ledger translateError). */
  action: LedgerAction;
  /** The modal's action line, e.g. 'Envío de ALGO'. */
  title: string;
  /** The success toast; it carries the transaction id, which a click copies. */
  success: string;
  /** Builds the unsigned group from a context with fresh suggested params (services/contracts). */
  build: (ctx: BuildContext) => BuiltGroup;
  /**
   * Keys (from the domain's query factory) a confirmed group changes besides the balances, which are always
   * refreshed: e.g. the roulette's global state after a spin.
   */
  invalidates?: readonly QueryKey[];
  /** Runs once the group is confirmed (e.g. to clear a form). */
  onSent?: () => void;
}

/**
 * What the confirmation modal shows and does, shaped like the kit's ConfirmTxModal props (hooks may not import
 * ui): amounts already formatted, the recipient in full.
 */
export interface ConfirmView {
  open: boolean;
  action: string;
  value: string;
  moxFee: string;
  networkFee: string;
  total: string;
  recipient: string;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Where a paid action stands: nothing, fetching params and building, waiting for the user, signing and sending. */
export type PaidStage =
  | { kind: 'idle' }
  | { kind: 'preparing'; request: PaidActionRequest }
  | { kind: 'confirming' | 'sending'; request: PaidActionRequest; group: BuiltGroup };
