import type { StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { es } from '../../src/i18n';
import { ledgerCopy } from '../../src/i18n/features';
import { COPY_FIGURES } from '../../src/i18n/figures';
import { screenMeta } from '../support';

const meta = { title: 'Screens/News', ...screenMeta({ route: '/news', signedIn: true }) };
export default meta;
type Story = StoryObj<typeof meta>;

/** The five static items of SPEC §2 (quiz, staking at 0.52 %, games, Moxplace, welcome gift) and Back to /home. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: es.news.title })).toBeVisible();
    for (const title of [
      es.news.quizTitle,
      es.news.stakeTitle,
      es.news.gamesTitle,
      es.news.marketTitle,
      es.news.giftTitle,
    ]) {
      await expect(canvas.getByRole('heading', { level: 2, name: title })).toBeVisible();
    }
    await expect(canvas.getByText(ledgerCopy('news.stakeBody', COPY_FIGURES))).toBeVisible();
    // The spec's figures in the reader's convention (Storybook reads es-ES): no '2,500' or '0.52' from another locale.
    await expect(canvas.getByText(/APR fijo de 0,52 % al año/)).toBeVisible();
    await expect(canvas.getByText(/ganan: 2\.500 UMQ para el primer lugar, 1\.000 UMQ para el segundo/)).toBeVisible();
    await userEvent.click(canvas.getByRole('link', { name: es.common.back }));
    // /home's code (the ledger's chunks) loads on this click: seconds on a busy two-core machine.
    await expect(
      await canvas.findByRole('heading', { level: 1, name: es.home.title }, { timeout: 10_000 }),
    ).toBeVisible();
  },
};
