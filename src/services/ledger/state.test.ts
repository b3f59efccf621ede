// @vitest-environment node
import { encodeAddress } from 'algosdk';
import { describe, expect, it } from 'vitest';
import { useTestLedger } from '../../devnet/testing';
import { optInApp } from '../../devnet/genesis/builder';
import { LOCALNET_IDS } from '../config/localnet';
import { QUIZ_NO_TIME, STATE_KEYS } from '../config/onchain';
import { buildAppOptIn } from '../contracts';
import { getGlobalState, getLocalState, listAppAccounts } from './state';
import { signAndSubmit } from './testing';

const { quiz, roulette } = LOCALNET_IDS.apps;

/** An address nobody holds the key of (a key pair per account would make 1000 accounts slow to create). */
const randomAddress = () => encodeAddress(crypto.getRandomValues(new Uint8Array(32)));

describe('ledger state', () => {
  const net = useTestLedger();

  describe('getLocalState', () => {
    it('is null before the opt-in and holds the app keys after it', async () => {
      const alice = net.newAccount();
      expect(await getLocalState(alice.addr.toString(), quiz)).toBeNull();
      await signAndSubmit(alice, (ctx) => buildAppOptIn(ctx, 'quiz'));
      expect(await getLocalState(alice.addr.toString(), quiz)).toEqual({
        [STATE_KEYS.quiz.score]: 0n,
        [STATE_KEYS.quiz.time]: QUIZ_NO_TIME,
      });
    });

    it('is an empty object for an app that keeps no local state (opted in, nothing stored)', async () => {
      const alice = net.newAccount();
      await signAndSubmit(alice, (ctx) => buildAppOptIn(ctx, 'roulette'));
      expect(await getLocalState(alice.addr.toString(), roulette)).toEqual({});
    });
  });

  describe('getGlobalState', () => {
    it('decodes the keys and values algod sends in base64', async () => {
      const expected = net.ledger.state.apps.get(roulette)!.global;
      const global = await getGlobalState(roulette);
      expect(Object.keys(global).sort()).toEqual(Object.values(STATE_KEYS.roulette).sort());
      expect(global).toEqual(Object.fromEntries(expected));
    });

    it('is empty for an app with no global state', async () => {
      expect(await getGlobalState(LOCALNET_IDS.apps.marketplace)).toEqual({});
    });
  });

  describe('listAppAccounts', () => {
    it('follows the indexer pages past 1000 accounts and skips accounts that closed out', async () => {
      const state = net.ledger.state;
      const joined = Array.from({ length: 1100 }, (_, i) => {
        const address = randomAddress();
        net.fund(address, 1_000_000n);
        optInApp(state, address, quiz, {
          [STATE_KEYS.quiz.score]: BigInt(i % 11),
          [STATE_KEYS.quiz.time]: BigInt(1000 + i),
        });
        return address;
      });
      const left = Array.from({ length: 5 }, () => {
        const address = randomAddress();
        net.fund(address, 1_000_000n);
        optInApp(state, address, quiz, { [STATE_KEYS.quiz.score]: 10n });
        state.accounts.get(address)!.locals.get(quiz)!.closedAt = state.round;
        return address;
      });
      const openInLedger = [...state.accounts].filter(([, record]) => {
        const local = record.locals.get(quiz);
        return local && local.closedAt === undefined;
      });

      const accounts = await listAppAccounts(quiz);

      expect(accounts.length).toBe(openInLedger.length);
      expect(accounts.length).toBeGreaterThan(1100);
      expect(new Set(accounts.map((a) => a.address)).size).toBe(accounts.length);
      const byAddress = new Map(accounts.map((a) => [a.address, a.state]));
      for (const address of left) expect(byAddress.has(address)).toBe(false);
      expect(byAddress.get(joined[1099])).toEqual({
        [STATE_KEYS.quiz.score]: 1099n % 11n,
        [STATE_KEYS.quiz.time]: 2099n,
      });
    }, 30_000); // 1100 accounts through the indexer's pages: seconds when the suite shares two cores

    it('is empty for an app nobody joined', async () => {
      expect(await listAppAccounts(987_654n)).toEqual([]);
    });
  });
});
