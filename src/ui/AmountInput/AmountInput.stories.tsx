import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { es } from '../../i18n';
import { ledgerCopy } from '../../i18n/features';
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
  args: { value: '', symbol: 'UMQ', onChange: fn() },
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

/** Opens the decimal keypad and emits the text as typed, the locale's marks included ('1.000,5' in es-ES). */
export const GroupedThousands: Story = {
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('textbox', { name: es.wallet.amount });
    await expect(input).toHaveAttribute('inputmode', 'decimal');
    await userEvent.type(input, '1.000,5');
    await expect(input).toHaveValue('1.000,5');
    await expect(args.onChange).toHaveBeenLastCalledWith('1.000,5');
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

/** Keeps whatever is typed, letters too: the parser refuses them in Spanish rather than the field hiding them. */
export const KeepsWhatIsTyped: Story = {
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('textbox', { name: es.wallet.amount });
    await userEvent.type(input, '-1e3');
    await expect(input).toHaveValue('-1e3');
    await expect(args.onChange).toHaveBeenLastCalledWith('-1e3');
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
export const Algo: Story = { args: { value: '0,5', symbol: 'ALGO' } };

/** The choices the question offers, each a button that reports which reading was picked. */
const readings = (thousands: string, decimal: string) => {
  const onChoose = fn();
  return {
    text: ledgerCopy('wallet.amountAmbiguous', { thousands, decimal }),
    choices: [thousands, decimal].map((label) => ({ label, onChoose: () => onChoose(label) })),
    onChoose,
  };
};

/** es-ES: '1,500' reads 1500 or 1,5; never guessed, the field asks and each reading is a button. */
export const AskedEsES: Story = {
  args: { value: '1,500', symbol: 'ALGO', question: readings('1500', '1,5') },
  play: async ({ canvas, args }) => {
    const question = canvas.getByRole('group', { name: '¿Quisiste decir 1500 o 1,5?' });
    await expect(within(question).getByRole('status')).toHaveTextContent('¿Quisiste decir 1500 o 1,5?');
    await userEvent.click(within(question).getByRole('button', { name: '1,5' }));
    await expect((args.question as ReturnType<typeof readings>).onChoose).toHaveBeenCalledWith('1,5');
  },
};

/** es-MX swaps the marks: '1.500' reads 1500 or 1.5. */
export const AskedEsMX: Story = {
  globals: { locale: 'es-MX' },
  args: { value: '1.500', symbol: 'ALGO', question: readings('1500', '1.5') },
  play: async ({ canvas, args }) => {
    const question = canvas.getByRole('group', { name: '¿Quisiste decir 1500 o 1.5?' });
    await userEvent.click(within(question).getByRole('button', { name: '1500' }));
    await expect((args.question as ReturnType<typeof readings>).onChoose).toHaveBeenCalledWith('1500');
  },
};

/** With a validation error. */
export const Invalid: Story = {
  args: { value: '0,0000000001' },
  parameters: { fieldError: ledgerCopy('wallet.tooManyDecimals', { asset: 'UMQ', n: 9 }) },
};

/** Disabled (staking in progress). */
export const Disabled: Story = { args: { value: '100', disabled: true } };
