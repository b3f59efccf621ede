import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { es } from '../../i18n';
import { Field } from '../Field';
import { Select, type SelectProps } from './Select';

function Controlled(props: SelectProps) {
  const [value, setValue] = useState(props.value);
  return (
    <Select
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
  title: 'UI/Form/Select',
  component: Select,
  parameters: { layout: 'padded' },
  args: {
    value: 'ALGO',
    options: ['ALGO', 'UMQ', 'HLK'].map((symbol) => ({ value: symbol, label: symbol })),
    onChange: fn(),
  },
  render: (args) => <Controlled {...args} />,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '24rem' }}>
        <Field label={es.wallet.asset}>
          <Story />
        </Field>
      </div>
    ),
  ],
} satisfies Meta<typeof Select>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The asset picker of /wallet; choosing emits the value. */
export const AssetPicker: Story = {
  play: async ({ canvas, args }) => {
    const select = canvas.getByRole('combobox', { name: es.wallet.asset });
    await userEvent.selectOptions(select, 'UMQ');
    await expect(select).toHaveValue('UMQ');
    await expect(args.onChange).toHaveBeenCalledWith('UMQ');
  },
};

/** Disabled. */
export const Disabled: Story = { args: { disabled: true } };
