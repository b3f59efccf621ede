import { ledgerCopy } from '../../i18n/features';
import { requireNetwork } from '../../services/config/networks';
import { buildTargetSubmit } from '../../services/contracts';
import { innerPaid } from '../../services/games';
import { appQueries } from '../apps';
import type { PaidActionRequest } from '../paidAction';

/**
 * 'Recompensa' (SPEC §7): 15 + 100 UMQ to the target app and `submit_result` + score, through the paid path. Once
 * confirmed, `onClaimed` gets the reward the contract paid by inner transfer, read from THIS claim's confirmation
 * (a later balance read could include other transfers). A failure toasts 'Error al reclamar recompensa: {reason}'.
 */
export function claimRequest(address: string, score: number, onClaimed: (reward: bigint) => void): PaidActionRequest {
  return {
    action: 'targetSubmit',
    title: ledgerCopy('target.claimTitle'),
    success: ledgerCopy('target.claimed'),
    build: (ctx) => buildTargetSubmit(ctx, { score: BigInt(score) }),
    invalidates: [appQueries.local('target', address)],
    onSent: ({ record }) => onClaimed(innerPaid(record, address, requireNetwork().ids.assets.UMQ)),
  };
}
