// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { encodeAddress, getApplicationAddress, mnemonicToSecretKey } from 'algosdk';
import { LOCALNET_IDS } from '../../services/config/localnet';
import { STATE_KEYS, UMQ_UNIT, WELCOME_GIFT } from '../../services/config/onchain';
import { APP_MODELS } from '../apps';
import { readQuizTop } from '../apps/quizTop';
import { buildRanking, rankingEntry } from '../../services/quiz/ranking';
import { minBalance } from '../engine/minBalance';
import { serializeState } from '../engine/serialize';
import { DEVNET_ADDRESSES, DEVNET_MNEMONICS } from '../index';
import { buildGenesis } from './genesis';
import { SIMULATED_PLAYERS } from './players';

const NOW = 1_767_225_600n;

describe('genesis', () => {
  const state = buildGenesis(NOW, APP_MODELS);

  it('has the admin of LOCALNET_IDS, whose exported mnemonic signs for it', () => {
    expect(DEVNET_ADDRESSES.admin).toBe(LOCALNET_IDS.admin);
    expect(mnemonicToSecretKey(DEVNET_MNEMONICS.admin).addr.toString()).toBe(LOCALNET_IDS.admin);
    expect(state.accounts.get(LOCALNET_IDS.admin)!.amount).toBeGreaterThan(0n);
  });

  it('is the same every time for the same clock', () => {
    expect(serializeState(buildGenesis(NOW, APP_MODELS))).toBe(serializeState(state));
  });

  it('creates UMQ and HLK and the six apps with the configured ids', () => {
    expect(state.assets.get(LOCALNET_IDS.assets.UMQ)).toMatchObject({ unitName: 'UMQ', decimals: 9 });
    expect(state.assets.get(LOCALNET_IDS.assets.HLK)).toMatchObject({ unitName: 'HLK', decimals: 9 });
    for (const [name, id] of Object.entries(LOCALNET_IDS.apps)) {
      expect(state.apps.get(id)).toMatchObject({
        model: name,
        globalSchema: APP_MODELS[name as keyof typeof APP_MODELS].globalSchema,
      });
    }
    expect(state.apps.get(LOCALNET_IDS.apps.roulette)!.global.get(STATE_KEYS.roulette.totalParticipants)).toBe(0n);
  });

  it('funds the app accounts so prizes, gifts and rewards can be paid', () => {
    const holding = (app: keyof typeof LOCALNET_IDS.apps, asset: bigint) =>
      state.accounts.get(getApplicationAddress(LOCALNET_IDS.apps[app]).toString())!.assets.get(asset)!.amount;
    expect(holding('airdrop', LOCALNET_IDS.assets.UMQ)).toBeGreaterThanOrEqual(1000n * WELCOME_GIFT);
    expect(holding('roulette', LOCALNET_IDS.assets.UMQ)).toBeGreaterThanOrEqual(1_000_000n * UMQ_UNIT);
    expect(holding('target', LOCALNET_IDS.assets.UMQ)).toBeGreaterThan(0n);
    expect(holding('staking', LOCALNET_IDS.assets.HLK)).toBeGreaterThan(0n);
  });

  it('has at least 30 simulated players with quiz and target results and some stakes', () => {
    const withLocal = (app: bigint) => [...state.accounts.values()].filter((a) => a.locals.has(app));
    const quiz = withLocal(LOCALNET_IDS.apps.quiz);
    expect(SIMULATED_PLAYERS).toBeGreaterThanOrEqual(30);
    expect(quiz).toHaveLength(SIMULATED_PLAYERS);
    for (const player of quiz) {
      const kv = player.locals.get(LOCALNET_IDS.apps.quiz)!.kv;
      expect(kv.get(STATE_KEYS.quiz.score)).toBeTypeOf('bigint');
      expect(kv.get(STATE_KEYS.quiz.time)).toBeLessThanOrEqual(9999n);
    }
    expect(withLocal(LOCALNET_IDS.apps.target)).toHaveLength(SIMULATED_PLAYERS);
    const stakes = withLocal(LOCALNET_IDS.apps.staking).map((a) => a.locals.get(LOCALNET_IDS.apps.staking)!.kv);
    expect(stakes.length).toBeGreaterThan(5);
    for (const kv of stakes) expect(kv.get(STATE_KEYS.staking.start)).toBeLessThan(NOW);
  });

  it('seeds DEVNET_PLAYERS=1000 players the same way every time, with ties and players who never played', () => {
    const big = buildGenesis(NOW, APP_MODELS, 1000);
    expect(serializeState(buildGenesis(NOW, APP_MODELS, 1000))).toBe(serializeState(big));
    const results = [...big.accounts.values()]
      .map((a) => a.locals.get(LOCALNET_IDS.apps.quiz)?.kv)
      .filter((kv) => kv !== undefined)
      .map((kv) => `${kv.get(STATE_KEYS.quiz.score)}/${kv.get(STATE_KEYS.quiz.time)}`);
    expect(results).toHaveLength(1000);
    const played = results.filter((r) => !r.endsWith('/9999'));
    expect(results.length - played.length).toBe(100);
    expect(results).toContain('0/9999');
    // Ties on score and time both: fewer distinct results than players who played.
    expect(new Set(played).size).toBeLessThan(played.length - 100);
    const withApp = (app: bigint) => [...big.accounts.values()].filter((a) => a.locals.has(app)).length;
    expect(withApp(LOCALNET_IDS.apps.target)).toBe(1000);
    expect(withApp(LOCALNET_IDS.apps.staking)).toBe(334);
    for (const account of big.accounts.values()) expect(account.amount).toBeGreaterThanOrEqual(minBalance(account));
  });

  it('keeps in the quiz app the top 10 its players’ results rank first (1000 players, ties among them)', () => {
    const big = buildGenesis(NOW, APP_MODELS, 1000);
    const entries = [...big.accounts].flatMap(([address, account]) => {
      const local = account.locals.get(LOCALNET_IDS.apps.quiz);
      return local ? [rankingEntry(address, Object.fromEntries(local.kv))] : [];
    });
    const truth = buildRanking(entries, { top: 10 }).top;
    const top = readQuizTop({ get: (key) => big.apps.get(LOCALNET_IDS.apps.quiz)!.global.get(key) });
    expect(top.map(({ score, time }) => [score, time])).toEqual(truth.map(({ score, time }) => [score, time]));
    // Each place is a real player's result (among exact ties, whichever came first holds the place).
    const results = new Set(entries.map((e) => `${e.address}/${e.score}/${e.time}`));
    for (const e of top) expect(results.has(`${encodeAddress(e.publicKey)}/${e.score}/${e.time}`)).toBe(true);
    expect(new Set(top.map((e) => encodeAddress(e.publicKey))).size).toBe(10);
  });

  it('leaves every account at or above its minimum balance', () => {
    for (const account of state.accounts.values()) expect(account.amount).toBeGreaterThanOrEqual(minBalance(account));
  });
});
