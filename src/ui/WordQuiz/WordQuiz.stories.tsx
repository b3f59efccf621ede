import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { es } from '../../i18n';
import { onboardingCopy } from '../../i18n/onboarding';
import { WordQuiz, type WordQuizProps } from './WordQuiz';

/** Holds the answers as a screen would. */
function Controlled(props: WordQuizProps) {
  const [values, setValues] = useState(props.values);
  return (
    <WordQuiz
      {...props}
      values={values}
      onChange={(index, value) => {
        props.onChange(index, value);
        setValues((current) => current.map((old, i) => (i === index ? value : old)));
      }}
    />
  );
}

const label = (n: number) => onboardingCopy('register.wordNumber', { n });

const meta = {
  title: 'UI/WordQuiz',
  component: WordQuiz,
  parameters: { layout: 'padded' },
  args: { positions: [4, 11, 23], values: ['', '', ''], onChange: fn(), onSubmit: fn() },
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof WordQuiz>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Empty: one labelled input per asked position; typing and pressing Enter submits. */
export const Empty: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getAllByRole('textbox')).toHaveLength(3);
    await userEvent.type(canvas.getByLabelText(label(4)), 'abandon');
    await expect(args.onChange).toHaveBeenLastCalledWith(0, 'abandon');
    await userEvent.type(canvas.getByLabelText(label(23)), 'invest{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledOnce();
  },
};

/** Wrong words: one alert, every input marked invalid, focus back on the first. */
export const WrongWords: Story = {
  args: { values: ['abandon', 'zoo', 'invest'], error: es.register.wrongWords },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(es.register.wrongWords);
    for (const input of canvas.getAllByRole('textbox')) await expect(input).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(canvas.getByLabelText(label(4))).toHaveFocus());
  },
};

/** Saving: the button spins and a second press does nothing. */
export const Busy: Story = {
  args: { values: ['abandon', 'abandon', 'invest'], busy: true },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: es.register.verify });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(canvas.getByLabelText(label(4))).toHaveAttribute('readonly');
  },
};
