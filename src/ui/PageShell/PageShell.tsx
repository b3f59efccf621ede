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
  children: ReactNode;
}

/** Every signed-in screen's frame: sticky header with back + title + actions, then the main landmark. */
export function PageShell({ title, backHref, onBack, actions, children }: PageShellProps) {
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
      <main className={styles.main}>{children}</main>
    </div>
  );
}
