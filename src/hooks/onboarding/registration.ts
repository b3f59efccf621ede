/**
 * The registration's steps as explicit states (SPEC §2): the form, the words (or the import notice), the 3-word
 * check, the wallet being stored, done. Pure: the draft's secret half (key, phrase) is kept beside it in a ref by
 * useRegistrationDraft, which also does the work each event reports.
 */

/** What the words and check steps show of a drafted account: public, or shown on screen anyway. */
export interface RegistrationDraft {
  username: string;
  address: string;
  /** 'create': the phrase was just generated and must be shown; 'recover': it was typed in and is not shown again. */
  mode: 'create' | 'recover';
  /** Recover mode: the words are those of the wallet already stored under the username, which they replace. */
  sameWallet: boolean;
  /** The 25 words, for the "write them down" step of create mode. */
  words: readonly string[];
  /** The three word indexes the check asks for: 0-based and ascending, so show `index + 1`. */
  verifyIndexes: readonly number[];
}

/** Where a registration is. In 'form' and 'done' no key is held here (in 'done' the session has it). */
export type RegistrationState =
  | { kind: 'form' }
  | { kind: 'words'; draft: RegistrationDraft }
  | { kind: 'verify'; draft: RegistrationDraft }
  /** The three words matched: the wallet is being stored under the password. */
  | { kind: 'confirmed'; draft: RegistrationDraft }
  /** Stored, and the session opened with the draft's key; the check stays on screen until the route changes. */
  | { kind: 'done'; draft: RegistrationDraft };

/** What happened to it. */
export type RegistrationEvent =
  | { type: 'drafted'; draft: RegistrationDraft }
  | { type: 'wordsNoted' }
  | { type: 'confirmed' }
  | { type: 'saveFailed' }
  | { type: 'opened' }
  /** Back to the form, cancelled, left, or discarded by the lock rules: the key is gone. */
  | { type: 'discarded' };

export const REGISTRATION_START: RegistrationState = { kind: 'form' };

/** The next state; an event that does not fit the current state changes nothing. */
export function registrationReducer(state: RegistrationState, event: RegistrationEvent): RegistrationState {
  switch (event.type) {
    case 'drafted':
      return { kind: 'words', draft: event.draft };
    case 'discarded':
      return state.kind === 'form' ? state : REGISTRATION_START;
    case 'wordsNoted':
      return state.kind === 'words' ? { kind: 'verify', draft: state.draft } : state;
    case 'confirmed':
      return state.kind === 'verify' ? { kind: 'confirmed', draft: state.draft } : state;
    case 'saveFailed':
      return state.kind === 'confirmed' ? { kind: 'verify', draft: state.draft } : state;
    case 'opened':
      return state.kind === 'confirmed' ? { kind: 'done', draft: state.draft } : state;
  }
}
