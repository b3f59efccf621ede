import type { AppName } from '../config/onchain';
import type { TokenSymbol } from '../contracts/group';

/** The apps that move or read each Mox token in their groups: an account opted in to one of them needs the token. */
export const APPS_USING: Readonly<Record<TokenSymbol, readonly AppName[]>> = {
  UMQ: ['airdrop', 'roulette', 'target', 'marketplace', 'staking'],
  HLK: ['staking'],
};

/** The apps the account is opted in to that need `token`, in APPS_USING's order (none: it may be removed). */
export function appsNeeding(
  token: TokenSymbol,
  optedInApps: readonly bigint[],
  appIds: Readonly<Record<AppName, bigint>>,
): AppName[] {
  return APPS_USING[token].filter((app) => optedInApps.includes(appIds[app]));
}
