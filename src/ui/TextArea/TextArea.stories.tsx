import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { es } from '../../i18n';
import { Field } from '../Field';
import { TextArea } from './TextArea';

const meta = {
  title: 'UI/Form/TextArea',
  component: TextArea,
  parameters: { layout: 'padded' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '24rem' }}>
        <Field label={es.register.mnemonic}>
          <Story />
        </Field>
      </div>
    ),
  ],
} satisfies Meta<typeof TextArea>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Empty; typing works. */
export const Empty: Story = {
  play: async ({ canvas }) => {
    const area = canvas.getByRole('textbox', { name: es.register.mnemonic });
    await userEvent.type(area, 'abandon ability');
    await expect(area).toHaveValue('abandon ability');
  },
};

/** Monospace, for the 25-word phrase. */
export const Mnemonic: Story = {
  args: {
    mono: true,
    spellCheck: false,
    defaultValue: Array.from({ length: 25 }, (_, i) => ['abandon', 'ability', 'able', 'about', 'above'][i % 5]).join(
      ' ',
    ),
  },
};

/** Disabled. */
export const Disabled: Story = { args: { disabled: true } };
