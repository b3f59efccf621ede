// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  REGISTRATION_START,
  registrationReducer,
  type RegistrationDraft,
  type RegistrationState,
} from './registration';

const draft: RegistrationDraft = {
  username: 'bea',
  address: 'ADDRESS',
  mode: 'create',
  sameWallet: false,
  words: Array.from({ length: 25 }, (_, i) => `w${i}`),
  verifyIndexes: [1, 5, 9],
};

const after = (...events: Parameters<typeof registrationReducer>[1][]) =>
  events.reduce<RegistrationState>(registrationReducer, REGISTRATION_START);

describe('registrationReducer', () => {
  it('walks form → words → verify → confirmed → done', () => {
    expect(after({ type: 'drafted', draft })).toEqual({ kind: 'words', draft });
    expect(after({ type: 'drafted', draft }, { type: 'wordsNoted' })).toEqual({ kind: 'verify', draft });
    const confirmed = after({ type: 'drafted', draft }, { type: 'wordsNoted' }, { type: 'confirmed' });
    expect(confirmed).toEqual({ kind: 'confirmed', draft });
    expect(registrationReducer(confirmed, { type: 'saveFailed' })).toEqual({ kind: 'verify', draft });
    expect(registrationReducer(confirmed, { type: 'opened' })).toEqual({ kind: 'done', draft });
  });

  it('a discard from any step goes back to the form', () => {
    for (const state of [after({ type: 'drafted', draft }), after({ type: 'drafted', draft }, { type: 'wordsNoted' })])
      expect(registrationReducer(state, { type: 'discarded' })).toEqual(REGISTRATION_START);
  });

  it('an event that does not fit the step changes nothing: no check skipped, no session opened unconfirmed', () => {
    expect(after({ type: 'wordsNoted' })).toBe(REGISTRATION_START);
    const words = after({ type: 'drafted', draft });
    expect(registrationReducer(words, { type: 'confirmed' })).toBe(words);
    expect(registrationReducer(words, { type: 'opened' })).toBe(words);
    const verify = registrationReducer(words, { type: 'wordsNoted' });
    expect(registrationReducer(verify, { type: 'opened' })).toBe(verify);
  });
});
