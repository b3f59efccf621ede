/** Any asset an account holds beyond ALGO: its params, and opting in, sending and opting out by asset id. */
export { getAssetParams } from './params';
export { buildOptInById, buildOptOut, buildSendById } from './build';
export { APPS_USING, appsNeeding } from './apps';
