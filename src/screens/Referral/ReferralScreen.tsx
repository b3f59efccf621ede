import { useNetworkStatus } from '../../hooks/network';
import { useGift, useReferralEmail } from '../../hooks/referral';
import { t } from '../../i18n/features';
import { GiftCard } from '../../ui/GiftCard';
import { ReferralForm } from '../../ui/ReferralForm';
import { ConfigNotice } from '../Config';
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

/** The gift for a signed-in account: the gate until activated, then 'Reclamar UMQ', then the referral section. */
function Gift({ address }: { address: string }) {
  const gift = useGift(address);
  const { gate } = gift;
  return (
    <SplitPage>
      <GiftCard status={gift.status} onClaim={gift.claim} busy={gift.claiming} />
      <AppGate gate={gate} />
      {gift.status === 'claimed' && <ReferralSection address={address} />}
    </SplitPage>
  );
}

/**
 * `/referido` (SPEC §2) signed in: 'Reclama tus 500 UMQ'. A build without the referral's settings (a MainNet build
 * may leave them out) shows which ones instead: only this screen needs them.
 */
export function ReferralScreen({ address }: { address: string }) {
  const network = useNetworkStatus();
  const missing = network.ok ? network.network.referralMissing : [];
  return missing.length > 0 ? (
    <ConfigNotice title={t('referral.notConfiguredTitle')} body={t('referral.notConfiguredBody')} missing={missing} />
  ) : (
    <Gift address={address} />
  );
}
