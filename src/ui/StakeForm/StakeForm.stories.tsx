import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { es } from '../../i18n';
import { ledgerCopy } from '../../i18n/features';
import { StakeForm, type StakeFormProps } from './StakeForm';

/** The form with its own text state, as the screen holds it. */
function Controlled(props: StakeFormProps) {
  const [value, setValue] = useState(props.value);
  return (
    <StakeForm
      {...props}
      value={value}
      onChange={(next) => {
        props.onChange(next);
        setValue(next);
      }}
    />
  );
}

const meta = {
  title: 'UI/Stake/StakeForm',
  component: StakeForm,
  parameters: { layout: 'padded' },
  args: { value: '', minimum: '100', onChange: fn(), onSubmit: fn() },
  render: (args) => <Controlled {...args} />,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '24rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof StakeForm>;
export default meta;
type Story = StoryObj<typeof meta>;

const amountField = (canvas: { getByRole: (role: 'textbox', options: { name: string }) => HTMLElement }) =>
  canvas.getByRole('textbox', { name: es.stake.amount });

/** Ready to stake: whole UMQ (numeric keypad on phones), the minimum as hint; 'Hacer Stake' asks to stake what was typed. */
export const Idle: Story = {
  play: async ({ canvas, args }) => {
    const input = amountField(canvas);
    await expect(input).toHaveAttribute('inputmode', 'numeric');
    await expect(input).toHaveAccessibleDescription(ledgerCopy('stake.amountHint', { min: '100' }));
    await userEvent.type(input, '250');
    await expect(args.onChange).toHaveBeenLastCalledWith('250');
    await userEvent.click(canvas.getByRole('button', { name: es.stake.stake }));
    await expect(args.onSubmit).toHaveBeenCalledOnce();
  },
};

/** A refused amount: the message is announced and tied to the field. */
export const Invalid: Story = {
  args: { value: '50', error: es.errors.stakeAssert },
  play: async ({ canvas }) => {
    const input = amountField(canvas);
    await expect(canvas.getByRole('alert')).toHaveTextContent(es.errors.stakeAssert);
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(
      `${ledgerCopy('stake.amountHint', { min: '100' })} ${es.errors.stakeAssert}`,
    );
  },
};

/** The stake is on its way: spinner on the button, and pressing again sends nothing. */
export const Busy: Story = {
  args: { value: '250', busy: true },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: es.stake.stake });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** A stake is running: the field and 'Hacer Stake' are disabled, and the hint says why. */
export const Running: Story = {
  args: { value: '', running: true },
  play: async ({ canvas, args }) => {
    const input = amountField(canvas);
    await expect(input).toBeDisabled();
    await expect(input).toHaveAccessibleDescription(es.stake.running);
    await expect(canvas.getByRole('button', { name: es.stake.stake })).toBeDisabled();
    await userEvent.type(input, '100');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};
