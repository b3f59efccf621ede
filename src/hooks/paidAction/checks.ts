import { t } from '../../i18n/features';
import { unitLabel } from '../../services/amounts';
import { decodeGroup } from '../../services/contracts/decode';
import type { BuildContext, BuiltGroup } from '../../services/contracts/group';
import {
  classifyError,
  dryRun,
  earlierRecipients,
  explainRefusal,
  lookAlikeOf,
  translateError,
} from '../../services/ledger';
import type { ConfirmChecks, DryRunState, PaidActionRequest } from './types';

/** Before anything answered: the dry run still simulating, no notice about the receiver yet. */
export const UNCHECKED: ConfirmChecks = { dryRun: { kind: 'simulating' }, firstTime: false, acknowledged: false };

/** Whether Confirm may be offered: the dry run answered without a failure, and a look-alike was acknowledged. */
export function confirmable(checks: ConfirmChecks): boolean {
  const { kind } = checks.dryRun;
  return (kind === 'ok' || kind === 'unavailable') && (!checks.lookAlike || checks.acknowledged);
}

/**
 * The dry run of the unsigned group, its failure in Spanish: a token to an account that has not activated it named,
 * what the account lacks with figures ('Te faltan 0,25 ALGO para la comisión y el saldo mínimo. …'), else the
 * action's own message.
 */
export async function dryRunState(
  request: PaidActionRequest,
  group: BuiltGroup,
  ctx: BuildContext,
): Promise<DryRunState> {
  const result = await dryRun(group.txns, ctx.sender, ctx.ids, { withoutInnerPayouts: request.prizeBySpin });
  if (result.kind !== 'failed') return result;
  const token = decodeGroup(group.txns, ctx.ids).moves.find(({ asset }) => asset !== 'ALGO')?.asset;
  if (token && classifyError(result.error) === 'receiverNotOptedIn') {
    return {
      kind: 'failed',
      reason: t('confirmTx.receiverNotOptedIn', { asset: unitLabel(token) }),
      error: result.error,
    };
  }
  const explained = await explainRefusal(result.error, group.txns, ctx.sender, ctx.ids);
  return { kind: 'failed', reason: explained ?? translateError(result.error, request.action), error: result.error };
}

/**
 * For a send: whether this account never paid the receiver before, and an earlier recipient it looks like. The
 * history is the indexer's; when it cannot be read, nothing is claimed either way.
 */
export async function recipientChecks(
  group: BuiltGroup,
  ctx: BuildContext,
): Promise<Pick<ConfirmChecks, 'firstTime' | 'lookAlike'>> {
  const { receiver } = decodeGroup(group.txns, ctx.ids);
  try {
    const earlier = await earlierRecipients(ctx.sender);
    if (earlier.has(receiver)) return { firstTime: false };
    return { firstTime: true, lookAlike: lookAlikeOf(receiver, earlier) };
  } catch {
    return { firstTime: false };
  }
}
