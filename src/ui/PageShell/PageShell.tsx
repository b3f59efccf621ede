import type { MouseEvent, ReactNode } from 'react';
import { t } from '../../i18n';
import { Icon } from '../Icon';
import { IconButton } from '../IconButton';
import styles from './PageShell.module.css';

/** Props of {@link PageShell}. */
export interface PageShellProps {
  /** The page's h1, shown in the sticky header. */
  title: string;
  /** A back control: `backHref` renders a link, `onBack` alone a button; with both, onBack runs on the link's click. */
  backHref?: string;
  onBack?: (event: MouseEvent<HTMLElement>) => void;
  /** Right side of the header (e.g. a logout button). */
  actions?: ReactNode;
  /**
   * What the whole app says about the ledger (offline, a rekeyed account), under the header: the header stays at the
   * top of the page, where the toasts are placed clear of its back button.
   */
  notices?: ReactNode;
  children: ReactNode;
}

/** Every signed-in screen's frame: sticky header with back + title + actions, the notices, then the main landmark. */
export function PageShell({ title, backHref, onBack, actions, notices, children }: PageShellProps) {
  const back = t('common.back');
  return (
    <div className={styles.shell}>
      <header className={styles.header}>
        <div className={styles.bar}>
          {backHref ? (
            <a href={backHref} onClick={onBack} className={styles.back} aria-label={back} title={back}>
              <Icon name="back" />
            </a>
          ) : (
            onBack && <IconButton icon="back" label={back} onClick={onBack} />
          )}
          <h1 className={styles.title}>{title}</h1>
          {actions && <div className={styles.actions}>{actions}</div>}
        </div>
      </header>
      {/* In a block of their own: as items of the shell's flex column, a notice's auto margins would shrink it. */}
      {notices && <div>{notices}</div>}
      <main className={styles.main}>{children}</main>
    </div>
  );
}
