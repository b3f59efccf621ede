import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { es } from '../../i18n';
import { StepIndicator } from './StepIndicator';

const steps = [es.register.stepForm, es.register.stepWords, es.register.stepVerify, es.register.stepDone];

const meta = {
  title: 'UI/StepIndicator',
  component: StepIndicator,
  parameters: { layout: 'padded' },
  args: { label: es.register.steps, steps, current: 0 },
} satisfies Meta<typeof StepIndicator>;
export default meta;
type Story = StoryObj<typeof meta>;

/** First step: only it is current, nothing done yet. */
export const FirstStep: Story = {
  play: async ({ canvas }) => {
    const items = canvas.getAllByRole('listitem');
    await expect(canvas.getByRole('list', { name: es.register.steps })).toBeVisible();
    await expect(items[0]).toHaveAttribute('aria-current', 'step');
    await expect(items.filter((item) => item.hasAttribute('aria-current'))).toHaveLength(1);
  },
};

/** Middle of the flow: earlier steps ticked, later ones still numbered. */
export const MiddleStep: Story = {
  args: { current: 2 },
  play: async ({ canvas }) => {
    const items = canvas.getAllByRole('listitem');
    await expect(items[2]).toHaveAttribute('aria-current', 'step');
    await expect(items[0]).toHaveTextContent('✓');
    await expect(items[3]).toHaveTextContent('4');
  },
};

/** Last step reached. */
export const LastStep: Story = { args: { current: 3 } };
