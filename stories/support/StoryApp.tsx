import { useEffect, useState } from 'react';
import { memoryLocation } from 'wouter/memory-location';
import { App } from '../../src/app/App';
import { PaidActionController } from '../../src/hooks/paidAction';
import { createQueryClient } from '../../src/hooks/queryClient';
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
 * This story file's cross-tab logout channel: the story files run side by side in one browser, and a logout in one
 * must not lock the sessions of the others (a story can announce on it to play the app's other tab).
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
 * in from the start when asked; a later logout stays logged out, so a story can follow it to /login), a fresh query
 * client (retry off, so a failure shows at once) and paid-action host (no pending action leaks between stories).
 * The devnet handlers answer every ledger call (see preview.tsx).
 */
export function StoryApp({ route, signedIn = false, signedInAs }: StoryAppProps) {
  const [deps] = useState(() => ({
    location: memoryLocation({ path: route }).hook,
    initialSession: storySession(signedIn, signedInAs),
    queryClient: createQueryClient({ retry: false }),
    paidActions: new PaidActionController(),
  }));
  // A story's pending send must not be re-sent into the next story's fresh ledger (the same demo account).
  useEffect(() => deps.paidActions.stopWatching, [deps]);
  return <App {...deps} sessionChannel={STORY_SESSION_CHANNEL} />;
}
