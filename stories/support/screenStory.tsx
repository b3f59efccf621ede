import type { Meta } from '@storybook/react-vite';
import { seedDemoVault, type StorySession } from './demoUser';
import { StoryApp, type ScreenParameters } from './StoryApp';

/**
 * The meta of a story file that mounts a whole screen at `route`: the routed app on the devnet handlers, signed in
 * as the demo user when asked (a story's own loader can store another wallet with seedDemoWallet); a story names its
 * ledger's faults in `parameters.ledger` (./ledgerParameters). Spread it into a literal that adds the title (Storybook's indexer reads the title
 * statically): `const meta = { title: 'Screens/Home', ...screenMeta(...) }`.
 */
export function screenMeta(screen: ScreenParameters) {
  return {
    component: StoryApp,
    args: screen,
    loaders: screen.signedIn ? [seedDemoVault] : [],
    render: (args, { loaded }) => <StoryApp {...args} signedInAs={loaded.signedInAs as StorySession | undefined} />,
  } satisfies Meta<typeof StoryApp>;
}
