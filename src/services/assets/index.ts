/** Any asset an account holds beyond ALGO: its params and the apps that need it (its groups are in ../contracts). */
export { getAssetParams } from './params';
export { APPS_USING, appsNeeding } from './apps';
