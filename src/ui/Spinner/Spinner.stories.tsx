import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { es } from '../../i18n';
import { Spinner } from './Spinner';

const meta = {
  title: 'UI/Spinner',
  component: Spinner,
  parameters: { layout: 'centered' },
} satisfies Meta<typeof Spinner>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The default spinner announces "Cargando" as a status. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(es.ui.loading);
  },
};

/** A label saying what is loading. */
export const Labelled: Story = { args: { label: es.common.loading, size: 'lg' } };

/** Small, as inside a button. */
export const Small: Story = { args: { size: 'sm' } };

/** Decorative: no status role, for controls that already carry aria-busy. */
export const Decorative: Story = {
  args: { decorative: true },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('status')).toBeNull();
  },
};
