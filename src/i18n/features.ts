import { core, frameErrors } from './es/core';
import { features } from './es/features';
import { ledgerErrors } from './es/ledgerErrors';
import { passkey } from './es/passkey';
import { passkeySettings } from './es/passkeySettings';
import { onboarding } from './es/onboarding';
import { translator } from './t';

/**
 * The translator of the screens that read the ledger (the six apps, /home, /wallet, their hooks and components): the
 * frame's copy, theirs and the registration's (the security settings reuse its word check and password rules).
 * Importing it imports their copy, which therefore travels in their lazy chunks, never in the first load of the
 * landing and /login (whose code imports ./t's `t`, which takes only the frame's keys). Named apart from that `t`, so
 * a reader, and an editor's auto-import, can tell which catalogue a call reads.
 */
// The frame's errors and the ledger's under one group, and the passkey's login and settings copy: a ledger screen's
// `ledgerCopy` reads each as one group ('errors.…', 'passkey.…').
export const ledgerCopy = translator({
  ...core,
  ...onboarding,
  ...features,
  errors: { ...frameErrors, ...ledgerErrors },
  passkey: { ...passkey, ...passkeySettings },
});
