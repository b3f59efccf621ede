import type { Meta, StoryObj } from '@storybook/react-vite';
import type { MouseEvent } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { es } from '../../i18n';
import { AddressChip } from '../AddressChip';
import { BalanceRow } from '../BalanceRow';
import { Button } from '../Button';
import { sampleData } from '../fixtures';
import { IconButton } from '../IconButton';
import { OfflineNotice } from '../OfflineNotice';
import { Panel } from '../Panel';
import { Tile, TileGrid } from '../Tile';
import { PageShell } from './PageShell';

const meta = {
  title: 'UI/PageShell',
  component: PageShell,
  args: {
    title: es.wallet.title,
    children: (
      <Panel title={es.home.balances}>
        <dl style={{ margin: 0 }}>
          <BalanceRow symbol="UMQ" amount="12.500,00" />
          <BalanceRow symbol="HLK" amount="3,14" />
          <BalanceRow symbol="ALGO" amount="5,2500" />
        </dl>
      </Panel>
    ),
  },
} satisfies Meta<typeof PageShell>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Title only: a header landmark with the h1 and a main landmark. */
export const TitleOnly: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: es.wallet.title })).toBeInTheDocument();
    await expect(canvas.getByRole('main')).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: es.common.back })).toBeNull();
  },
};

/** Back as a button (a router's navigate). */
export const BackButton: Story = {
  args: { onBack: fn() },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: es.common.back }));
    await expect(args.onBack).toHaveBeenCalledOnce();
  },
};

/** The app's notice (here: every node failing) under the header, which stays at the top of the page. */
export const WithNotice: Story = {
  args: { onBack: fn(), notices: <OfflineNotice reason="nodesDown" /> },
  play: async ({ canvas }) => {
    const notice = canvas.getByText(es.pwa.nodesDown).getBoundingClientRect();
    const back = canvas.getByRole('button', { name: es.common.back }).getBoundingClientRect();
    await expect(back.bottom).toBeLessThanOrEqual(notice.top);
  },
};

/** Back as a link, with a click handler a router can use to stay client-side. */
export const BackLink: Story = {
  args: { backHref: '/home', onBack: fn((event: MouseEvent<HTMLElement>) => event.preventDefault()) },
  play: async ({ canvas, args }) => {
    const link = canvas.getByRole('link', { name: es.common.back });
    await expect(link).toHaveAttribute('href', '/home');
    await userEvent.click(link);
    await expect(args.onBack).toHaveBeenCalledOnce();
  },
};

/** The /home composition: hero card, then the tiles; logout in the header's right slot. */
export const HomeComposition: Story = {
  args: {
    title: es.common.appName,
    actions: <IconButton icon="logout" label={es.common.logout} />,
    children: (
      <div style={{ display: 'grid', gap: '1.25rem' }}>
        <Panel
          tone="hero"
          title={es.home.yourAddress}
          actions={<AddressChip address={sampleData.address} tone="onDark" />}
        >
          <dl style={{ margin: 0 }}>
            <BalanceRow symbol="UMQ" amount="12.500,000" />
            <BalanceRow symbol="HLK" amount="3,142" />
            <BalanceRow symbol="ALGO" amount="5,250" caption={`${es.home.minBalance}: 0,100`} />
          </dl>
        </Panel>
        <section aria-label={es.home.apps}>
          <TileGrid>
            <Tile icon="wallet" title={es.tiles.wallet} description={es.tiles.walletBody} onClick={fn()} />
            <Tile icon="quiz" title={es.tiles.quiz} description={es.tiles.quizBody} accent="umq" onClick={fn()} />
            <Tile icon="games" title={es.tiles.games} description={es.tiles.gamesBody} accent="umq" onClick={fn()} />
            <Tile icon="stake" title={es.tiles.stake} description={es.tiles.stakeBody} accent="hlk" onClick={fn()} />
            <Tile icon="market" title={es.tiles.market} description={es.tiles.marketBody} onClick={fn()} />
            <Tile icon="news" title={es.tiles.news} description={es.tiles.newsBody} accent="ink" onClick={fn()} />
          </TileGrid>
        </section>
        <Button variant="ghost" icon="logout">
          {es.common.logout}
        </Button>
      </div>
    ),
  },
};
