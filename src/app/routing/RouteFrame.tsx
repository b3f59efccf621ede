import { use, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { ledgerCopy } from '../../i18n/features';
import { PageShell } from '../../ui/PageShell';
import type { Frame } from './routes';
import { ScreenNotices } from './screenNotices';
import styles from './RouteFrame.module.css';

/**
 * The one place a route's page frame is drawn, from its entry in the route table (./routes): the header with the
 * title and back arrow, the app's notices under it (./screenNotices), and the intro above the content. A ledger
 * screen gets the same frame signed in (around the screen) and signed out (around the way to log in:
 * ./SignedOutScreen).
 */
export function RouteFrame({ frame: { title, backTo, intro }, children }: { frame: Frame; children: ReactNode }) {
  const [, navigate] = useLocation();
  return (
    <PageShell
      title={ledgerCopy(title)}
      onBack={backTo ? () => navigate(backTo) : undefined}
      notices={use(ScreenNotices)}
    >
      {intro ? (
        <div className={styles.page}>
          <p>{ledgerCopy(intro)}</p>
          {children}
        </div>
      ) : (
        children
      )}
    </PageShell>
  );
}
