import { core, frameErrors } from './es/core';
import { features } from './es/features';
import { ledgerErrors } from './es/ledgerErrors';
import { onboarding } from './es/onboarding';
import { passkey } from './es/passkey';
import { passkeySettings } from './es/passkeySettings';

/**
 * The whole Spanish catalogue: the frame's copy (./es/core.ts), the registration's (./es/onboarding.ts) and the
 * ledger screens' (./es/features.ts). Strings quoted in SPEC.md are kept verbatim (src/i18n/spec-coverage.test.ts
 * checks it); `{name}` marks a value `t()` fills in.
 * Tests, stories and e2e read it; the app reads copy only through a `t`: ./t.ts's (the frame's copy) or
 * ./onboarding.ts's or ./features.ts's (with the registration's or the ledger screens' copy, which its import brings).
 */
// Marked pure so the app's build drops it (a spread could run getters, so a bundler keeps it otherwise): the app
// never reads `es`, and keeping it would put the apps' copy back into the first load.
// (Nested so each call has at most three sources: past that TypeScript types Object.assign's result as `any`.)
export const es = /* @__PURE__ */ Object.assign(
  {},
  core,
  onboarding,
  /* @__PURE__ */ Object.assign({}, features, {
    errors: /* @__PURE__ */ Object.assign({}, frameErrors, ledgerErrors),
    passkey: /* @__PURE__ */ Object.assign({}, passkey, passkeySettings),
  }),
);
