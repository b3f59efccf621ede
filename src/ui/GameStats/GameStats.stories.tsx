import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { es } from '../../i18n';
import { ledgerCopy } from '../../i18n/features';
import { GameStats } from './GameStats';

const meta = {
  title: 'UI/GameStats',
  component: GameStats,
  parameters: { layout: 'padded' },
  args: { score: 0, lives: 3, maxLives: 3, elapsedMs: 0 },
} satisfies Meta<typeof GameStats>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A game about to start: no points, three lives, no time. */
export const Start: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText(es.target.score)).toHaveTextContent('0');
    await expect(canvas.getByText(ledgerCopy('target.livesLeft', { n: 3, max: 3 }))).toBeInTheDocument();
    await expect(canvas.getByText(ledgerCopy('target.seconds', { s: '0,0' }))).toBeVisible();
  },
};

/** Mid-game: the time reads to the tenth of a second with a decimal comma. */
export const Playing: Story = {
  args: { score: 7, lives: 2, elapsedMs: 12_345 },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText(es.target.score)).toHaveTextContent('7');
    await expect(canvas.getByText(ledgerCopy('target.livesLeft', { n: 2, max: 3 }))).toBeInTheDocument();
    await expect(canvas.getByText(ledgerCopy('target.seconds', { s: '12,3' }))).toBeVisible();
  },
};

/** A game running for 12 s when the page loaded: the clock moves by itself, to the tenth of a second. */
export const Running: Story = {
  args: { score: 2, runningSince: performance.now() - 12_000 },
  play: async ({ canvas }) => {
    const clock = () => canvas.getByLabelText(es.target.time).textContent;
    const first = clock();
    await waitFor(() => expect(clock()).not.toBe(first));
  },
};

/** Last life. */
export const LastLife: Story = {
  args: { score: 4, lives: 1, elapsedMs: 20_000 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(ledgerCopy('target.livesLeft', { n: 1, max: 3 }))).toBeInTheDocument();
  },
};

/** Game over: no lives left, the clock stopped. */
export const GameOver: Story = {
  args: { score: 3, lives: 0, elapsedMs: 31_900 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(ledgerCopy('target.livesLeft', { n: 0, max: 3 }))).toBeInTheDocument();
    await expect(canvas.getByText(ledgerCopy('target.seconds', { s: '31,9' }))).toBeVisible();
  },
};
