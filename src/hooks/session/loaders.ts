// algosdk weighs ~80 kB gzip: load it when a phrase must become a key or a message be signed, not with the first
// screens.
export const loadKeys = () => import('../../services/account/keys');

// The unlock and the vault's cipher and record code: /login loads them once the user types, not in its first load
// (docs/decisions/0021-chunking-policy.md, rule 3).
export const loadUnlock = () =>
  import('./unlock').then((module) => {
    unlockModule = module;
    return module;
  });

let unlockModule: typeof import('./unlock') | undefined;

/**
 * The unlock's code once it has arrived (/login fetches it on the first keystroke), so a click can start the unlock
 * in its own task: a dynamic import resolves a few ticks later, after React has drawn the click's busy state, and the
 * vault read and the KDF would wait behind that render.
 */
export const loadedUnlock = () => unlockModule;
