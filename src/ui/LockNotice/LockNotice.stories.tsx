import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { es, t } from '../../i18n';
import { LockNotice } from './LockNotice';

const meta = {
  title: 'UI/LockNotice',
  component: LockNotice,
  parameters: { layout: 'padded' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '26rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof LockNotice>;
export default meta;
type Story = StoryObj<typeof meta>;

/** 15 minutes without activity: an alert that says so and asks for the password. */
export const Idle: Story = {
  args: { reason: 'idle', minutes: 15 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(`${t('lock.idle', { minutes: 15 })} ${es.lock.again}`);
  },
};

/** The tab came back after more than 5 minutes hidden. */
export const Hidden: Story = {
  args: { reason: 'hidden', minutes: 5 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(`${t('lock.hidden', { minutes: 5 })} ${es.lock.again}`);
  },
};

/** The user logged out in another tab of the app. */
export const Elsewhere: Story = {
  args: { reason: 'elsewhere' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(`${es.lock.elsewhere} ${es.lock.again}`);
  },
};

/** The running version is below the minimum safe one: the session was locked and the corrected version is coming. */
export const UnsafeVersion: Story = {
  args: { reason: 'unsafeVersion' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(`${es.lock.unsafeVersion} ${es.lock.unsafeVersionAgain}`);
  },
};

/** The same, with a registration open: it was discarded, nothing saved. */
export const RegistrationUnsafeVersion: Story = {
  args: { reason: 'unsafeVersion', subject: 'registration' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      `${es.lock.registrationUnsafeVersion} ${es.lock.unsafeVersionAgain}`,
    );
  },
};

/** A registration left idle was discarded: the notice says so and that nothing was saved. */
export const RegistrationIdle: Story = {
  args: { reason: 'idle', minutes: 15, subject: 'registration' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      `${t('lock.registrationIdle', { minutes: 15 })} ${es.lock.registrationAgain}`,
    );
  },
};

/** A registration in a tab hidden too long was discarded. */
export const RegistrationHidden: Story = {
  args: { reason: 'hidden', minutes: 5, subject: 'registration' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      `${t('lock.registrationHidden', { minutes: 5 })} ${es.lock.registrationAgain}`,
    );
  },
};
