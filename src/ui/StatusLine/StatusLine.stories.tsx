import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { es } from '../../i18n';
import { StatusLine } from './StatusLine';

const meta = {
  title: 'UI/StatusLine',
  component: StatusLine,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof StatusLine>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Idle: an empty live region that still holds its line. */
export const Idle: Story = {
  play: async ({ canvas }) => {
    const status = canvas.getByRole('status');
    await expect(status).toBeEmptyDOMElement();
    await expect(status.getBoundingClientRect().height).toBeGreaterThan(0);
  },
};

/** Working: the message, announced politely. */
export const Working: Story = {
  args: { message: es.login.unlocking },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(es.login.unlocking);
  },
};

/** Shown, not announced: another element (a toast) is already the announcement of the same news. */
export const Quiet: Story = {
  args: { message: es.login.unlocking, announce: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(es.login.unlocking)).toBeVisible();
    await expect(canvas.queryByRole('status')).toBeNull();
  },
};
