import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { es } from '../../i18n';
import { Button } from '../Button';
import { Field } from '../Field';
import { TextInput } from '../TextInput';
import { AuthLayout } from './AuthLayout';

const meta = {
  title: 'UI/AuthLayout',
  component: AuthLayout,
  args: {
    title: es.login.title,
    intro: es.login.intro,
    children: (
      <>
        <Field label={es.login.username}>
          <TextInput />
        </Field>
        <Button fullWidth>{es.login.submit}</Button>
      </>
    ),
  },
} satisfies Meta<typeof AuthLayout>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Brand, h1, intro and the card with the page's content, inside the main landmark. */
export const WithIntro: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('main')).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1, name: es.login.title })).toBeVisible();
    await expect(canvas.getByText(es.login.intro)).toBeVisible();
  },
};

/** Without the intro line. */
export const TitleOnly: Story = { args: { title: es.register.createTitle, intro: undefined } };

/** The landing's variant: an illustration on top and the actions straight on the page, centred. */
export const WithMediaNoCard: Story = {
  args: {
    title: es.landing.title,
    intro: es.landing.subtitle,
    card: false,
    media: (
      <div
        role="img"
        aria-label={es.landing.heroAlt}
        style={{ height: 160, borderRadius: 20, background: 'var(--color-ink)' }}
      />
    ),
    children: <Button fullWidth>{es.landing.login}</Button>,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: es.landing.heroAlt })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1, name: es.landing.title })).toBeVisible();
    await expect(canvas.getByRole('main')).toHaveAttribute('data-centred', 'true');
  },
};

/** A route that failed to load (its code is gone after a redeploy): what happened and the one way out. */
export const LoadFailed: Story = {
  args: {
    title: es.routeError.title,
    intro: es.routeError.body,
    card: false,
    children: (
      <Button variant="primary" size="lg" fullWidth>
        {es.routeError.reload}
      </Button>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: es.routeError.title })).toBeVisible();
    await expect(canvas.getByText(es.routeError.body)).toBeVisible();
    await expect(canvas.getByRole('button', { name: es.routeError.reload })).toBeEnabled();
  },
};
