import { bytesToBase64 } from 'algosdk';
import { requireNetwork } from '../config/networks';
import type { BuildContext } from '../contracts/group';
import { algod } from './clients';

/**
 * Rounds a group stays valid after the round it was built at (~2.5 min on MainNet). Short on purpose: an
 * action whose answer was lost is only called "not sent" once this window has passed (./settle.ts).
 */
export const VALIDITY_ROUNDS = 50n;

/** The node answers for another network than the one this build is for: nothing may be signed for it. */
export class WrongNetworkError extends Error {
  constructor(expected: string, reported: string) {
    super(`node genesis hash ${reported} is not the configured network's ${expected}`);
    this.name = 'WrongNetworkError';
  }
}

/**
 * A builder context for `sender` with algod's suggested params read now, a short validity window and the
 * node's genesis checked against the configured network (a group built from stale params could expire
 * before it is signed; one built for another network's node must never be signed).
 */
export async function freshBuildContext(sender: string): Promise<BuildContext> {
  const network = requireNetwork();
  const params = await algod().getTransactionParams().do();
  const reported = bytesToBase64(params.genesisHash ?? new Uint8Array());
  if (reported !== network.genesisHash) throw new WrongNetworkError(network.genesisHash, reported);
  const lastValid = BigInt(params.firstValid) + VALIDITY_ROUNDS;
  return { params: { ...params, lastValid }, sender, ids: network.ids };
}
