// @vitest-environment node
import { generateAccount, makePaymentTxnWithSuggestedParamsFromObject, type Account } from 'algosdk';
import { describe, expect, it } from 'vitest';
import { giveAsset } from '../../devnet/genesis/builder';
import { useTestLedger } from '../../devnet/testing';
import { LOCALNET_IDS } from '../../services/config/localnet';
import { UMQ_UNIT, type AppName } from '../../services/config/onchain';
import {
  buildAppOptIn,
  buildAssetOptIn,
  buildBuy,
  buildClaimAirdrop,
  buildQuizSubmit,
  buildSend,
  buildSpin,
  buildStake,
  buildTargetSubmit,
  buildWithdraw,
} from '../../services/contracts';
import { describeGroup, readHistoryPage } from '../../services/history';
import { earlierRecipients } from '../../services/ledger';
import { submit } from '../../services/ledger/submit';
import { signAndSubmit } from '../../services/ledger/testing';
import { shortenAddress } from '../../ui/format';
import { toEntryView } from './view';

/** The list's context with no contacts and no explorer (the local ledger's default). */
const PLAIN = { shorten: shortenAddress, nameOf: () => undefined, explorer: null, paidTo: null };

const APPS: AppName[] = ['roulette', 'airdrop', 'marketplace', 'quiz', 'target', 'staking'];
const YEAR = 31_536_000n;

