/**
 * The stand-in proxy's claim check. The real proxy asks algod for the claim box (proxy/claims.ts); the stand-in
 * runs beside this ledger in process and looks at the same box in its state: the airdrop app's box named by the
 * address's public key (giftRecordName), which a close-out or clear-state does not erase.
 */
import { bytesToBase64 } from 'algosdk';
import type { ClaimCheck } from '../../../proxy/claims';
import { giftRecordName } from '../../services/config/onchain';
import type { Ledger } from '../engine/ledger';

/** True once the ledger's airdrop app holds `address`'s claim record. */
export function ledgerClaimCheck(ledger: Ledger): ClaimCheck {
  return async (address) => {
    const airdrop = ledger.state.apps.get(ledger.config.ids.apps.airdrop);
    return airdrop?.boxes?.has(bytesToBase64(giftRecordName(address))) ?? false;
  };
}
