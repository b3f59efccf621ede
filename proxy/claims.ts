/**
 * Whether an address has claimed the welcome gift, asked of algod: the airdrop app keeps a box per claim whose name
 * is exactly the claimer's 32-byte public key (it outlives a close-out, as local state does not). Only such an
 * address may send invites, so a fresh key is worth nothing to a spammer.
 */
import { bytesToBase64, decodeAddress } from 'algosdk';

/** Resolves true when `address` has claimed, false when it has not; rejects when it cannot tell. */
export type ClaimCheck = (address: string) => Promise<boolean>;

export interface AlgodClaimSettings {
  /** algod's base URL (https in production). */
  algodUrl: string;
  /** algod's API token, sent as X-Algo-API-Token when set. */
  algodToken?: string;
  airdropAppId: bigint;
}

/**
 * The box route of the claim record of `address` (GET /v2/applications/{id}/box?name=b64:…): the box is named by the
 * raw public key, as the contract writes it (src/services/config/onchain.ts giftRecordName).
 */
export function claimBoxUrl(settings: AlgodClaimSettings, address: string): string {
  const name = `b64:${bytesToBase64(decodeAddress(address).publicKey)}`;
  const base = settings.algodUrl.replace(/\/+$/, '');
  return `${base}/v2/applications/${settings.airdropAppId}/box?name=${encodeURIComponent(name)}`;
}

/** The claim check against algod: 200 is claimed, 404 not claimed, anything else (or no answer) cannot tell. */
export function algodClaimCheck(
  settings: AlgodClaimSettings,
  send: (url: string, init: RequestInit) => Promise<Response> = fetch,
): ClaimCheck {
  const headers = settings.algodToken ? { 'X-Algo-API-Token': settings.algodToken } : undefined;
  return async (address) => {
    const response = await send(claimBoxUrl(settings, address), { headers, signal: AbortSignal.timeout(5_000) });
    await response.body?.cancel();
    if (response.status === 200) return true;
    if (response.status === 404) return false;
    throw new Error(`algod answered ${response.status} for the claim box of ${address}`);
  };
}
