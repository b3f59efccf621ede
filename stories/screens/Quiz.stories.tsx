import type { Decorator, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { DEVNET_ADDRESSES } from '../../src/devnet';
import { REAL_PACE } from '../../src/hooks/pace';
import { QuizSeed } from '../../src/hooks/quiz';
import { es } from '../../src/i18n';
import { ledgerCopy } from '../../src/i18n/features';
import { COPY_FIGURES } from '../../src/i18n/figures';
import { shortenAddress } from '../../src/ui/format';
import { screenMeta, STORY_PACE } from '../support';
import {
  demoOptedIn,
  demoOptedInShortOfUmq,
  introReady,
  option,
  playQuiz,
  ranking,
  SEED,
  seededSession,
} from './quizStates';
import { dialog, offeredConfirm, toasts } from './walletStates';
import { refusedBeforeSigning } from './appSteps';

const seeded: Decorator = (Story) => (
  <QuizSeed value={SEED}>
    <Story />
  </QuizSeed>
);

/**
 * /quizz on the local ledger, signed in as the demo user, with a seeded question and option order (SEED), so every
 * run shows and answers the same quiz. The genesis players fill the ranking.
 */
const meta = {
  title: 'Screens/Quiz',
  ...screenMeta({ route: '/quizz', signedIn: true }),
  decorators: [seeded],
};
export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = ReturnType<typeof within>;

const DEMO = DEVNET_ADDRESSES.demoPlayers[0];
/**
 * The pace of a story whose result reaches the contract: SPEC §9's pauses, since the contract takes no quiz time below
 * nine of them (QUIZ_MIN_TIME, 9 s) and the story's game must be one a person could play.
 */
const RESULT_PACE = REAL_PACE;
const confirmModal = () => dialog(es.confirmTx.title);

/** The ranking's body rows as a person reads them: rank, address, score, time. */
const rows = (canvas: Canvas) =>
  ranking(canvas)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );

/**
 * Not activated yet: the prizes, 'Activar Quiz' (the demo user holds UMQ already) and the ranking, sorted by score
 * then time with mm:ss.cc times. Activating runs the paid path; then 'Comenzar quiz' is offered.
 */
export const IntroNotOptedIn: Story = {
  play: async ({ canvas }) => {
    await introReady(canvas);
    const prizes = within(canvas.getByRole('region', { name: es.tiles.quizPrizesTitle }));
    await expect(prizes.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      es.tiles.quizPrize1,
      ledgerCopy('tiles.quizPrize2', COPY_FIGURES),
      es.tiles.quizPrize3,
    ]);
    await expect(canvas.queryByRole('button', { name: es.quiz.start })).toBeNull();
    const shown = rows(canvas);
    await expect(shown.length).toBeGreaterThan(1);
    await expect(shown.length).toBeLessThanOrEqual(10);
    for (const [, , , time] of shown) await expect(time).toMatch(/^\d{2}:\d{2}\.\d{2}$/);
    const scores = shown.map(([, , score]) => Number(score));
    await expect(scores).toEqual([...scores].sort((a, b) => b - a));

    await userEvent.click(canvas.getByRole('button', { name: es.quiz.activate }));
    await userEvent.click(await offeredConfirm(await confirmModal()));
    await expect(await canvas.findByRole('button', { name: es.quiz.start }, { timeout: 10_000 })).toBeEnabled();
  },
};

/** Activated, no result yet: 'Comenzar quiz' with what sending a result costs, and no own row in the ranking. */
export const IntroOptedIn: Story = {
  beforeEach: demoOptedIn,
  play: async ({ canvas }) => {
    await introReady(canvas);
    await expect(await canvas.findByRole('button', { name: es.quiz.start })).toBeEnabled();
    await expect(canvas.getByText(ledgerCopy('quiz.cost', { fee: '15 UMQ', entry: '100 UMQ' }))).toBeVisible();
    await expect(canvas.queryByRole('button', { name: es.quiz.activate })).toBeNull();
    await expect(ranking(canvas).queryByText(es.quiz.you)).toBeNull();
  },
};

/**
 * A question: 'Pregunta 1 de 10', the seeded first question, focus on its first option. Answering by keyboard
 * (arrow, then Enter) locks all four options and marks the choice; the second question follows after the pause.
 */
