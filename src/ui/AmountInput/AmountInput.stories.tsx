import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { es } from '../../i18n';
import { t } from '../../i18n/features';
import { Field } from '../Field';
import { AmountInput, type AmountInputProps } from './AmountInput';

function Controlled(props: AmountInputProps) {
  const [value, setValue] = useState(props.value);
  return (
    <AmountInput
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
  title: 'UI/Form/AmountInput',
  component: AmountInput,
  parameters: { layout: 'padded' },
  args: { value: '', symbol: 'UMQ', placeholder: '0.00', onChange: fn() },
  render: (args) => <Controlled {...args} />,
  // parameters.fieldError puts the Field into its error state.
  decorators: [
    (Story, { parameters }) => (
      <div style={{ maxWidth: '24rem' }}>
        <Field label={es.wallet.amount} error={parameters.fieldError as string | undefined}>
          <Story />
        </Field>
      </div>
    ),
  ],
} satisfies Meta<typeof AmountInput>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Opens the decimal keypad and keeps ',' (thousands) and '.' (decimals) as typed; emits the raw text. */
export const GroupedThousands: Story = {
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('textbox', { name: es.wallet.amount });
    await expect(input).toHaveAttribute('inputmode', 'decimal');
    await userEvent.type(input, '1,000.5');
    await expect(input).toHaveValue('1,000.5');
    await expect(args.onChange).toHaveBeenLastCalledWith('1,000.5');
  },
};

/** Whole units (a stake of UMQ): the phone's keypad has no decimal mark. */
export const Whole: Story = {
  args: { whole: true },
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('textbox', { name: es.wallet.amount });
    await expect(input).toHaveAttribute('inputmode', 'numeric');
    await userEvent.type(input, '250');
    await expect(args.onChange).toHaveBeenLastCalledWith('250');
  },
};

/** Accepts '.' too; letters and spaces are dropped as they are typed. */
export const DotDecimal: Story = {
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('textbox', { name: es.wallet.amount });
    await userEvent.type(input, '1 0a0.25');
    await expect(input).toHaveValue('100.25');
    await expect(args.onChange).toHaveBeenLastCalledWith('100.25');
  },
};

/** 'Máximo' beside the symbol: pressing it asks the screen for the maximum (the send form fills it). */
export const WithMaximum: Story = {
  args: { symbol: 'ALGO', onMax: fn() },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: es.wallet.max }));
    await expect(args.onMax).toHaveBeenCalledOnce();
  },
};

/** Filled with an ALGO amount. */
export const Algo: Story = { args: { value: '0.5', symbol: 'ALGO' } };

/** With a validation error. */
export const Invalid: Story = {
  args: { value: '0.0000000001' },
  parameters: { fieldError: t('wallet.tooManyDecimals', { asset: 'UMQ', n: 9 }) },
};

/** Disabled (staking in progress). */
export const Disabled: Story = { args: { value: '100', disabled: true } };
