// algosdk weighs ~80 kB gzip: load it when a phrase must become a key or a message be signed, not with the first
// screens.
export const loadKeys = () => import('../../services/account/keys');

// The unlock and the vault's cipher and record code: /login loads them once the user types, not in its first load
// (docs/decisions/0021-chunking-policy.md, rule 3).
export const loadUnlock = () => import('./unlock');
