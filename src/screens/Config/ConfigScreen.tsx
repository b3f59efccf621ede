import { t } from '../../i18n';
import { Notice } from '../../ui/Notice';
import { PageShell } from '../../ui/PageShell';
import styles from './Config.module.css';

/** Props of {@link ConfigScreen}: the network the build selected and the settings it lacks. */
export interface ConfigScreenProps {
  network: string;
  missing: readonly string[];
}

/** Shown instead of the app when the selected network is not fully configured (DESIGN.md §4). */
export function ConfigScreen({ network, missing }: ConfigScreenProps) {
  return (
    <PageShell title={t('config.title')}>
      <Notice tone="warning" title={t('config.title')}>
        <p>{t('config.body', { network })}</p>
        <ul className={styles.missing}>
          {missing.map((name) => (
            <li key={name}>
              <code>{name}</code>
            </li>
          ))}
        </ul>
        <p>{t('config.hint')}</p>
      </Notice>
    </PageShell>
  );
}
