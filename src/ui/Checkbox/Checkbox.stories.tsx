import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { es } from '../../i18n';
import { Checkbox, type CheckboxProps } from './Checkbox';

function Controlled(props: CheckboxProps) {
  const [checked, setChecked] = useState(props.checked);
  return (
    <Checkbox
      {...props}
      checked={checked}
      onChange={(next) => {
        props.onChange(next);
        setChecked(next);
      }}
    />
  );
}

const meta = {
  title: 'UI/Form/Checkbox',
  component: Checkbox,
  parameters: { layout: 'padded' },
  args: { checked: false, label: es.terms.accept, onChange: fn() },
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof Checkbox>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Unticked; a click on the label ticks it. */
export const Unchecked: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByText(es.terms.accept));
    await expect(canvas.getByRole('checkbox', { name: es.terms.accept })).toBeChecked();
    await expect(args.onChange).toHaveBeenCalledWith(true);
  },
};

/** Ticked. */
export const Checked: Story = { args: { checked: true } };

/** Disabled. */
export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox', { name: es.terms.accept })).toBeDisabled();
  },
};
