import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { es } from '../../i18n';
import { ledgerCopy } from '../../i18n/features';
import { GateCard } from './GateCard';

const umq = ledgerCopy('wallet.optInValue', { asset: 'UMQ' });

const meta = {
  title: 'UI/GateCard',
  component: GateCard,
  args: {
    status: 'missing',
    steps: [
      { label: umq, done: false },
      { label: es.quiz.activate, done: false },
    ],
    next: { label: umq, onClick: fn(), busy: false },
  },
} satisfies Meta<typeof GateCard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing done yet: the first step (the UMQ opt-in) is offered. */
export const FirstStep: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const steps = within(canvas.getByRole('list', { name: es.gate.steps })).getAllByRole('listitem');
    await expect(steps.map((step) => step.textContent)).toEqual([umq + es.gate.todo, es.quiz.activate + es.gate.todo]);
    await userEvent.click(canvas.getByRole('button', { name: umq }));
    await expect(args.next!.onClick).toHaveBeenCalledOnce();
  },
};

/** The token is in: the app's own opt-in, with the spec's text, is next. */
export const AppStep: Story = {
  args: {
    steps: [
      { label: umq, done: true },
      { label: es.quiz.activate, done: false },
    ],
    next: { label: es.quiz.activate, onClick: fn(), busy: false },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(umq).parentElement).toHaveTextContent(es.gate.done);
    await expect(canvas.getByRole('button', { name: es.quiz.activate })).toBeEnabled();
  },
};

/** The opt-in is being confirmed or sent: its button waits. */
export const Busy: Story = {
  args: { next: { label: umq, onClick: fn(), busy: true } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: umq })).toHaveAttribute('aria-busy', 'true');
  },
};

/** The opt-ins are being read from the ledger. */
export const Loading: Story = {
  args: { status: 'loading', next: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(es.gate.loading);
  },
};

/** The ledger could not be read: no step to take, a Spanish explanation and 'Reintentar', which reads it again. */
export const ReadFailed: Story = {
  args: { status: 'error', next: null, error: { message: es.gate.readFailed, onRetry: fn() } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(es.gate.readFailed)).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: umq })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: es.gate.retry }));
    await expect(args.error!.onRetry).toHaveBeenCalledOnce();
  },
};

/** The account itself could not be read: the spec's 'Cuenta inválida o no cargada.' */
export const AccountUnreadable: Story = {
  args: { status: 'error', next: null, error: { message: es.errors.accountInvalid, onRetry: fn() } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(es.errors.accountInvalid)).toBeInTheDocument();
  },
};
