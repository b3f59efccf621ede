import { useLocation } from 'wouter';
import { t, type CopyKey } from '../i18n';
import { PageShell } from '../ui/PageShell';
import { ConnectPrompt } from '../screens/shared/ConnectPrompt';
import './appsCopy';
import styles from './SignedOutScreen.module.css';

/** What a ledger screen shows when nobody is signed in: its title, its back arrow and intro if it has them. */
export interface SignedOutPage {
  title: CopyKey;
  /** Where the header's back arrow goes (/home has none). */
  backTo?: string;
  /** A line shown above the prompt, as the signed-in screen shows it above its content. */
  intro?: CopyKey;
}

/**
 * A ledger screen with nobody signed in (e.g. after a reload, which drops the in-memory key): the screen's frame
 * and the way to log in, without the ledger code (algosdk, React Query, the screen's own chunk) it cannot use yet.
 */
export function SignedOutScreen({ title, backTo, intro }: SignedOutPage) {
  const [, navigate] = useLocation();
  return (
    <PageShell title={t(title)} onBack={backTo ? () => navigate(backTo) : undefined}>
      <div className={styles.page}>
        {intro && <p>{t(intro)}</p>}
        <ConnectPrompt />
      </div>
    </PageShell>
  );
}
