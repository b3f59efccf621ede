export { getAccount } from './account';
export type { AccountSnapshot } from './account';
export { decodeState, getGlobalState, getLocalState, listAppAccounts } from './state';
export type { AppAccount, AppState, StateValue } from './state';
export { submit } from './submit';
export type { Submitted } from './submit';
export { appOptInAction, classifyError, errorReason, isNetworkFailure, translateError } from './errors';
export type { LedgerAction, LedgerErrorKind } from './errors';
