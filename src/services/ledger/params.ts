import { requireNetwork } from '../config/networks';
import type { BuildContext } from '../contracts/group';
import { algod } from './clients';

/**
 * A builder context for `sender` with algod's suggested params read now: a group built from stale params could
 * expire before it is signed (its validity window starts at the round the params were read at).
 */
export async function freshBuildContext(sender: string): Promise<BuildContext> {
  const params = await algod().getTransactionParams().do();
  return { params, sender, ids: requireNetwork().ids };
}
