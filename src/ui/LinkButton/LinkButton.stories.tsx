import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import type { MouseEvent } from 'react';
import { es } from '../../i18n';
import { LinkButton } from './LinkButton';

const meta = {
  title: 'UI/LinkButton',
  component: LinkButton,
  parameters: { layout: 'padded' },
  args: { href: '/wallet', children: es.tiles.profile },
} satisfies Meta<typeof LinkButton>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A link that looks like the primary button and keeps its href. */
export const Primary: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: es.tiles.profile })).toHaveAttribute('href', '/wallet');
  },
};

/** Secondary look, with an icon. */
export const Secondary: Story = {
  args: { variant: 'secondary', icon: 'gift', children: es.tiles.welcome, href: '/referido' },
};

/** Full width, as in a modal's action list. */
export const FullWidth: Story = { args: { fullWidth: true, size: 'lg' } };

const navigate = fn();

/** How a router composes it: the onClick it passes runs and can keep the browser from leaving the page. */
export const ClientSideNavigation: Story = {
  args: {
    onClick: (event: MouseEvent<HTMLAnchorElement>) => {
      event.preventDefault();
      navigate(event.currentTarget.getAttribute('href'));
    },
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('link', { name: es.tiles.profile }));
    await expect(navigate).toHaveBeenCalledWith('/wallet');
  },
};
