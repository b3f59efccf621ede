import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { es } from '../../i18n';
import { Field } from '../Field';
import { TextInput } from './TextInput';

const meta = {
  title: 'UI/Form/TextInput',
  component: TextInput,
  parameters: { layout: 'padded' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '24rem' }}>
        <Field label={es.login.username}>
          <Story />
        </Field>
      </div>
    ),
  ],
} satisfies Meta<typeof TextInput>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Empty; typing works. */
export const Empty: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: es.login.username });
    await userEvent.type(input, 'ana');
    await expect(input).toHaveValue('ana');
  },
};

/** Filled. */
export const Filled: Story = { args: { defaultValue: 'ana.mox' } };

/** Email type, as on /referido. */
export const Email: Story = { args: { type: 'email', defaultValue: 'ana@example.com' } };

/** Disabled. */
export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'ana.mox' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: es.login.username })).toBeDisabled();
  },
};
