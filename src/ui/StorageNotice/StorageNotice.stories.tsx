import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { es } from '../../i18n';
import { StorageNotice } from './StorageNotice';

const meta = { title: 'UI/Security/StorageNotice', component: StorageNotice } satisfies Meta<typeof StorageNotice>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The browser refused persistent storage: what can happen, how to install Mox, keep the words. */
export const Refused: Story = {
  args: { risk: 'refused' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(es.security.storageRefused)).toBeVisible();
    await expect(canvas.getByText(es.security.installOther)).toBeVisible();
    await expect(canvas.getByText(es.security.keepWords)).toBeVisible();
  },
};

/** An iPhone or iPad tab outside the installed app: Safari's 7-day rule and how to add Mox to the home screen. */
export const Ios: Story = {
  args: { risk: 'ios' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(es.security.storageIos)).toBeVisible();
    await expect(canvas.getByText(es.security.installIos)).toBeVisible();
  },
};
