/** Test helpers for a registration: the session provider with a registration screen's draft hook inside it. */
import { act, render } from '@testing-library/react';
import { TEST_CHANNEL } from '../session/testing';
import { WalletProvider, useWallet, type WalletSession } from '../session';
import type { RegistrationDraft } from './registration';
import { useRegistrationDraft } from './useRegistrationDraft';

type Draft = ReturnType<typeof useRegistrationDraft>;

/** The answers that pass the draft's 3-word check. */
export const rightAnswers = (draft: RegistrationDraft) => draft.verifyIndexes.map((i) => draft.words[i]);

/**
 * Mounts <WalletProvider> with a session consumer and, while `registering`, a registration screen's draft hook (as
 * /register mounts it). Returns their live values, how many times the session consumer rendered, a helper that runs
 * an action inside act(), and the calls that close and reopen the registration screen.
 */
export function renderRegistration() {
  const live: { wallet?: WalletSession; draft?: Draft; sessionRenders: number } = { sessionRenders: 0 };
  function SessionConsumer() {
    live.wallet = useWallet();
    live.sessionRenders += 1;
    return null;
  }
  function RegistrationScreen() {
    live.draft = useRegistrationDraft();
    return null;
  }
  const tree = (registering: boolean) => (
    <WalletProvider channel={TEST_CHANNEL}>
      <SessionConsumer />
      {registering && <RegistrationScreen />}
    </WalletProvider>
  );
  const view = render(tree(true));
  const run = async <T,>(action: (draft: Draft, wallet: WalletSession) => T | Promise<T>): Promise<T> => {
    let result!: T;
    await act(async () => {
      result = await action(live.draft!, live.wallet!);
    });
    return result;
  };
  return {
    wallet: () => live.wallet!,
    draft: () => live.draft!,
    /** The draft's public half, in the states that have one. */
    shown: () => {
      const { state } = live.draft!;
      return 'draft' in state ? state.draft : null;
    },
    sessionRenders: () => live.sessionRenders,
    run,
    close: () => view.rerender(tree(false)),
    reopen: () => view.rerender(tree(true)),
    unmount: view.unmount,
  };
}
