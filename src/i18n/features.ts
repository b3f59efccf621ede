import { core, frameErrors } from './es/core';
import { features } from './es/features';
import { ledgerErrors } from './es/ledgerErrors';
import { passkey } from './es/passkey';
import { passkeySettings } from './es/passkeySettings';
import { onboarding } from './es/onboarding';
import { translator } from './t';

/**
 * The `t` of the screens that read the ledger (the six apps, /home, /wallet, their hooks and components): the frame's
 * copy, theirs and the registration's (the security settings reuse its word check and password rules). Importing it
 * imports their copy, which therefore travels in their lazy chunks, never in the first load of the landing and /login
 * (whose code imports ./t's `t`, which takes only the frame's keys).
 */
// The frame's errors and the ledger's under one group, and the passkey's login and settings copy: a ledger screen's
// `t` reads each as one group ('errors.…', 'passkey.…').
export const t = translator({
  ...core,
  ...onboarding,
  ...features,
  errors: { ...frameErrors, ...ledgerErrors },
  passkey: { ...passkey, ...passkeySettings },
});
