import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { es } from '../../i18n';
import { LinkButton } from '../LinkButton';
import { Modal } from '../Modal';
import { Tile, TileGrid } from './Tile';

const meta = {
  title: 'UI/Tile',
  component: Tile,
  parameters: { layout: 'padded' },
  args: { icon: 'wallet', title: es.tiles.wallet, description: es.tiles.walletBody, onClick: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '12rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Tile>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A tile is a button that announces it opens a dialog. */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    const tile = canvas.getByRole('button', { name: new RegExp(es.tiles.wallet) });
    await expect(tile).toHaveAttribute('aria-haspopup', 'dialog');
    await userEvent.click(tile);
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};

/** UMQ accent (quiz, games). */
export const UmqAccent: Story = {
  args: { icon: 'quiz', title: es.tiles.quiz, description: es.tiles.quizBody, accent: 'umq' },
};

/** HLK accent (staking). */
export const HlkAccent: Story = {
  args: { icon: 'stake', title: es.tiles.stake, description: es.tiles.stakeBody, accent: 'hlk' },
};

/** Ink accent (news). */
export const InkAccent: Story = {
  args: { icon: 'news', title: es.tiles.news, description: es.tiles.newsBody, accent: 'ink' },
};

/** The six /home tiles in their grid. */
export const HomeGrid: Story = {
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '48rem' }}>
        <Story />
      </div>
    ),
  ],
  render: (args) => (
    <TileGrid>
      <Tile {...args} />
      <Tile {...args} icon="quiz" title={es.tiles.quiz} description={es.tiles.quizBody} accent="umq" />
      <Tile {...args} icon="games" title={es.tiles.games} description={es.tiles.gamesBody} accent="umq" />
      <Tile {...args} icon="stake" title={es.tiles.stake} description={es.tiles.stakeBody} accent="hlk" />
      <Tile {...args} icon="market" title={es.tiles.market} description={es.tiles.marketBody} />
      <Tile {...args} icon="news" title={es.tiles.news} description={es.tiles.newsBody} accent="ink" />
    </TileGrid>
  ),
};

function TileWithModal() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Tile
        icon="games"
        title={es.tiles.games}
        description={es.tiles.gamesBody}
        accent="umq"
        onClick={() => setOpen(true)}
      />
      <Modal open={open} onClose={() => setOpen(false)} title={es.tiles.games}>
        <div style={{ display: 'grid', gap: '0.75rem' }}>
          <p>{es.tiles.gamesBody}</p>
          <LinkButton href="/roulette" fullWidth>
            {es.tiles.roulette}
          </LinkButton>
          <LinkButton href="/target" variant="secondary" fullWidth>
            {es.tiles.target}
          </LinkButton>
        </div>
      </Modal>
    </>
  );
}

/** Pressing a tile opens its modal; closing it puts focus back on the tile. */
export const OpensModal: Story = {
  render: () => <TileWithModal />,
  play: async ({ canvas }) => {
    const tile = canvas.getByRole('button', { name: new RegExp(es.tiles.games) });
    await userEvent.click(tile);
    const dialog = await within(document.body).findByRole('dialog', { name: es.tiles.games });
    await expect(within(dialog).getByRole('link', { name: es.tiles.roulette })).toHaveAttribute('href', '/roulette');
    await userEvent.keyboard('{Escape}');
    await expect(tile).toHaveFocus();
  },
};
