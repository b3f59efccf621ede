import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { es } from '../../i18n';
import { deleteVaultDatabase } from '../../services/vault/testRecords';
import { WalletProvider, useWallet } from '../session';
import { IDLE_LOCK_MS } from '../session/lockPolicy';
import { PASSWORD, ZERO_PHRASE, issuedKeys } from '../session/testing';
import { ToastProvider, useToastList } from '../toasts';
import { useRegistration } from './useRegistration';

vi.mock('../../services/account/keys', async (real) => (await import('../session/testing')).trackKeys(await real()));

beforeEach(async () => {
  issuedKeys.length = 0;
  await deleteVaultDatabase();
});

/** The flow hook next to the session and the toasts it drives, under their real providers. */
function renderFlow(mode: 'create' | 'recover' = 'create') {
  const onActivated = vi.fn();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <ToastProvider>
      <WalletProvider>{children}</WalletProvider>
    </ToastProvider>
  );
  const view = renderHook(
    () => ({ flow: useRegistration(mode, onActivated), wallet: useWallet(), toasts: useToastList() }),
    { wrapper },
  );
  const step = (work: () => unknown) => act(async () => void (await work()));
  return { ...view, now: () => view.result.current, step, onActivated };
}

async function fillAndSubmit(view: ReturnType<typeof renderFlow>, mnemonic?: string) {
  await view.step(() => {
    view.now().flow.change('username', 'bea');
    view.now().flow.change('password', PASSWORD);
    view.now().flow.change('confirm', PASSWORD);
    if (mnemonic !== undefined) view.now().flow.change('mnemonic', mnemonic);
  });
  await view.step(() => view.now().flow.submitForm());
}

describe('useRegistration', () => {
  it('leaving /register mid-flow (unmount) wipes the pending key', async () => {
    const view = renderFlow();
    await fillAndSubmit(view);
    expect(view.now().flow.step).toBe('words');
    expect(issuedKeys[0].some((byte) => byte !== 0)).toBe(true);
    view.unmount();
    expect(issuedKeys[0].every((byte) => byte === 0)).toBe(true);
  });

  it('back from the words wipes the key and shows the form as it was left', async () => {
    const view = renderFlow();
    await fillAndSubmit(view);
    await view.step(() => view.now().flow.backToForm());
    expect(view.now().flow.step).toBe('form');
    expect(view.now().flow.draft).toBeNull();
    expect(view.now().flow.values.username).toBe('bea');
    expect(issuedKeys[0].every((byte) => byte === 0)).toBe(true);
  });

  it('recover: wrong words keep the user on the quiz; the right ones activate, toast and hand over', async () => {
    const view = renderFlow('recover');
    await fillAndSubmit(view, ZERO_PHRASE);
    await view.step(() => view.now().flow.toVerify());
    const { words, verifyIndexes } = view.now().flow.draft!;

    await view.step(() => verifyIndexes.forEach((_, i) => view.now().flow.changeAnswer(i, 'zoo')));
    await view.step(() => view.now().flow.submitAnswers());
    expect(view.now().flow.quizError).toBe(es.register.wrongWords);
    expect(view.now().wallet.address).toBeNull();

    await view.step(() => verifyIndexes.forEach((index, i) => view.now().flow.changeAnswer(i, words[index])));
    expect(view.now().flow.quizError).toBeUndefined();
    await view.step(() => view.now().flow.submitAnswers());
    expect(view.onActivated).toHaveBeenCalledOnce();
    expect(view.now().wallet.username).toBe('bea');
    expect(view.now().toasts.map((toast) => toast.message)).toEqual([es.register.activated]);
  });

  it('discarded by the lock rules, it drops what was typed at once: password, confirmation, phrase, answers', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    try {
      const view = renderFlow('recover');
      await fillAndSubmit(view, ZERO_PHRASE);
      expect(view.now().flow.step).toBe('words');
      act(() => void vi.advanceTimersByTime(IDLE_LOCK_MS));
      expect(view.now().wallet.abandoned).toBe('idle');
      expect(view.now().flow.draft).toBeNull();
      expect(view.now().flow.values).toEqual({
        mode: 'recover',
        username: '',
        password: '',
        confirm: '',
        mnemonic: '',
      });
      expect(view.now().flow.answers).toEqual([]);
    } finally {
      vi.useRealTimers();
    }
  });
});
