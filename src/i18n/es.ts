import { core } from './es/core';
import { features } from './es/features';

/**
 * The whole Spanish catalogue: the frame's copy (./es/core.ts) and the six apps' (./es/features.ts). Strings quoted
 * in SPEC.md are kept verbatim (src/i18n/spec-coverage.test.ts checks it); `{name}` marks a value `t()` fills in.
 * Tests, stories and e2e read it; the app reads copy only through a `t`: ./t.ts's (the frame's copy) or
 * ./features.ts's (with the ledger screens' copy, which its import brings).
 */
// Marked pure so the app's build drops it (a spread could run getters, so a bundler keeps it otherwise): the app
// never reads `es`, and keeping it would put the apps' copy back into the first load.
export const es = /* @__PURE__ */ Object.assign({}, core, features);
