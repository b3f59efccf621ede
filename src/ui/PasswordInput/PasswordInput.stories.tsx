import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { es } from '../../i18n';
import { Field } from '../Field';
import { PasswordInput } from './PasswordInput';

const meta = {
  title: 'UI/Form/PasswordInput',
  component: PasswordInput,
  parameters: { layout: 'padded' },
  args: { autoComplete: 'current-password' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '24rem' }}>
        <Field label={es.login.password}>
          <Story />
        </Field>
      </div>
    ),
  ],
} satisfies Meta<typeof PasswordInput>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Hidden by default. */
export const Hidden: Story = {
  args: { defaultValue: 'Mx#4829kq!' },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText(es.login.password)).toHaveAttribute('type', 'password');
  },
};

/** The toggle shows the text and then hides it again, changing its own label. */
export const Toggled: Story = {
  args: { defaultValue: 'Mx#4829kq!' },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText(es.login.password);
    await userEvent.click(canvas.getByRole('button', { name: es.ui.showPassword }));
    await expect(input).toHaveAttribute('type', 'text');
    await userEvent.click(canvas.getByRole('button', { name: es.ui.hidePassword }));
    await expect(input).toHaveAttribute('type', 'password');
  },
};

/** Empty. */
export const Empty: Story = {};

/** Disabled while the wallet unlocks. */
export const Disabled: Story = { args: { disabled: true, defaultValue: 'Mx#4829kq!' } };
