import { ledgerCopy } from '../../i18n/features';
import { AmountError, ASSETS, formatAmount, parseAmount } from '../../services/amounts';
import { MIN_STAKE } from '../../services/config/onchain';
import { amountHint } from '../account/format';

const UMQ = ASSETS.UMQ.decimals;

/** The smallest stake the contract takes, in whole UMQ as the copy shows it ('100'). */
export const MIN_STAKE_SHOWN = formatAmount(MIN_STAKE, UMQ);

const UNITS_PER_UMQ = 10n ** BigInt(UMQ);

/**
 * Checks a typed stake before anything is signed (SPEC §5): a number above 0 ('Ingresa una cantidad válida de UMQ'),
 * in whole UMQ (the spec's step 1), at least the contract's minimum of 100 UMQ (below it, the spec's own message for
 * the contract's refusal, which is what sending it would earn), and no more than the UMQ held (`null`: no UMQ
 * opt-in, so none). Returns the amount in UMQ base units, or the message to show under the field.
 */
export function checkStakeAmount(text: string, umqHeld: bigint | null): { amount: bigint } | { error: string } {
  let amount: bigint;
  try {
    amount = parseAmount(text, UMQ, { rejectZero: true });
  } catch (error) {
    if (error instanceof AmountError && error.kind === 'tooManyDecimals')
      return { error: ledgerCopy('stake.wholeUmq') };
    return { error: amountHint(error, 'UMQ') ?? ledgerCopy('stake.invalidAmount') };
  }
  if (amount % UNITS_PER_UMQ !== 0n) return { error: ledgerCopy('stake.wholeUmq') };
  if (amount < MIN_STAKE) return { error: ledgerCopy('errors.stakeAssert') };
  const held = umqHeld ?? 0n;
  if (amount > held) return { error: ledgerCopy('stake.notEnoughUmq', { balance: formatAmount(held, UMQ) }) };
  return { amount };
}
