import { ledgerCopy } from '../../i18n/features';
import { requireNetwork } from '../../services/config/networks';
import { buildSpin } from '../../services/contracts';
import { spinOutcome, type SpinOutcome } from '../../services/games';
import { appQueries } from '../apps';
import type { PaidActionRequest } from '../paidAction';

/** A uint64 from the browser's CSPRNG: the spin's random argument (the contract mixes it with the round). */
const randomUint64 = () => crypto.getRandomValues(new BigUint64Array(1))[0];

/**
 * The paid action of one spin (15 + 100 UMQ to the admin, then `spin` + a random uint64). Once confirmed,
 * `onSpun` gets THIS spin's outcome, read from its own confirmation, and the group's id.
 */
export function spinRequest(player: string, onSpun: (outcome: SpinOutcome, txId: string) => void): PaidActionRequest {
  return {
    action: 'spin',
    title: ledgerCopy('roulette.spinTitle'),
    success: ledgerCopy('roulette.spun'),
    // The wheel's result must not be readable before paying (ADR 0008): the dry run leaves the prize out.
    prizeBySpin: true,
    build: (ctx) => buildSpin(ctx, { random: randomUint64() }),
    invalidates: [appQueries.global('roulette')],
    onSent: ({ record, txId }) => onSpun(spinOutcome(record, player, requireNetwork().ids.assets.UMQ), txId),
  };
}
