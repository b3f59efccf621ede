import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { es } from '../../i18n';
import { Notice } from './Notice';

const meta = {
  title: 'UI/Notice',
  component: Notice,
  parameters: { layout: 'padded' },
  args: { children: es.home.availableHint },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '26rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Notice>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Information. */
export const Info: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText(es.home.availableHint)).toBeInTheDocument();
  },
};

/** A warning with a title: the 25-word backup warning. */
export const Warning: Story = {
  args: { tone: 'warning', title: es.register.wordsTitle, children: es.register.wordsWarning },
};

/** Success: the phrase was imported. */
export const Success: Story = {
  args: { tone: 'success', title: es.register.importedTitle, children: es.register.importedNotice },
};

/** An error that stays on screen (a configuration problem). */
export const Failure: Story = { args: { tone: 'error', title: es.config.title, children: es.config.hint } };
