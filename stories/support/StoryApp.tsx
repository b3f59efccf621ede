import { useState } from 'react';
import { memoryLocation } from 'wouter/memory-location';
import { App } from '../../src/app/App';
import { TEST_LEDGER } from '../../src/hooks/ledger';
import { accountFromMnemonic } from '../../src/services/account/keys';
import type { StorySession } from './demoUser';

/** Where a screen story starts: the route, and whether the demo user is signed in first. */
export interface ScreenParameters {
  route: string;
  signedIn?: boolean;
}

/** Props of {@link StoryApp}: its args, and the session a loader stored (screenMeta passes `loaded.signedInAs`). */
export interface StoryAppProps extends ScreenParameters {
  signedInAs?: StorySession;
}

/**
 * This page's cross-tab logout channel: a logout in another tab of the catalogue (or of the app, on the same origin)
 * must not lock this page's sessions (a story can announce on it to play the app's other tab).
 */
export const STORY_SESSION_CHANNEL = `mox-story-${crypto.randomUUID()}`;

/** The session a signed-in story opens with: the stored wallet's key, from its words (no vault unlock). */
function storySession(signedIn: boolean, signedInAs: StorySession | undefined) {
  if (!signedIn) return undefined;
  if (!signedInAs)
    throw new Error('A signed-in story needs a loader that stores its wallet (seedDemoVault, seedDemoWallet).');
  return { username: signedInAs.username, account: accountFromMnemonic(signedInAs.mnemonic).account };
}

/**
 * The App at `route`, as a user meets it, with the story's own dependencies: a memory location, the session (signed
 * in from the start when asked; a later logout stays logged out, so a story can follow it to /login), and the ledger
 * layout's test options: reads not retried (a failure shows at once), and a pending action's watch stops with the
 * story (it must not re-send into the next story's fresh ledger). The devnet handlers answer every ledger call (see
 * preview.tsx).
 */
export function StoryApp({ route, signedIn = false, signedInAs }: StoryAppProps) {
  const [deps] = useState(() => ({
    location: memoryLocation({ path: route }).hook,
    initialSession: storySession(signedIn, signedInAs),
  }));
  return <App {...deps} ledger={TEST_LEDGER} sessionChannel={STORY_SESSION_CHANNEL} />;
}
