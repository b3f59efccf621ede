import { useLocation } from 'wouter';
import { useAccount } from '../../hooks/account';
import { useWalletActions } from '../../hooks/wallet';
import { t } from '../../i18n';
import { AddressChip } from '../../ui/AddressChip';
import { PageShell } from '../../ui/PageShell';
import { Panel } from '../../ui/Panel';
import { Spinner } from '../../ui/Spinner';
import { BalanceList, ReceiveButton, SplitPage } from '../shared';
import { HistorySection } from './HistorySection';
import { SendForm } from './SendForm';

/** /wallet shows tokens with 2 decimals and ALGO with 4 (SPEC §2). */
const WALLET_DECIMALS = { UMQ: 2, HLK: 2, ALGO: 4 };

/** /wallet once signed in: the balances (UMQ and HLK with 2 decimals, ALGO with 4) and the send form. */
function SignedInWallet({ address, onBack }: { address: string; onBack: () => void }) {
  const { data: balances } = useAccount(address);
  const actions = useWalletActions();
  return (
    <SplitPage narrowStart>
      <Panel tone="hero" title={t('home.yourAddress')} actions={<AddressChip address={address} tone="onDark" />}>
        {balances ? (
          <BalanceList balances={balances} decimals={WALLET_DECIMALS} />
        ) : (
          <Spinner label={t('home.loadingBalances')} />
        )}
        <ReceiveButton address={address} />
      </Panel>
      <SendForm balances={balances} connected actions={actions} onBack={onBack} />
    </SplitPage>
  );
}

/** `/wallet` (SPEC §2) signed in. */
export function WalletScreen({ address }: { address: string }) {
  const [, navigate] = useLocation();
  const back = () => navigate('/home');
  return (
    <PageShell title={t('wallet.title')} onBack={back}>
      <SignedInWallet address={address} onBack={back} />
      <HistorySection address={address} />
    </PageShell>
  );
}
