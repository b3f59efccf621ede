import type { CopyKey } from '../../i18n';
import type { IconName } from '../../ui/Icon';
import type { TileAccent } from '../../ui/Tile';

/** One button of a tile's modal: its label and where it goes. */
export interface TileLink {
  label: CopyKey;
  href: string;
  /** Not offered yet: shown disabled, saying 'Próximamente'. */
  soon?: true;
}

/** One of the six /home tiles (SPEC §2) and the buttons of its modal. */
export interface HomeTile {
  id: string;
  icon: IconName;
  accent: TileAccent;
  title: CopyKey;
  body: CopyKey;
  links: readonly TileLink[];
  /** A titled list under the body (the quiz prizes). */
  extras?: { title: CopyKey; lines: readonly CopyKey[] };
}

/** The six tiles in the spec's order. */
export const HOME_TILES: readonly HomeTile[] = [
  {
    id: 'wallet',
    icon: 'wallet',
    accent: 'brand',
    title: 'tiles.wallet',
    body: 'tiles.walletBody',
    links: [
      { label: 'tiles.profile', href: '/wallet' },
      { label: 'tiles.welcome', href: '/referido' },
    ],
  },
  {
    id: 'quiz',
    icon: 'quiz',
    accent: 'umq',
    title: 'tiles.quiz',
    body: 'tiles.quizBody',
    extras: { title: 'tiles.quizPrizesTitle', lines: ['tiles.quizPrize1', 'tiles.quizPrize2', 'tiles.quizPrize3'] },
    links: [{ label: 'tiles.start', href: '/quizz' }],
  },
  {
    id: 'games',
    icon: 'games',
    accent: 'umq',
    title: 'tiles.games',
    body: 'tiles.gamesBody',
    links: [
      { label: 'tiles.roulette', href: '/roulette' },
      { label: 'tiles.target', href: '/target' },
    ],
  },
  {
    id: 'stake',
    icon: 'stake',
    accent: 'hlk',
    title: 'tiles.stake',
    body: 'tiles.stakeBody',
    links: [{ label: 'tiles.start', href: '/stake' }],
  },
  {
    id: 'market',
    icon: 'market',
    accent: 'brand',
    title: 'tiles.market',
    body: 'tiles.marketBody',
    links: [
      // The spec's NFTs lead back to /home: there are none yet, so the button says so instead of going nowhere.
      { label: 'tiles.nfts', href: '/home', soon: true },
      { label: 'tiles.memberships', href: '/marketplace' },
    ],
  },
  {
    id: 'news',
    icon: 'news',
    accent: 'ink',
    title: 'tiles.news',
    body: 'tiles.newsBody',
    links: [{ label: 'tiles.read', href: '/news' }],
  },
];
