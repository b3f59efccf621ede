/** Ledger states and steps the /quizz screen stories share. */
import {
  Algodv2,
  getApplicationAddress,
  makeApplicationOptInTxnFromObject,
  makeAssetTransferTxnWithSuggestedParamsFromObject,
  mnemonicToSecretKey,
  waitForConfirmation,
  type SuggestedParams,
  type Transaction,
} from 'algosdk';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { es } from '../../src/i18n';
import { ledgerCopy } from '../../src/i18n/features';
import { LOCALNET_IDS, LOCALNET_URLS } from '../../src/services/config/localnet';
import { UMQ_UNIT } from '../../src/services/config/onchain';
import { createQuizSession, type QuizQuestion } from '../../src/services/quiz';
import { DEMO_USER } from '../support';

type Canvas = ReturnType<typeof within>;

/** The seed of every quiz story: the same question and option order on every run. */
export const SEED = 7;
/** That order, to know which option is right on each question (read at play time, when the copy is loaded). */
export const seededSession = () => createQuizSession(SEED);

/** Signs `build(sender)` as the demo user and waits for the block, as any algosdk wallet would. */
async function sendAsDemo(build: (sender: string, params: SuggestedParams) => Transaction) {
  const algod = new Algodv2('', LOCALNET_URLS.algod, new URL(LOCALNET_URLS.algod).port);
  const { addr, sk } = mnemonicToSecretKey(DEMO_USER.mnemonic);
  const txn = build(addr.toString(), await algod.getTransactionParams().do());
  const { txid } = await algod.sendRawTransaction(txn.signTxn(sk)).do();
  await waitForConfirmation(algod, txid, 4);
}

/** Story `beforeEach`: the demo user has activated the quiz (opted in, no result yet). */
export async function demoOptedIn(): Promise<void> {
  await sendAsDemo((sender, suggestedParams) =>
    makeApplicationOptInTxnFromObject({ sender, appIndex: LOCALNET_IDS.apps.quiz, suggestedParams }),
  );
}

/** Story `beforeEach`: opted in, but the demo user gave away all but 50 UMQ, less than a result costs (115). */
export async function demoOptedInShortOfUmq(): Promise<void> {
  await demoOptedIn();
  await sendAsDemo((sender, suggestedParams) =>
    makeAssetTransferTxnWithSuggestedParamsFromObject({
      sender,
      receiver: getApplicationAddress(LOCALNET_IDS.apps.quiz),
      assetIndex: LOCALNET_IDS.assets.UMQ,
      amount: 4_950n * UMQ_UNIT,
      suggestedParams,
    }),
  );
}

/** The ranking region of the intro. */
export const ranking = (canvas: Canvas) => within(canvas.getByRole('region', { name: es.quiz.rankingTitle }));

/** Waits for the intro with its ranking loaded (rows from the genesis players). */
export async function introReady(canvas: Canvas) {
  await waitFor(() => expect(ranking(canvas).getByRole('table')).toBeVisible());
}

/** An option of `question`, by its text (its accessible name ends with its mark once locked). */
export const option = (canvas: Canvas, question: QuizQuestion, optionId: string) =>
  within(canvas.getByRole('group', { name: question.text })).getByRole('button', {
    name: new RegExp(`^${escape(question.options.find((o) => o.id === optionId)!.text)}(\\s|$)`),
  });
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Plays the seeded quiz from 'Comenzar quiz' to the end: `right` questions answered right, the rest wrong;
 * odd questions by keyboard (1–4 then Enter), even ones by a click. Each answer locks the question before the
 * next one shows, a pause later.
 */
export async function playQuiz(canvas: Canvas, right: number) {
  await userEvent.click(await canvas.findByRole('button', { name: es.quiz.start }));
  for (const [i, question] of seededSession().entries()) {
    await expect(await canvas.findByRole('heading', { name: question.text })).toBeVisible();
    await expect(canvas.getByText(ledgerCopy('quiz.progress', { n: i + 1, total: 10 }))).toBeVisible();
    const choice = i < right ? question.answerId : question.options.find((o) => o.id !== question.answerId)!.id;
    if (i % 2 === 0) {
      await userEvent.keyboard(String(question.options.findIndex((o) => o.id === choice) + 1));
      await expect(option(canvas, question, choice)).toHaveFocus();
      await userEvent.keyboard('{Enter}');
    } else {
      await userEvent.click(option(canvas, question, choice));
    }
    await expect(option(canvas, question, choice)).toHaveTextContent(i < right ? es.quiz.correct : es.quiz.incorrect);
  }
  await expect(await canvas.findByRole('heading', { name: es.quiz.resultTitle })).toBeVisible();
}
