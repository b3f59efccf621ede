import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { es } from '../../i18n';
import { ledgerCopy } from '../../i18n/features';
import { QuizQuestion, type QuizQuestionData, type QuizQuestionProps } from './QuizQuestion';

/** The legume question with its options in a fixed order; the right one (Nitrógeno) is third. */
const question: QuizQuestionData = {
  id: 'q2',
  text: es.quiz.q2,
  options: [
    { id: 'q2a', text: es.quiz.q2a },
    { id: 'q2b', text: es.quiz.q2b },
    { id: 'q2c', text: es.quiz.q2c },
    { id: 'q2d', text: es.quiz.q2d },
  ],
};

/** Locks on the first answer, as the question screen does. */
function Playable(props: QuizQuestionProps) {
  const [lock, setLock] = useState(props.lock ?? null);
  return (
    <QuizQuestion
      {...props}
      lock={lock}
      onAnswer={(id) => {
        props.onAnswer(id);
        setLock({ chosenId: id, answerId: 'q2c' });
      }}
    />
  );
}

const meta = {
  title: 'UI/QuizQuestion',
  component: QuizQuestion,
  parameters: { layout: 'padded' },
  args: { question, number: 3, total: 10, onAnswer: fn() },
  render: (args) => <Playable {...args} />,
} satisfies Meta<typeof QuizQuestion>;
export default meta;
type Story = StoryObj<typeof meta>;

const option = (canvas: ReturnType<typeof within>, text: string) =>
  canvas.getByRole('button', { name: new RegExp(text) });

/** Waiting for an answer: progress, the question, four options; the first has focus, ready for the keyboard. */
export const Idle: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText(ledgerCopy('quiz.progress', { n: 3, total: 10 }))).toBeVisible();
    const group = canvas.getByRole('group', { name: es.quiz.q2 });
    await expect(within(group).getAllByRole('button')).toHaveLength(4);
    await waitFor(() => expect(option(canvas, es.quiz.q2a)).toHaveFocus());
    await expect(canvas.queryByText(es.quiz.correct)).toBeNull();
    await expect(args.onAnswer).not.toHaveBeenCalled();
  },
};

/** Keyboard: arrows move down and wrap, 1–4 jump to an option, Enter answers the focused one. */
export const Keyboard: Story = {
  play: async ({ canvas, args }) => {
    await waitFor(() => expect(option(canvas, es.quiz.q2a)).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await expect(option(canvas, es.quiz.q2b)).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    await expect(option(canvas, es.quiz.q2d)).toHaveFocus();
    await userEvent.keyboard('3');
    await expect(option(canvas, es.quiz.q2c)).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onAnswer).toHaveBeenCalledOnce();
    await expect(args.onAnswer).toHaveBeenCalledWith('q2c');
    await expect(option(canvas, es.quiz.q2c)).toHaveTextContent(es.quiz.correct);
  },
};

/** Answered right: all four locked, the chosen one says 'Correcta' with its icon, and it is announced. */
export const LockedCorrect: Story = {
  args: { lock: { chosenId: 'q2c', answerId: 'q2c' } },
  play: async ({ canvas, args }) => {
    const chosen = option(canvas, es.quiz.q2c);
    await expect(chosen).toHaveTextContent(es.quiz.correct);
    await expect(chosen.querySelector('svg')).not.toBeNull();
    await expect(canvas.getByRole('status')).toHaveTextContent(es.quiz.announceCorrect);
    for (const button of canvas.getAllByRole('button')) await expect(button).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(option(canvas, es.quiz.q2a));
    await expect(args.onAnswer).not.toHaveBeenCalled();
    await expect(canvas.queryByText(es.quiz.incorrect)).toBeNull();
  },
};

/** Answered wrong: the chosen one says 'Incorrecta', the right one 'Respuesta correcta'; a second answer does nothing. */
export const LockedWrong: Story = {
  args: { lock: { chosenId: 'q2a', answerId: 'q2c' } },
  play: async ({ canvas, args }) => {
    await expect(option(canvas, es.quiz.q2a)).toHaveTextContent(es.quiz.incorrect);
    await expect(option(canvas, es.quiz.q2c)).toHaveTextContent(es.quiz.rightAnswer);
    await expect(canvas.getByRole('status')).toHaveTextContent(
      ledgerCopy('quiz.announceIncorrect', { answer: es.quiz.q2c }),
    );
    await userEvent.click(option(canvas, es.quiz.q2c));
    await expect(args.onAnswer).not.toHaveBeenCalled();
  },
};

/** A click answers once; the options lock at once, so a double click cannot answer twice. */
export const ClickLocks: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.dblClick(option(canvas, es.quiz.q2b));
    await expect(args.onAnswer).toHaveBeenCalledOnce();
    await expect(args.onAnswer).toHaveBeenCalledWith('q2b');
    await expect(option(canvas, es.quiz.q2b)).toHaveTextContent(es.quiz.incorrect);
    await expect(option(canvas, es.quiz.q2c)).toHaveTextContent(es.quiz.rightAnswer);
  },
};

/** The last question: the bar is full. */
export const LastQuestion: Story = {
  args: { number: 10 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(ledgerCopy('quiz.progress', { n: 10, total: 10 }))).toBeVisible();
  },
};
