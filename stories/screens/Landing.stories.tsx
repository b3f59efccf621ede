import type { StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { es } from '../../src/i18n';
import { screenMeta } from '../support';

const meta = { title: 'Screens/Landing', ...screenMeta({ route: '/' }) };
export default meta;
type Story = StoryObj<typeof meta>;

/** The hero and the two ways in. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: es.landing.heroAlt })).toBeVisible();
    await expect(canvas.getByRole('link', { name: es.landing.login })).toHaveAttribute('href', '/login');
    await expect(canvas.getByRole('link', { name: es.landing.register })).toHaveAttribute('href', '/register');
  },
};

/** An unknown route shows the Spanish not-found page; its button leads back to the landing. */
export const NotFound: Story = {
  args: { route: '/no-existe' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: es.notFound.title })).toBeVisible();
    await userEvent.click(canvas.getByRole('link', { name: es.notFound.home }));
    await expect(await canvas.findByRole('heading', { name: es.landing.title })).toBeVisible();
  },
};
