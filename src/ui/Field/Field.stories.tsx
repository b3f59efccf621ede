import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { es } from '../../i18n';
import { TextInput } from '../TextInput';
import { Field } from './Field';

const meta = {
  title: 'UI/Form/Field',
  component: Field,
  parameters: { layout: 'padded' },
  args: { label: es.login.username, children: <TextInput autoComplete="username" /> },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '24rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Field>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The label names the control. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: es.login.username })).not.toHaveAttribute('aria-invalid');
  },
};

/** A hint is read together with the control. */
export const WithHint: Story = {
  args: { label: es.login.password, hint: es.login.passwordRule },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: es.login.password })).toHaveAccessibleDescription(
      es.login.passwordRule,
    );
  },
};

/** An error marks the control invalid, describes it and is announced. */
export const WithError: Story = {
  args: { label: es.wallet.destination, error: es.wallet.invalidAddress, children: <TextInput defaultValue="ABC" /> },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: es.wallet.destination });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(es.wallet.invalidAddress);
    await expect(canvas.getByRole('alert')).toHaveTextContent(es.wallet.invalidAddress);
  },
};

/** Hint and error together: both describe the control. */
export const WithHintAndError: Story = {
  args: { label: es.login.password, hint: es.login.passwordRule, error: es.register.passwordMismatch },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: es.login.password })).toHaveAccessibleDescription(
      `${es.login.passwordRule} ${es.register.passwordMismatch}`,
    );
  },
};
