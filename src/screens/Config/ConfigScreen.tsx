import { t } from '../../i18n';
import { Notice } from '../../ui/Notice';
import { PageShell } from '../../ui/PageShell';
import styles from './Config.module.css';

/** Props of {@link ConfigScreen}: the network the build selected and the settings it lacks. */
export interface ConfigScreenProps {
  network: string;
  missing: readonly string[];
}

/** Props of {@link ConfigNotice}: what is not configured, and the variables it lacks. */
export interface ConfigNoticeProps {
  title: string;
  body: string;
  missing: readonly string[];
}

/** What a build lacks, by variable name, and how to fix it (the whole network's, or one screen's). */
export function ConfigNotice({ title, body, missing }: ConfigNoticeProps) {
  return (
    <Notice tone="warning" title={title}>
      <p>{body}</p>
      <ul className={styles.missing}>
        {missing.map((name) => (
          <li key={name}>
            <code>{name}</code>
          </li>
        ))}
      </ul>
      <p>{t('config.hint')}</p>
    </Notice>
  );
}

/** Shown instead of the app when the selected network is not fully configured (DESIGN.md §4). */
export function ConfigScreen({ network, missing }: ConfigScreenProps) {
  return (
    <PageShell title={t('config.title')}>
      <ConfigNotice title={t('config.title')} body={t('config.body', { network })} missing={missing} />
    </PageShell>
  );
}
