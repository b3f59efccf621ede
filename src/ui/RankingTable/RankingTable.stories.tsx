import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { es } from '../../i18n';
import { ledgerCopy } from '../../i18n/features';
import { shortenAddress } from '../format';
import { ownFarDown, ownRankUnknown, topTen, withTies } from './fixtures';
import { RankingTable } from './RankingTable';

const meta = {
  title: 'UI/RankingTable',
  component: RankingTable,
  parameters: { layout: 'padded' },
  args: { rows: topTen, players: 10 },
} satisfies Meta<typeof RankingTable>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Cell texts of each body row, as a person reads them. */
const bodyRows = (canvasElement: HTMLElement) =>
  [...canvasElement.querySelectorAll('tbody tr')].map((row) =>
    [...row.querySelectorAll('td')].map((cell) => cell.textContent),
  );

/** Nobody has played this week: a friendly empty state, no table. */
export const Empty: Story = {
  args: { rows: [], players: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(es.quiz.rankingEmpty)).toBeVisible();
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};

/** The indexer failed before a first answer: the reason, announced, and no empty-week message. */
export const Unavailable: Story = {
  args: { rows: [], error: es.quiz.rankingError },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(es.quiz.rankingError);
    await expect(canvas.queryByText(es.quiz.rankingEmpty)).toBeNull();
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};

/** The first answer is on its way: a labelled spinner, the region marked busy. */
export const Loading: Story = {
  args: { rows: [], loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(es.quiz.rankingLoading);
    await expect(canvas.getByRole('region', { name: es.quiz.rankingTitle })).toHaveAttribute('aria-busy', 'true');
  },
};

/** Ten players: the four columns, ranks in order, shortened addresses, scores and mm:ss.cc times. */
export const TenRows: Story = {
  play: async ({ canvas, canvasElement }) => {
    const table = canvas.getByRole('table', { name: es.quiz.rankingTitle });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((th) => th.textContent);
    await expect(headers).toEqual([es.quiz.colRank, es.quiz.colAddress, es.quiz.colScore, es.quiz.colTime]);
    const rows = bodyRows(canvasElement);
    await expect(rows).toHaveLength(10);
    await expect(rows[0]).toEqual(['1', shortenAddress(topTen[0].address), '10', '00:18.04']);
    await expect(rows.map((cells) => cells[0])).toEqual(topTen.map((row) => String(row.rank)));
    for (const cells of rows) await expect(cells[3]).toMatch(/^\d{2}:\d{2}\.\d{2}$/);
    await expect(canvas.getByText(ledgerCopy('quiz.players', { n: 10 }))).toBeVisible();
  },
};

/** The player is in the top: their row is marked 'Tú' and aria-current, and is not repeated. */
export const OwnRowHighlighted: Story = {
  args: { own: topTen[2] },
  play: async ({ canvas, canvasElement }) => {
    const own = canvas.getByText(es.quiz.you).closest('tr')!;
    await expect(own).toHaveAttribute('aria-current', 'true');
    await expect(within(own).getByText(shortenAddress(topTen[2].address))).toBeVisible();
    await expect(bodyRows(canvasElement)).toHaveLength(10);
    await expect(canvasElement.querySelectorAll('tr[aria-current]')).toHaveLength(1);
  },
};

/** One player: the count is singular ('1 jugador'). */
export const OnePlayer: Story = {
  args: { rows: topTen.slice(0, 1), players: 1 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('1 jugador')).toBeVisible();
  },
};

/** 1000 players, the player 734th: the top ten, a gap, then the own row with its rank; never 1000 rows. */
export const ThousandPlayersOwnFarDown: Story = {
  args: { own: ownFarDown, players: 1000 },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('1.000 jugadores')).toBeVisible();
    const rows = bodyRows(canvasElement);
    await expect(rows.length).toBeLessThan(20);
    await expect(rows.at(-1)).toEqual([
      ledgerCopy('quiz.rankBelow', { rank: 734, players: 1000 }),
      `${shortenAddress(ownFarDown.address)}${es.quiz.you}`,
      '3',
      '01:12.66',
    ]);
    await expect(canvas.getByText(es.quiz.you).closest('tr')).toHaveAttribute('aria-current', 'true');
  },
};

/** The player below the top before their rank is counted (at most once a minute, from the indexer): '> 10'. */
export const OwnRankNotCountedYet: Story = {
  args: { own: ownRankUnknown },
  play: async ({ canvasElement }) => {
    const rows = bodyRows(canvasElement);
    await expect(rows.at(-1)).toEqual([
      '> 10',
      `${shortenAddress(ownRankUnknown.address)}${es.quiz.you}`,
      '3',
      '01:12.66',
    ]);
  },
};

/** Ties: players with the same score and time share a rank, and the next rank skips (4, 4, 4, 7). */
export const Ties: Story = {
  args: { rows: withTies, players: 7 },
  play: async ({ canvasElement }) => {
    await expect(bodyRows(canvasElement).map((cells) => cells[0])).toEqual(['1', '2', '3', '4', '4', '4', '7']);
  },
};
