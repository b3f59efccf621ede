import type { AppName } from '../config/onchain';
import { type CopyKey } from '../../i18n';
import { ledgerCopy } from '../../i18n/features';
import { WrongNetworkError } from './params';
import { UnsafeGroupError, type UnsafeKind } from './signingPolicy';

/** What went wrong, read from algod's English text (API.md §3) or from the failed request itself. */
export type LedgerErrorKind =
  | 'overspend'
  | 'belowMin'
  | 'receiverNotOptedIn'
  | 'senderNotOptedIn'
  | 'alreadyOptedIn'
  | 'appNotOptedIn'
  | 'rekeyed'
  | 'rejected'
  | 'expired'
  | 'network'
  | 'wrongNetwork'
  | 'unknown'
  | UnsafeKind;

/** Everything the user can do that reaches the ledger; each has its own failure message. */
export type LedgerAction =
  | 'balances'
  | 'send'
  | 'assetOptIn'
  | `${AppName}OptIn`
  | 'rouletteState'
  | 'spin'
  | 'claim'
  | 'buy'
  | 'quizSubmit'
  | 'targetSubmit'
  | 'stake'
  | 'stakeState'
  | 'withdraw'
  | 'claimStakeReward';

/** The opt-in action of an app. */
export function appOptInAction(app: AppName): LedgerAction {
  return `${app}OptIn`;
}

// First match wins. Logic errors come before the balance rows: an inner transfer failing inside
// the contract ("logic eval error: ... overspend") is the contract's rejection, not the user's balance.
const ALGOD_TEXTS: ReadonlyArray<readonly [RegExp, LedgerErrorKind]> = [
  // A rekeyed account: its own key (the only one the wallet holds) no longer signs for it.
  [/should have been authorized by/, 'rekeyed'],
  [/has already opted in to app/, 'alreadyOptedIn'],
  [/not (?:currently )?opted in to app/, 'appNotOptedIn'],
  [/logic eval error|rejected by ApprovalProgram/, 'rejected'],
  [/overspend|underflow on subtracting/, 'overspend'],
  [/below min \d+/, 'belowMin'],
  [/must optin/, 'receiverNotOptedIn'],
  [/asset \d+ missing from/, 'senderNotOptedIn'],
  [/txn dead/, 'expired'],
  // waitForConfirmation's text for a transaction the pool evicted after accepting it.
  [/^Transaction Rejected/, 'rejected'],
];

// The texts browsers and Node give a fetch that never got an answer.
const FETCH_FAILURE = /fetch|network ?error|load failed/i;

/**
 * True when the request got no usable answer: fetch failed, timed out, or the node (or a proxy in
 * front of it) answered 5xx / 429. Such a request may or may not have reached algod.
 */
export function isNetworkFailure(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const status = (error as { status?: unknown }).status;
  if (typeof status === 'number') return status >= 500 || status === 429;
  // A DOMException named NetworkError is the DOM's own word for it (happy-dom's fetch rejects so: the unit tests).
  if (['AbortError', 'TimeoutError', 'NetworkError'].includes(error.name)) return true;
  return error instanceof TypeError && FETCH_FAILURE.test(error.message);
}

/** Sorts a failure into the kinds the messages distinguish. */
export function classifyError(error: unknown): LedgerErrorKind {
  if (error instanceof WrongNetworkError) return 'wrongNetwork';
  if (error instanceof UnsafeGroupError) return error.kind;
  if (isNetworkFailure(error)) return 'network';
  const text = error instanceof Error ? error.message : String(error);
  return ALGOD_TEXTS.find(([pattern]) => pattern.test(text))?.[1] ?? 'unknown';
}

const REASONS: Readonly<Record<LedgerErrorKind, CopyKey>> = {
  overspend: 'errors.reasonOverspend',
  belowMin: 'errors.reasonBelowMin',
  receiverNotOptedIn: 'errors.reasonNotOptedIn',
  senderNotOptedIn: 'errors.reasonSenderNotOptedIn',
  alreadyOptedIn: 'errors.reasonAlreadyOptedIn',
  appNotOptedIn: 'errors.reasonAppNotOptedIn',
  rekeyed: 'errors.reasonRekeyed',
  rejected: 'errors.reasonRejected',
  expired: 'errors.reasonExpired',
  network: 'errors.reasonNetwork',
  wrongNetwork: 'errors.reasonWrongNetwork',
  unknown: 'errors.reasonUnknown',
  rekey: 'errors.reasonUnsafeRekey',
  closeAccount: 'errors.reasonUnsafeClose',
  closeAsset: 'errors.reasonUnsafeClose',
  feeTooHigh: 'errors.reasonFeeTooHigh',
  unshownType: 'errors.reasonUnshownType',
  unshownField: 'errors.reasonUnshownField',
};

