// @vitest-environment node
import { makePaymentTxnWithSuggestedParamsFromObject, type Account } from 'algosdk';
import { describe, expect, it } from 'vitest';
import { useTestLedger } from '../../devnet/testing';
import { es, type CopyKey } from '../../i18n';
import { ledgerCopy } from '../../i18n/features';
import { MIN_STAKE, UMQ_UNIT } from '../config/onchain';
import { buildAppOptIn, buildAssetOptIn, buildQuizSubmit, buildSend, buildStake, buildWithdraw } from '../contracts';
import { getAccount } from './account';
import { appOptInAction, classifyError, translateError, type LedgerAction, type LedgerErrorKind } from './errors';
import { getGlobalState } from './state';
import { freshBuildContext } from './params';
import { signAndSubmit } from './testing';
import { submit } from './submit';

const failureOf = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('expected the ledger to refuse');
    },
    (error: unknown) => error,
  );

/** Every action, checked by the compiler against the LedgerAction union. */
const EVERY_ACTION = {
  balances: true,
  send: true,
  assetOptIn: true,
  rouletteOptIn: true,
  airdropOptIn: true,
  marketplaceOptIn: true,
  quizOptIn: true,
  targetOptIn: true,
  stakingOptIn: true,
  rouletteState: true,
  spin: true,
  claim: true,
  buy: true,
  quizSubmit: true,
  targetSubmit: true,
  stake: true,
  stakeState: true,
  withdraw: true,
  claimStakeReward: true,
} satisfies Record<LedgerAction, true>;
const ALL_ACTIONS = Object.keys(EVERY_ACTION) as LedgerAction[];

/** Every message translateError may produce: each errors.* text (and the claim's own), with each Spanish reason. */
const REASONS = Object.entries(es.errors)
  .filter(([name]) => name.startsWith('reason'))
  .map(([, reason]) => reason);
const MESSAGE_KEYS = [
  ...Object.keys(es.errors).map((name) => `errors.${name}` as CopyKey),
  'referral.claimFailed' satisfies CopyKey,
] as CopyKey[];
const CATALOGUE_MESSAGES = new Set(MESSAGE_KEYS.flatMap((key) => REASONS.map((reason) => ledgerCopy(key, { reason }))));

