import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ledgerCopy } from '../../i18n/features';
import { STATE_KEYS } from '../../services/config/onchain';
import { buildClaimAirdrop } from '../../services/contracts/airdrop';
import { decodeStateDelta, type AppState, type Confirmed } from '../../services/ledger';
import { appQueries, useGate, type Gate, type GateStep } from '../apps';
import { usePaidAction, type PaidActionRequest } from '../paidAction';

/** The claim needs the UMQ opt-in (the gift arrives in UMQ), then the airdrop app's ('Activar Regalo'). */
const GIFT_NEEDS: readonly GateStep[] = [{ token: 'UMQ' }, { app: 'airdrop' }];

/** localStorage key of the claim's transaction id (SPEC §3 browser-local values: "txId of the claim"). */
export const CLAIM_TX_STORAGE_KEY = 'txId';

const { hasClaimed } = STATE_KEYS.airdrop;
const claimedIn = (state: AppState | null | undefined) => ((state?.[hasClaimed] as bigint | undefined) ?? 0n) > 0n;

/** has_claimed as the claim's own confirmation set it, for `address`. */
function claimedByConfirmation({ record }: Confirmed, address: string): boolean {
  const own = record.localStateDelta?.find((entry) => String(entry.address) === address);
  const value = own && decodeStateDelta(own.delta)[hasClaimed];
  return typeof value === 'bigint' && value > 0n;
}

/**
 * The gift's state for the card: claimed as soon as the claim record is read (an account that left the app and came
 * back has still claimed); otherwise unknown until the gate has read the opt-ins (or while it cannot).
 */
function giftStatus(gate: Gate['status'], claimed: boolean) {
  if (claimed) return 'claimed' as const;
  if (gate === 'loading' || gate === 'error') return 'checking' as const;
  if (gate === 'missing') return 'not-activated' as const;
  return 'can-claim' as const;
}

/**
 * The paid action of 'Reclamar UMQ': the `claim_airdrop` call; 500 UMQ arrive by inner transfer. The app's state is
 * read again first, so an account that already claimed (e.g. in another tab) is told so and signs nothing.
 */
function claimRequest(
  address: string,
  claimedNow: () => Promise<boolean>,
  onSent: (confirmed: Confirmed) => void,
): PaidActionRequest {
  return {
    action: 'claim',
    title: ledgerCopy('referral.claimValue'),
    success: ledgerCopy('referral.claimedToast'),
    precheck: async () => ((await claimedNow()) ? ledgerCopy('errors.airdropAlreadyClaimed') : null),
    build: buildClaimAirdrop,
    invalidates: [appQueries.local('airdrop', address), appQueries.giftClaimed(address)],
    onSent,
  };
}

/**
 * The welcome gift of /referido (SPEC §4 Gift): the gate (UMQ opt-in, then 'Activar Regalo'), then 'Reclamar UMQ',
 * then claimed (the claim record exists, or has_claimed > 0) and the referral section. A claim re-reads the ledger
 * first, so an account that already claimed (in another tab, or before leaving the app and opting in again) gets
 * 'Ya reclamaste tus tokens.' and signs nothing; a confirmed claim
 * shows as claimed from its own confirmation, and its txId is kept in localStorage.
 */
export function useGift(address: string) {
  const gate = useGate(address, GIFT_NEEDS);
  const paid = usePaidAction();
  const queryClient = useQueryClient();
  const local = useQuery({ ...appQueries.local('airdrop', address), enabled: gate.status === 'ready' });
  const [confirmedClaim, setConfirmedClaim] = useState(false);

  const record = useQuery(appQueries.giftClaimed(address));

  const claimed = confirmedClaim || claimedIn(local.data) || record.data === true;
  // Unreadable now: the contract refuses a second claim anyway.
  const claimedNow = async () => {
    const [state, recorded] = await Promise.all([
      queryClient.fetchQuery({ ...appQueries.local('airdrop', address), staleTime: 0 }).catch(() => undefined),
      queryClient.fetchQuery({ ...appQueries.giftClaimed(address), staleTime: 0 }).catch(() => false),
    ]);
    return recorded || claimedIn(state);
  };
  const claim = () =>
    paid.start(
      claimRequest(address, claimedNow, (confirmed) => {
        localStorage.setItem(CLAIM_TX_STORAGE_KEY, confirmed.txId);
        setConfirmedClaim(claimedByConfirmation(confirmed, address));
      }),
    );

  return {
    gate,
    status: giftStatus(gate.status, claimed),
    claim,
    claiming: paid.running?.action === 'claim',
  };
}
