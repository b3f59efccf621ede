import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { AppRoutes } from '../../src/app/AppRoutes';
import { Toasts } from '../../src/app/Toasts';
import { PaidActionController, PaidActionProvider } from '../../src/hooks/paidAction';
import { createQueryClient } from '../../src/hooks/queryClient';
import { WalletProvider, type WalletProviderProps } from '../../src/hooks/session';
import { ToastProvider } from '../../src/hooks/toasts';
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
function initialSession(
  signedIn: boolean,
  signedInAs: StorySession | undefined,
): WalletProviderProps['initialSession'] {
  if (!signedIn) return undefined;
  if (!signedInAs)
    throw new Error('A signed-in story needs a loader that stores its wallet (seedDemoVault, seedDemoWallet).');
  return { username: signedInAs.username, account: accountFromMnemonic(signedInAs.mnemonic).account };
}

/**
 * The routed app at `route`, as a user meets it: real route table, session (signed in from the start when asked; a
 * later logout stays logged out, so a story can follow it to /login), toasts and a fresh query client (retry off, so
 * a failure shows at once) and paid-action host (no pending action leaks between stories). The devnet handlers
 * answer every ledger call (see preview.tsx).
 */
export function StoryApp({ route, signedIn = false, signedInAs }: StoryAppProps) {
  const [session] = useState(() => initialSession(signedIn, signedInAs));
  const [queryClient] = useState(() => createQueryClient({ retry: false }));
  const [paidActions] = useState(() => new PaidActionController());
  // A story's pending send must not be re-sent into the next story's fresh ledger (the same demo account).
  useEffect(() => paidActions.stopWatching, [paidActions]);
  const [location] = useState(() => memoryLocation({ path: route, record: true }));
  return (
    <QueryClientProvider client={queryClient}>
      <ToastProvider>
        <WalletProvider initialSession={session} channel={STORY_SESSION_CHANNEL}>
          <PaidActionProvider controller={paidActions}>
            <Router hook={location.hook}>
              <AppRoutes />
            </Router>
          </PaidActionProvider>
          <Toasts />
        </WalletProvider>
      </ToastProvider>
    </QueryClientProvider>
  );
}
