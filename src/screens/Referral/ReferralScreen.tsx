import { useNetworkStatus } from '../../hooks/network';
import { useGift, useReferralEmail } from '../../hooks/referral';
import { ledgerCopy } from '../../i18n/features';
import { GiftCard } from '../../ui/GiftCard';
import { Notice } from '../../ui/Notice';
import { ReferralForm } from '../../ui/ReferralForm';
import { AppGate, SplitPage } from '../shared';

/** The referral section, shown once the gift is claimed. */
function ReferralSection({ address }: { address: string }) {
  const email = useReferralEmail(address);
  return (
    <ReferralForm
      address={address}
      status={email.status}
      emailError={email.emailError}
      invitedError={email.invitedError}
      onSend={email.send}
    />
  );
}

/**
 * The gift for a signed-in account: the gate until activated, then 'Reclamar UMQ', then the referral section (or,
 * in a build without the email settings, a plain notice that invitations are not available).
 */
function Gift({ address, emailAvailable }: { address: string; emailAvailable: boolean }) {
  const gift = useGift(address);
  const { gate } = gift;
  return (
    <SplitPage>
      <GiftCard status={gift.status} onClaim={gift.claim} busy={gift.claiming} />
      <AppGate gate={gate} />
      {gift.status === 'claimed' &&
        (emailAvailable ? (
          <ReferralSection address={address} />
        ) : (
          <Notice>{ledgerCopy('referral.emailUnavailable')}</Notice>
        ))}
    </SplitPage>
  );
}

/**
 * `/referido` (SPEC §2) signed in: 'Reclama tus 500 UMQ'. A build without the referral's email settings (a MainNet
 * build may leave them out) still offers the gift; only the invitation form is left out, and no setting is named.
 */
export function ReferralScreen({ address }: { address: string }) {
  const network = useNetworkStatus();
  const emailAvailable = !network.ok || network.network.referralMissing.length === 0;
  return <Gift address={address} emailAvailable={emailAvailable} />;
}
