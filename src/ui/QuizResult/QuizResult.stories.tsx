import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { es } from '../../i18n';
import { ledgerCopy } from '../../i18n/features';
import { QuizResult } from './QuizResult';

const meta = {
  title: 'UI/QuizResult',
  component: QuizResult,
  parameters: { layout: 'padded' },
  args: { score: 7, total: 10, time: '00:42.17', onSubmit: fn() },
} satisfies Meta<typeof QuizResult>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The end of the quiz: score of 10 and the time as mm:ss.cc, each under its label; 'Enviar resultado' sends. */
export const Finished: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('definition', { name: es.quiz.score })).toHaveTextContent(
      ledgerCopy('quiz.scoreOf', { score: 7, total: 10 }),
    );
    await expect(canvas.getByRole('definition', { name: es.quiz.time })).toHaveTextContent('00:42.17');
    await expect(canvas.getByRole('heading', { name: es.quiz.resultTitle })).toHaveFocus();
    await userEvent.click(canvas.getByRole('button', { name: es.quiz.submit }));
    await expect(args.onSubmit).toHaveBeenCalledOnce();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** A perfect quiz. */
export const Perfect: Story = {
  args: { score: 10, time: '00:18.04' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(ledgerCopy('quiz.scoreOf', { score: 10, total: 10 }))).toBeVisible();
  },
};

/** Sending: the button spins and a second press sends nothing. */
export const Submitting: Story = {
  args: { submitting: true },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: es.quiz.submit });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Sending is not possible (already sent): the button is disabled. */
export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: es.quiz.submit });
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The send failed: 'Error al enviar resultado' is announced and the button lets the player try again. */
export const Failed: Story = {
  args: { error: es.errors.submitResult },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(es.errors.submitResult);
    await userEvent.click(canvas.getByRole('button', { name: es.quiz.submit }));
    await expect(args.onSubmit).toHaveBeenCalledOnce();
  },
};
