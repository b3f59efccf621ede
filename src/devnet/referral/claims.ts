/**
 * The stand-in proxy's claim check (proxy/claims.ts asks algod; this asks the local ledger itself, as the stand-in
 * runs beside it in process): whether `address` has claimed the welcome gift of this ledger's airdrop app.
 */
import type { ClaimCheck } from '../../../proxy/claims';
import { STATE_KEYS } from '../../services/config/onchain';
import type { Ledger } from '../engine/ledger';

/** True once the address's airdrop local state says it claimed. */
export function ledgerClaimCheck(ledger: Ledger): ClaimCheck {
  return async (address) => {
    const local = ledger.state.accounts.get(address)?.locals.get(ledger.config.ids.apps.airdrop);
    const flag = local?.kv.get(STATE_KEYS.airdrop.hasClaimed);
    return typeof flag === 'bigint' && flag > 0n;
  };
}
