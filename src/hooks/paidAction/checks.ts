import { ledgerCopy } from '../../i18n/features';
import { unitLabel } from '../../services/amounts';
import { listContacts } from '../../services/contacts';
import type { BuildContext } from '../../services/contracts/group';
import {
  classifyError,
  dryRun,
  earlierRecipients,
  explainRefusal,
  lookAlikeOf,
  translateError,
} from '../../services/ledger';
import type { GroupView } from './groupView';
import type {
  Acknowledgement,
  ConfirmChecks,
  DryRunState,
  PaidActionRequest,
  PaidStage,
  RecipientState,
} from './types';

/** Before anything answered: the dry run simulating and, for a send, the receiver being checked. */
export function unchecked(request: PaidActionRequest): ConfirmChecks {
  return {
    dryRun: { kind: 'simulating' },
    recipient: request.action === 'send' ? { kind: 'checking' } : { kind: 'none' },
    acknowledged: new Set(),
  };
}

/** Whether some check has not answered yet (the dry run, or the receiver checks read from the indexer). */
export function stillChecking({ dryRun, recipient }: ConfirmChecks): boolean {
  return dryRun.kind === 'simulating' || recipient.kind === 'checking';
}

/** What the user must tick before Confirm, as the answers stand: a look-alike receiver, a check that could not answer. */
export function acknowledgementsNeeded({ dryRun, recipient }: ConfirmChecks): Acknowledgement[] {
  const needed: Acknowledgement[] = [];
  if (recipient.kind === 'answered' && recipient.lookAlike) needed.push('lookAlike');
  if (dryRun.kind === 'unavailable' || recipient.kind === 'unavailable') needed.push('unverified');
  return needed;
}

/**
 * Whether the checks allow Confirm: EVERY check answered (the dry run and, for a send, the receiver checks, which take
 * the indexer 1–3 s: a look-alike warning must never arrive after the click), the dry run did not refuse the group,
 * and whatever needs the user's tick (a look-alike, a check that could not answer) was ticked.
 */
export function confirmable(checks: ConfirmChecks): boolean {
  if (stillChecking(checks) || checks.dryRun.kind === 'failed') return false;
  return acknowledgementsNeeded(checks).every((needed) => checks.acknowledged.has(needed));
}

/**
 * Whether Confirm may be offered at this stage: the dialog waits for the user (not signing, sending or reporting)
 * and its checks allow it. The one place this is decided: the controller signs only when it holds, and the dialog
 * receives it as its `canConfirm` (never working it out again from the checks).
 */
export function mayConfirm(stage: PaidStage): boolean {
  return stage.kind === 'confirming' && confirmable(stage.checks);
}

/**
 * The dry run of the unsigned group, its failure in Spanish: a token to an account that has not activated it named,
 * what the account lacks with figures ('Te faltan 0,25 ALGO para la comisión y el saldo mínimo. …'), else the
 * action's own message.
 */
export async function dryRunState(
  request: PaidActionRequest,
  group: GroupView,
  ctx: BuildContext,
): Promise<DryRunState> {
  const result = await dryRun(group.txns, ctx.sender, ctx.ids, { withoutInnerPayouts: request.prizeBySpin });
  if (result.kind !== 'failed') return result;
  const token = group.decoded.moves.find(({ asset }) => asset !== 'ALGO')?.asset;
  if (token && classifyError(result.error) === 'receiverNotOptedIn') {
    return {
      kind: 'failed',
      reason: ledgerCopy('confirmTx.receiverNotOptedIn', { asset: unitLabel(token) }),
      error: result.error,
    };
  }
  const explained = await explainRefusal(result.error, group.txns, ctx.sender, ctx.ids);
  const reason = translateError(result.error, request.action, explained ?? undefined);
  return { kind: 'failed', reason, error: result.error };
}

/**
 * For a send: whether this account never paid the receiver before, and an address the user knows that the receiver
 * looks like but is not: an earlier recipient (the indexer's history) or a saved contact, so a contact and a pasted
 * address get the same check. When either cannot be read the check says so (`unavailable`), never "all clear".
 */
export async function recipientChecks(group: GroupView, ctx: BuildContext): Promise<RecipientState> {
  const { receiver } = group.decoded;
  try {
    const [earlier, contacts] = await Promise.all([earlierRecipients(ctx.sender), listContacts(ctx.sender)]);
    const known = [...earlier, ...contacts.map(({ address }) => address)];
    return { kind: 'answered', firstTime: !earlier.has(receiver), lookAlike: lookAlikeOf(receiver, known) };
  } catch {
    return { kind: 'unavailable' };
  }
}