describe('translateError with the texts algod really sends', () => {
  const net = useTestLedger();

  /** A fresh account holding the dispenser's UMQ. */
  async function umqHolder(): Promise<Account> {
    const account = net.newAccount();
    await signAndSubmit(account, (ctx) => buildAssetOptIn(ctx, 'UMQ'));
    net.fund(account.addr, 0n);
    return account;
  }

  const send = (from: Account, to: Account, asset: 'ALGO' | 'UMQ', amount: bigint) =>
    failureOf(signAndSubmit(from, (ctx) => buildSend(ctx, { asset, receiver: to.addr.toString(), amount })));

  it('overspend: not enough ALGO', async () => {
    const error = await send(net.newAccount(1_000_000n), net.newAccount(), 'ALGO', 5_000_000n);
    expect(classifyError(error)).toBe('overspend');
    expect(translateError(error, 'send')).toBe(es.errors.sendTx);
    expect(translateError(error, 'stake')).toBe(es.errors.stakeOverspend);
    expect(translateError(error, 'spin')).toBe(
      ledgerCopy('errors.rouletteSpin', { reason: es.errors.reasonOverspend }),
    );
  });

  it('underflow: not enough UMQ reads as the same overspend', async () => {
    const alice = await umqHolder();
    const bob = await umqHolder();
    const error = await send(alice, bob, 'UMQ', 10_000n * UMQ_UNIT);
    expect(classifyError(error)).toBe('overspend');
    expect(translateError(error, 'stake')).toBe(es.errors.stakeOverspend);
  });

  it('below min: the ALGO left would not cover the minimum balance', async () => {
    const error = await send(net.newAccount(), net.newAccount(), 'ALGO', 9_950_000n);
    expect(classifyError(error)).toBe('belowMin');
    expect(translateError(error, 'stake')).toBe(es.errors.stakeOverspend);
    expect(translateError(error, 'quizOptIn')).toBe(
      ledgerCopy('errors.quizOptIn', { reason: es.errors.reasonBelowMin }),
    );
  });

  it('must optin: the receiver has not opted in to the token', async () => {
    const error = await send(await umqHolder(), net.newAccount(), 'UMQ', UMQ_UNIT);
    expect(classifyError(error)).toBe('receiverNotOptedIn');
    expect(translateError(error, 'send')).toBe(es.errors.sendTx);
    expect(translateError(error, 'targetSubmit')).toBe(
      ledgerCopy('errors.claimReward', { reason: es.errors.reasonNotOptedIn }),
    );
  });

  it('missing from: the sender has not opted in to the token', async () => {
    const error = await send(net.newAccount(), await umqHolder(), 'UMQ', UMQ_UNIT);
    expect(classifyError(error)).toBe('senderNotOptedIn');
    expect(translateError(error, 'spin')).toBe(
      ledgerCopy('errors.rouletteSpin', { reason: es.errors.reasonSenderNotOptedIn }),
    );
  });

  it('assert failed: a stake under the minimum, and a withdrawal with nothing staked', async () => {
    const alice = await umqHolder();
    await signAndSubmit(alice, (ctx) => buildAppOptIn(ctx, 'staking'));
    await signAndSubmit(alice, (ctx) => buildAssetOptIn(ctx, 'HLK'));
    const stake = await failureOf(signAndSubmit(alice, (ctx) => buildStake(ctx, { amount: MIN_STAKE - 1n })));
    expect(String(stake)).toContain('assert failed');
    expect(classifyError(stake)).toBe('rejected');
    expect(translateError(stake, 'stake')).toBe(es.errors.stakeAssert);

    const withdraw = await failureOf(signAndSubmit(alice, (ctx) => buildWithdraw(ctx)));
    expect(classifyError(withdraw)).toBe('rejected');
    expect(translateError(withdraw, 'withdraw')).toBe(es.errors.withdrawAssert);
  });

  it('opted in twice, and a call to an app never opted in to', async () => {
    const alice = await umqHolder();
    await signAndSubmit(alice, (ctx) => buildAppOptIn(ctx, 'quiz'));
    const twice = await failureOf(signAndSubmit(alice, (ctx) => buildAppOptIn(ctx, 'quiz')));
    expect(classifyError(twice)).toBe('alreadyOptedIn');
    expect(translateError(twice, appOptInAction('quiz'))).toBe(
      ledgerCopy('errors.quizOptIn', { reason: es.errors.reasonAlreadyOptedIn }),
    );

    const bob = await umqHolder();
    const never = await failureOf(signAndSubmit(bob, (ctx) => buildQuizSubmit(ctx, { score: 5n, time: 1234n })));
    expect(classifyError(never)).toBe('appNotOptedIn');
    expect(translateError(never, 'stake')).toBe(
      ledgerCopy('errors.stakeOther', { reason: es.errors.reasonAppNotOptedIn }),
    );
  });

  it('authorized by another key: the account was rekeyed away from the wallet’s key', async () => {
    const alice = net.newAccount();
    const elsewhere = net.newAccount();
    const rekey = makePaymentTxnWithSuggestedParamsFromObject({
      sender: alice.addr,
      receiver: alice.addr,
      amount: 0n,
      rekeyTo: elsewhere.addr,
      suggestedParams: await net.algod.getTransactionParams().do(),
    });
    await net.algod.sendRawTransaction(rekey.signTxn(alice.sk)).do();
    const error = await send(alice, net.newAccount(), 'ALGO', 1_000_000n);
    expect(classifyError(error)).toBe('rekeyed');
    expect(translateError(error, 'spin')).toBe(ledgerCopy('errors.rouletteSpin', { reason: es.errors.reasonRekeyed }));
  });

  it('txn dead: a transaction outside its validity window', async () => {
    const alice = net.newAccount();
    const ctx = await freshBuildContext(alice.addr.toString());
    const firstValid = BigInt(ctx.params.firstValid) + 50n;
    const late = { ...ctx, params: { ...ctx.params, firstValid, lastValid: firstValid + 10n } };
    const { txns } = buildSend(late, { asset: 'ALGO', receiver: alice.addr.toString(), amount: 0n });
    const error = await failureOf(submit(txns.map((txn) => txn.signTxn(alice.sk))));
    expect(classifyError(error)).toBe('expired');
    expect(translateError(error, 'spin')).toBe(ledgerCopy('errors.rouletteSpin', { reason: es.errors.reasonExpired }));
  });

  it('network failure: no answer, or a node in trouble', async () => {
    const alice = net.newAccount().addr.toString();
    net.faults.set({ route: 'account', loseResponse: true });
    const lost = await failureOf(getAccount(alice));
    net.faults.set({ route: 'account', status: 503 });
    const unavailable = await failureOf(getAccount(alice));
    for (const error of [lost, unavailable]) {
      expect(classifyError(error)).toBe('network');
      expect(translateError(error, 'balances')).toBe(es.errors.balances);
      expect(translateError(error, 'quizOptIn')).toBe(
        ledgerCopy('errors.quizOptIn', { reason: es.errors.reasonNetwork }),
      );
    }
  });

  it('anything else gets the generic reason', async () => {
    const error = await failureOf(getGlobalState(424_242n));
    expect(classifyError(error)).toBe('unknown');
    expect(translateError(error, 'rouletteState')).toBe(es.errors.rouletteState);
    expect(translateError(error, 'spin')).toBe(ledgerCopy('errors.rouletteSpin', { reason: es.errors.reasonUnknown }));
    expect(translateError('not even an Error', 'spin')).toBe(
      ledgerCopy('errors.rouletteSpin', { reason: es.errors.reasonUnknown }),
    );
  });

  it('never lets English through, for any action and any kind of failure', async () => {
    const alice = await umqHolder();
    const failures: unknown[] = [
      await send(net.newAccount(1_000_000n), alice, 'ALGO', 5_000_000n),
      await send(alice, net.newAccount(), 'UMQ', UMQ_UNIT),
      await failureOf(signAndSubmit(alice, (ctx) => buildQuizSubmit(ctx, { score: 1n, time: 1n }))),
      await failureOf(getGlobalState(424_242n)),
      new TypeError('Failed to fetch'),
    ];
    const kinds = new Set<LedgerErrorKind>(failures.map(classifyError));
    expect(kinds.size).toBe(failures.length);
    for (const action of ALL_ACTIONS) {
      for (const error of failures)
        expect(CATALOGUE_MESSAGES, `${action}: ${String(error)}`).toContain(translateError(error, action));
    }
  });
});