/** Kinds that are the whole story whatever the action: nothing was signed, and the action's message would hide why. */
const WHOLE_STORY: Partial<Record<LedgerErrorKind, CopyKey>> = {
  wrongNetwork: 'errors.wrongNetwork',
  rekey: 'errors.unsafeGroup',
  closeAccount: 'errors.unsafeGroup',
  closeAsset: 'errors.unsafeGroup',
  feeTooHigh: 'errors.unsafeGroup',
  unshownType: 'errors.unsafeGroup',
  unshownField: 'errors.unsafeGroup',
};

/** The Spanish reason for a kind of failure: the {reason} of the messages that have one. */
export function errorReason(kind: LedgerErrorKind): string {
  return ledgerCopy(REASONS[kind]);
}

/** An action's message, and the kinds that get a message of their own (SPEC.md §8). */
interface ActionMessages {
  message: CopyKey;
  byKind?: Partial<Record<LedgerErrorKind, CopyKey>>;
}

const NOT_ENOUGH_TO_STAKE: CopyKey = 'errors.stakeOverspend';

const MESSAGES: Readonly<Record<LedgerAction, ActionMessages>> = {
  balances: { message: 'errors.balances' },
  send: { message: 'errors.sendTx' },
  assetOptIn: { message: 'errors.optIn' },
  rouletteOptIn: { message: 'errors.rouletteOptIn' },
  airdropOptIn: { message: 'errors.appOptIn' },
  marketplaceOptIn: { message: 'errors.marketOptIn' },
  quizOptIn: { message: 'errors.quizOptIn' },
  targetOptIn: { message: 'errors.appOptIn' },
  stakingOptIn: { message: 'errors.stakeActivate' },
  rouletteState: { message: 'errors.rouletteState' },
  spin: { message: 'errors.rouletteSpin' },
  // The spec's 'Error al reclamar el Airdrop.' followed by why (issue 10).
  claim: { message: 'referral.claimFailed' },
  buy: { message: 'errors.marketBuy' },
  quizSubmit: { message: 'errors.submitResult' },
  targetSubmit: { message: 'errors.claimReward' },
  stake: {
    message: 'errors.stakeOther',
    byKind: {
      rejected: 'errors.stakeAssert',
      overspend: NOT_ENOUGH_TO_STAKE,
      belowMin: NOT_ENOUGH_TO_STAKE,
    },
  },
  stakeState: { message: 'errors.withdrawUnverified' },
  // The spec names only the assertion failure of a withdrawal; anything else gets the generic send message.
  withdraw: { message: 'errors.sendTx', byKind: { rejected: 'errors.withdrawAssert' } },
  claimStakeReward: { message: 'errors.claimStakeReward' },
};

/** Stands in for a {reason} to learn whether a message has one. */
const REASON_SLOT = '\u0000';

/**
 * The spec's Spanish message for a failed action, never algod's English: messages with a
 * {reason} get the Spanish reason of the failure's kind, or `explained` (what the account lacks, with figures)
 * when there is one; a message without a {reason} gives way to `explained`, which says more than it.
 */
export function translateError(error: unknown, action: LedgerAction, explained?: string): string {
  if (explained !== undefined) {
    const { message, byKind } = MESSAGES[action];
    const key = byKind?.[classifyError(error)] ?? message;
    return ledgerCopy(key, { reason: REASON_SLOT }).includes(REASON_SLOT)
      ? ledgerCopy(key, { reason: explained })
      : explained;
  }
  const kind = classifyError(error);
  // Whatever the action, a node of another network or a group Mox refused to sign is the whole story.
  const whole = WHOLE_STORY[kind];
  // A refused type or field is named: 'incluye una transacción de tipo «keyreg»…'.
  const refused = error instanceof UnsafeGroupError ? error.refused : '';
  if (whole) return ledgerCopy(whole, { reason: ledgerCopy(REASONS[kind], { name: refused }) });
  const { message, byKind } = MESSAGES[action];
  return ledgerCopy(byKind?.[kind] ?? message, { reason: errorReason(kind) });
}