describe('history labels', () => {
  const net = useTestLedger();

  /** The whole history of `address`, newest first, as the list shows it. */
  async function shown(address: string) {
    const { entries, next } = await readHistoryPage(address, null, 1000);
    expect(next).toBeNull();
    return entries.map((entry) => toEntryView(entry, PLAIN));
  }

  it('names every group our builders make in Spanish, one entry per group, with its signed amounts and fee', async () => {
    const alice = net.newAccount(100_000_000n);
    const address = alice.addr.toString();
    const treasury = (await net.indexer.lookupAccountTransactions(address).do()).transactions[0].sender;
    const bob = generateAccount().addr.toString();
    const submit = (build: Parameters<typeof signAndSubmit>[1]) => signAndSubmit(alice, build);
    /** The spin's random argument that lands `segment` in the next round ((random XOR round) mod 7). */
    const landing = (segment: number) => (net.ledger.round + 1n) ^ BigInt(segment);

    await submit((ctx) => buildAssetOptIn(ctx, 'UMQ'));
    await submit((ctx) => buildAssetOptIn(ctx, 'HLK'));
    net.fund(address); // a UMQ holder's grant: 10 ALGO and 200 UMQ in one group
    giveAsset(net.ledger.state, address, LOCALNET_IDS.assets.UMQ, 20_000n * UMQ_UNIT); // outside the history
    for (const app of APPS) await submit((ctx) => buildAppOptIn(ctx, app));
    await submit(buildClaimAirdrop);
    await submit((ctx) => buildBuy(ctx, { item: 'Netflix' }));
    await submit((ctx) => buildQuizSubmit(ctx, { score: 9n, time: 4321n }));
    const spun = await submit((ctx) => buildSpin(ctx, { random: landing(2) }));
    await submit((ctx) => buildSpin(ctx, { random: landing(0) }));
    await submit((ctx) => buildTargetSubmit(ctx, { score: 5n }));
    await submit((ctx) => buildTargetSubmit(ctx, { score: 0n }));
    await submit((ctx) => buildStake(ctx, { amount: 250n * UMQ_UNIT }));
    net.ledger.advanceClock(YEAR);
    net.fund(bob); // a block after the year passes: the contract pays up to the previous block's time
    await submit(buildWithdraw);
    const send = await submit((ctx) => buildSend(ctx, { asset: 'ALGO', receiver: bob, amount: 1_500_000n }));

    const entries = await shown(address);
    expect(entries.map(({ label, amounts }) => [label, amounts.map((a) => a.text)])).toEqual(
      [
        [`Recibiste 100 ALGO de ${shortenAddress(treasury)}`, ['+100 ALGO']],
        ['Activación de UMQ', []],
        ['Activación de HLK', []],
        [`Recibiste 10 ALGO y 200 UMQ de ${shortenAddress(treasury)}`, ['+10 ALGO', '+200 UMQ']],
        ['Activación de Ruleta', []],
        ['Activación de Regalo', []],
        ['Activación de Membresías', []],
        ['Activación de Quiz', []],
        ['Activación de Tiro al blanco', []],
        ['Activación de Staking', []],
        ['Regalo de bienvenida', ['+500 UMQ']],
        ['Compra: Netflix', ['−10.015 UMQ']],
        ['Resultado del quiz: 9 de 10', ['−115 UMQ']],
        ['Giro de ruleta: ganaste 50 UMQ', ['−65 UMQ']],
        ['Giro de ruleta: premio especial', ['−115 UMQ']],
        ['Tiro al blanco: ganaste 50 UMQ', ['−65 UMQ']],
        ['Tiro al blanco: sin recompensa', ['−115 UMQ']],
        ['Stake de 250 UMQ', ['−250 UMQ']],
        // A year at 0.52 %: 1.3 HLK on 250 UMQ, the stake back less the 15 UMQ fee.
        ['Retiro de stake', ['+235 UMQ', '+1,3 HLK']],
        [`Enviaste 1,5 ALGO a ${shortenAddress(bob)}`, ['−1,5 ALGO']],
      ].reverse(),
    );

    const [sent] = entries;
    expect(sent.txId).toBe(send.txId);
    expect(sent.fee).toBe('Comisión de red: 0,001 ALGO');
    expect(sent.amounts[0].direction).toBe('out');
    // A group's entry shows the id algod reports for it (its first transaction's) and the fees of all its members.
    const spin = entries.find((entry) => entry.label === 'Giro de ruleta: ganaste 50 UMQ')!;
    expect(spin.txId).toBe(spun.txId);
    expect(spin.fee).toBe('Comisión de red: 0,004 ALGO');
    // Received ALGO cost the account nothing.
    expect(entries.at(-1)!.fee).toBeNull();
    expect(entries.at(-1)!.date).toBe(
      new Intl.DateTimeFormat('es', { dateStyle: 'medium', timeStyle: 'short' }).format(
        new Date(entries.at(-1)!.dateTime),
      ),
    );
    expect(entries.at(-1)!.date).toMatch(/\b(ene|dic)\b/); // 1 January 2026 (31 December west of UTC), in Spanish
  });

  it('gives an app it does not know, or a transaction of another kind, an honest generic name', () => {
    const account = generateAccount().addr.toString();
    const base = { id: 'TX', fee: 1000n, firstValid: 1n, lastValid: 2n, sender: account, roundTime: 0 };
    /** A lone indexer transaction, described for `account`. */
    const describe = (txn: object) => describeGroup([{ ...base, ...txn }] as never, account, LOCALNET_IDS);
    const call = (applicationId: bigint, method: string) => ({
      txType: 'appl',
      applicationTransaction: { applicationId, applicationArgs: [new TextEncoder().encode(method)] },
    });
    const entries = [
      describe(call(77n, 'spin')),
      describe(call(LOCALNET_IDS.apps.quiz, 'reset')),
      describe({ ...call(LOCALNET_IDS.apps.roulette, 'spin'), sender: generateAccount().addr.toString() }),
      describe({ txType: 'keyreg' }),
    ];
    expect(entries.map((entry) => toEntryView(entry, PLAIN).label)).toEqual([
      'Operación con la aplicación 77',
      'Operación en Quiz',
      'Operación en Ruleta', // someone else's spin: not ours to say what it won
      'Otra operación en la red',
    ]);
  });

  it('names contacts, offers to save any other counterparty, and links to the explorer when there is one', async () => {
    const alice = net.newAccount(100_000_000n);
    const ana = generateAccount().addr.toString();
    const luis = generateAccount().addr.toString();
    for (const receiver of [ana, luis])
      await signAndSubmit(alice, (ctx) => buildSend(ctx, { asset: 'ALGO', receiver, amount: 1_000_000n }));
    const { entries } = await readHistoryPage(alice.addr.toString(), null, 10);
    const context = { ...PLAIN, nameOf: (address: string) => (address === ana ? 'Ana' : undefined) };
    const [toLuis, toAna] = entries.map((entry) =>
      toEntryView(entry, { ...context, explorer: 'https://allo.info/tx/' }),
    );
    expect(toAna.label).toBe('Enviaste 1 ALGO a Ana');
    expect(toAna.newCounterparty).toBeUndefined();
    expect(toLuis.label).toBe(`Enviaste 1 ALGO a ${shortenAddress(luis)}`);
    expect(toLuis.newCounterparty).toBe(luis);
    expect(toAna.explorerUrl).toBe(`https://allo.info/tx/${toAna.txId}`);
    expect(toEntryView(entries[0], PLAIN).explorerUrl).toBeUndefined();
  });

  /** A payment of `amount` µALGO from `from` to `to` with `note`, as any outside wallet can send one. */
  async function pay(from: Account, to: string, amount: bigint, note: string) {
    const suggestedParams = await net.algod.getTransactionParams().do();
    const txn = makePaymentTxnWithSuggestedParamsFromObject({
      sender: from.addr,
      receiver: to,
      amount,
      note: new TextEncoder().encode(note),
      suggestedParams,
    });
    await submit([txn.signTxn(from.sk)]);
  }

  it('folds a 0-ALGO receipt from an address never paid as suspect, never offers to save it, and keeps notes as text', async () => {
    const alice = net.newAccount(100_000_000n);
    const address = alice.addr.toString();
    const stranger = net.newAccount(10_000_000n);
    const friend = net.newAccount(10_000_000n);
    const bait = 'Reclama tu premio en https://mox-premios.example/claim';
    await pay(stranger, address, 0n, bait);
    await pay(friend, address, 2_000_000n, 'la cena');
    await pay(alice, friend.addr.toString(), 1_000_000n, 'gracias');
    await pay(friend, address, 0n, 'hola');
    const { entries } = await readHistoryPage(address, null, 10);
    const paidTo = await earlierRecipients(address);
    const [fromFriendZero, toFriend, fromFriend, fromStranger] = entries.map((entry) =>
      toEntryView(entry, { ...PLAIN, paidTo }),
    );
    expect(fromStranger).toMatchObject({ suspect: true, note: bait });
    expect(fromStranger.newCounterparty).toBeUndefined();
    // The friend was paid once: their 0-ALGO hello is not suspect, and dust still offers no 'Guardar contacto'.
    expect(fromFriendZero.suspect).toBeUndefined();
    expect(fromFriendZero.newCounterparty).toBeUndefined();
    expect(fromFriendZero.note).toBe('hola');
    // A real payment is never suspect and can be saved; the account's own send shows its note too.
    expect(fromFriend).toMatchObject({ note: 'la cena', newCounterparty: friend.addr.toString() });
    expect(fromFriend.suspect).toBeUndefined();
    expect(toFriend.note).toBe('gracias');
    // While the account's recipients are unknown, every 0-value receipt stays folded.
    expect(toEntryView(entries[0], PLAIN).suspect).toBe(true);
  });
});
