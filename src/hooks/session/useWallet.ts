import { useContext } from 'react';
import { t } from '../../i18n';
import { WalletContext, type WalletSession } from './WalletContext';

/** The wallet session and its actions; throws the spec's message outside <WalletProvider> (SPEC §8). */
export function useWallet(): WalletSession {
  const session = useContext(WalletContext);
  if (!session) throw new Error(t('errors.walletProviderMissing'));
  return session;
}
