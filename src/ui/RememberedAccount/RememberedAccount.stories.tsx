import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { es, t } from '../../i18n';
import { RememberedAccount } from './RememberedAccount';

const ADDRESS = 'HNVCPPGOW2SC2YVDVDICU3YNONSTEFLXDXREHJR2YBEKDC2Z3IUZSC6YGI';

const meta = {
  title: 'UI/RememberedAccount',
  component: RememberedAccount,
  args: { username: 'ana', address: ADDRESS, vanished: false, recoverHref: '/register?recuperar=ana', onForget: fn() },
} satisfies Meta<typeof RememberedAccount>;
export default meta;
type Story = StoryObj<typeof meta>;

/** 'Última cuenta: ana' with the shortened address; one click forgets it. */
export const Remembered: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText(t('login.lastAccount', { username: 'ana' }), { exact: false })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: es.login.forget }));
    await expect(args.onForget).toHaveBeenCalledOnce();
  },
};

/** Its wallet is gone from this browser: said as an alert, with the way to recover with the 25 words. */
export const Vanished: Story = {
  args: { vanished: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(t('login.vanishedBody', { username: 'ana' }));
    await expect(canvas.getByRole('link', { name: es.login.recoverWithWords })).toHaveAttribute(
      'href',
      '/register?recuperar=ana',
    );
  },
};
