import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { es } from '../../i18n';
import { sampleProducts } from '../ProductCard/fixtures';
import { ProductGrid } from './ProductGrid';

const meta = {
  title: 'UI/ProductGrid',
  component: ProductGrid,
  parameters: { layout: 'padded' },
  args: { products: sampleProducts, totalUsed: '0 UMQ', onClaim: fn() },
} satisfies Meta<typeof ProductGrid>;
export default meta;
type Story = StoryObj<typeof meta>;

const card = (canvas: ReturnType<typeof within>, name: string) => within(canvas.getByRole('article', { name }));

/** Nothing bought yet: four memberships, USDC labelled 'Pronto.'; a press reports the product's id. */
export const NothingBought: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText(es.market.totalUsed).nextElementSibling).toHaveTextContent('0 UMQ');
    await expect(within(canvas.getByRole('list', { name: es.market.products })).getAllByRole('listitem')).toHaveLength(
      4,
    );
    await expect(card(canvas, es.market.usdcName).getByText(es.market.soon)).toBeInTheDocument();
    await expect(card(canvas, es.market.usdcName).getByRole('button', { name: es.market.claim })).toBeDisabled();
    await userEvent.click(card(canvas, es.market.netflixName).getByRole('button', { name: es.market.claim }));
    await expect(args.onClaim).toHaveBeenCalledWith('Netflix');
  },
};

/** After a purchase: the total shows the UMQ spent; the product being bought shows its spinner. */
export const AfterPurchase: Story = {
  args: {
    totalUsed: '8,000 UMQ',
    products: sampleProducts.map((p) => (p.id === 'Paramount' ? { ...p, state: 'buying' as const } : p)),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(es.market.totalUsed).nextElementSibling).toHaveTextContent('8,000 UMQ');
    const buying = card(canvas, es.market.paramountName).getByRole('button', { name: es.market.claim });
    await expect(buying).toHaveAttribute('aria-busy', 'true');
  },
};