export const Question: Story = {
  beforeEach: demoOptedIn,
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: es.quiz.start }, { timeout: 10_000 }));
    const [first, second] = seededSession();
    await expect(canvas.getByRole('heading', { name: first.text })).toBeVisible();
    await expect(canvas.getByText(ledgerCopy('quiz.progress', { n: 1, total: 10 }))).toBeVisible();
    await waitFor(() => expect(option(canvas, first, first.options[0].id)).toHaveFocus());

    await userEvent.keyboard('{ArrowDown}{Enter}');
    const chosen = first.options[1].id;
    const right = chosen === first.answerId;
    await expect(option(canvas, first, chosen)).toHaveTextContent(right ? es.quiz.correct : es.quiz.incorrect);
    await expect(option(canvas, first, first.answerId)).toHaveTextContent(
      right ? es.quiz.correct : es.quiz.rightAnswer,
    );
    for (const { id } of first.options)
      await expect(option(canvas, first, id)).toHaveAttribute('aria-disabled', 'true');

    await expect(await canvas.findByRole('heading', { name: second.text })).toBeVisible();
    await expect(canvas.getByText(ledgerCopy('quiz.progress', { n: 2, total: 10 }))).toBeVisible();
    await expect(option(canvas, second, second.options[0].id)).not.toHaveAttribute('aria-disabled');
  },
};

/** The end: seven right of ten, the time from the first answer to the last as mm:ss.cc, 'Enviar resultado'. */
export const End: Story = {
  beforeEach: demoOptedIn,
  play: async ({ canvas }) => {
    await playQuiz(canvas, 7);
    await expect(canvas.getByRole('definition', { name: es.quiz.score })).toHaveTextContent(
      ledgerCopy('quiz.scoreOf', { score: 7, total: 10 }),
    );
    // Nine of the pace's pauses (SPEC §9's 1 s in the app, STORY_PACE's here) between the first answer and the last.
    const time = canvas.getByRole('definition', { name: es.quiz.time }).textContent!;
    await expect(time).toMatch(/^\d{2}:\d{2}\.\d{2}$/);
    const [minutes, seconds, centiseconds] = time.split(/[:.]/).map(Number);
    await expect((minutes * 60 + seconds) * 1000 + centiseconds * 10).toBeGreaterThanOrEqual(
      9 * STORY_PACE.nextQuestionMs,
    );
    await expect(canvas.getByRole('button', { name: es.quiz.submit })).toBeEnabled();
  },
};

/**
 * Submitting, a block every 1.5 s: the confirmation shows the 100 UMQ entry and the 15 UMQ fee; while the group waits
 * for its block the button is busy. Once sent: the toast, back to the intro, and the player's own row in the
 * ranking, marked 'Tú', with the score and time just sent.
 */
export const Submitting: Story = {
  beforeEach: demoOptedIn,
  parameters: { ledger: { blockMs: 1500 }, pace: RESULT_PACE },
  play: async ({ canvas }) => {
    await playQuiz(canvas, 10);
    const time = canvas.getByRole('definition', { name: es.quiz.time }).textContent!;
    await userEvent.click(canvas.getByRole('button', { name: es.quiz.submit }));
    const modal = await confirmModal();
    await expect(modal.getByText(es.quiz.submitTitle)).toBeInTheDocument();
    await expect(modal.getByText(es.confirmTx.value).nextElementSibling).toHaveTextContent('100 UMQ');
    await expect(modal.getByText(es.confirmTx.moxFee).nextElementSibling).toHaveTextContent('15 UMQ');
    await userEvent.click(await offeredConfirm(modal));
    await expect(canvas.getByRole('button', { name: es.quiz.submit })).toHaveAttribute('aria-busy', 'true');

    await expect(await within(toasts()).findByText(es.quiz.sent, {}, { timeout: 15_000 })).toBeInTheDocument();
    await introReady(canvas);
    const own = (await ranking(canvas).findByText(es.quiz.you)).closest('tr')!;
    await expect(own).toHaveAttribute('aria-current', 'true');
    const [, address, score, shownTime] = within(own)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    await expect([address, score, shownTime]).toEqual([`${shortenAddress(DEMO)}${es.quiz.you}`, '10', time]);
  },
};

/** The send is refused (the player kept only 50 UMQ of the 115 a result costs): 'Error al enviar resultado'. */
export const SubmitError: Story = {
  beforeEach: demoOptedInShortOfUmq,
  parameters: { pace: RESULT_PACE },
  play: async ({ canvas }) => {
    await playQuiz(canvas, 3);
    await userEvent.click(canvas.getByRole('button', { name: es.quiz.submit }));
    // Short of UMQ for the fee and entry (50 held, 115 needed): the dry run refuses saying what is missing, and
    // nothing is signed.
    await refusedBeforeSigning(
      ledgerCopy('errors.missingToken', { missing: '65 UMQ', have: '50 UMQ', needed: '115 UMQ' }),
    );
    await expect(canvas.getByRole('button', { name: es.quiz.submit })).toBeEnabled();
    await expect(canvas.getByRole('definition', { name: es.quiz.score })).toHaveTextContent(
      ledgerCopy('quiz.scoreOf', { score: 3, total: 10 }),
    );
  },
};
