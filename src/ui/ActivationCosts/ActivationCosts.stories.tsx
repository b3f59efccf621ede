import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { es } from '../../i18n';
import { numberFormat } from '../../i18n/numbers';
import { ActivationCosts, type ActivationCostsProps } from './ActivationCosts';

/** An ALGO figure as the hook writes it, in the story's locale (its decorator sets it before render). */
const algo = (decimal: `${number}`) => `${numberFormat().format(decimal)} ALGO`;

/** What /home shows a MainNet account with 0,25 ALGO: algod's reserves for the two tokens and the six apps' schemas. */
const figures = (held: `${number}`, missing: `${number}` | null): ActivationCostsProps => ({
  accountMin: algo('0.1'),
  steps: [
    { label: es.wallet.optInValue.replace('{asset}', 'UMQ'), reserve: algo('0.1'), fee: algo('0.001') },
    { label: es.wallet.optInValue.replace('{asset}', 'HLK'), reserve: algo('0.1'), fee: algo('0.001') },
    { label: es.roulette.activate, reserve: algo('0.1'), fee: algo('0.001') },
    { label: es.referral.activate, reserve: algo('0.1285'), fee: algo('0.001') },
    { label: es.market.showProducts, reserve: algo('0.1285'), fee: algo('0.001') },
    { label: es.quiz.activate, reserve: algo('0.157'), fee: algo('0.001') },
    { label: es.gate.activateTarget, reserve: algo('0.1285'), fee: algo('0.001') },
    { label: es.stake.activate, reserve: algo('0.157'), fee: algo('0.001') },
  ],
  total: algo('1.1075'),
  held: algo(held),
  missing: missing && algo(missing),
});

const meta = {
  title: 'UI/ActivationCosts',
  component: ActivationCosts,
  parameters: { layout: 'padded', figures: { held: '0.25', missing: '0.8575' } },
  args: figures('0.25', '0.8575'),
  // Figures are written at render, after the locale decorator, so an es-MX story reads '0.1285 ALGO'.
  render: (_args, { parameters }) => {
    const { held, missing } = parameters.figures as { held: `${number}`; missing: `${number}` | null };
    return <ActivationCosts {...figures(held, missing)} />;
  },
} satisfies Meta<typeof ActivationCosts>;
export default meta;
type Story = StoryObj<typeof meta>;

const region = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('region', { name: es.activationCosts.title });

/** es-ES: every step with its reserve and fee ('0,1285 ALGO'), the total, and how much is missing. */
export const MissingSpain: Story = {
  play: async ({ canvasElement }) => {
    const card = within(region(canvasElement));
    const quiz = card.getByRole('row', { name: new RegExp(es.quiz.activate) });
    await expect(quiz).toHaveTextContent('0,157 ALGO');
    await expect(quiz).toHaveTextContent('0,001 ALGO');
    await expect(card.getAllByRole('row')).toHaveLength(9);
    await expect(card.getByText('1,1075 ALGO')).toBeVisible();
    await expect(card.getByText(es.activationCosts.missing.replace('{missing}', '0,8575 ALGO'))).toBeVisible();
    await expect(card.getByText(es.activationCosts.how)).toBeVisible();
  },
};

/** es-MX: the same figures with Mexico's marks ('0.1285 ALGO'). */
export const MissingMexico: Story = {
  globals: { locale: 'es-MX' },
  play: async ({ canvasElement }) => {
    const card = within(region(canvasElement));
    const gift = card.getByRole('row', { name: new RegExp(es.referral.activate) });
    await expect(gift).toHaveTextContent('0.1285 ALGO');
    await expect(card.getByText('1.1075 ALGO')).toBeVisible();
    await expect(card.getByText(es.activationCosts.missing.replace('{missing}', '0.8575 ALGO'))).toBeVisible();
  },
};

/** The account already holds enough for every step: it says so instead of a missing figure. */
export const Enough: Story = {
  parameters: { figures: { held: '2', missing: null } },
  play: async ({ canvasElement }) => {
    const card = within(region(canvasElement));
    await expect(card.getByText(es.activationCosts.enough)).toBeVisible();
    await expect(card.queryByText(new RegExp(es.activationCosts.missing.split('{')[0]))).toBeNull();
  },
};
