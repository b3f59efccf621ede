import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { es } from '../../i18n';
import { sampleProducts } from './fixtures';
import { ProductCard } from './ProductCard';

const [usdc, hbo] = sampleProducts;

const meta = {
  title: 'UI/ProductCard',
  component: ProductCard,
  parameters: { layout: 'padded' },
  args: { ...hbo, onClaim: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '14rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ProductCard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** On sale: illustration (lazy, Spanish alt text), name, description, price in UMQ; 'Reclamar' reaches onClaim. */
export const Available: Story = {
  play: async ({ canvas, args }) => {
    const image = canvas.getByRole('img', { name: es.market.hboAlt });
    await expect(image).toHaveAttribute('loading', 'lazy');
    await expect(canvas.getByRole('heading', { name: es.market.hboName })).toBeInTheDocument();
    await expect(canvas.getByText(es.market.hboBody)).toBeInTheDocument();
    await expect(canvas.getByText('8,000 UMQ')).toBeInTheDocument();
    const claim = canvas.getByRole('button', { name: es.market.claim });
    await expect(claim).toHaveAccessibleDescription(es.market.hboName);
    await userEvent.click(claim);
    await expect(args.onClaim).toHaveBeenCalledOnce();
  },
};

/** Not on sale yet: labelled 'Pronto.' and the button cannot be pressed. */
export const Soon: Story = {
  args: { ...usdc },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText(es.market.soon)).toBeInTheDocument();
    const claim = canvas.getByRole('button', { name: es.market.claim });
    await expect(claim).toBeDisabled();
    await userEvent.click(claim, { pointerEventsCheck: 0 });
    await expect(args.onClaim).not.toHaveBeenCalled();
  },
};

/** Being bought: the button is busy and a second press buys nothing. */
export const Buying: Story = {
  args: { state: 'buying' },
  play: async ({ canvas, args }) => {
    const claim = canvas.getByRole('button', { name: es.market.claim });
    await expect(claim).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(claim);
    await expect(args.onClaim).not.toHaveBeenCalled();
  },
};
