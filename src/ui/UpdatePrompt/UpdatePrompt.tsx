import { t } from '../../i18n';
import { Button } from '../Button';
import styles from './UpdatePrompt.module.css';

/** Props of {@link UpdatePrompt}. */
export interface UpdatePromptProps {
  /** Switches to the new version (the page reloads). */
  onUpdate: () => void;
  /** Keeps the current version until the next visit. */
  onDismiss: () => void;
  /** The switch was asked for and the page is about to reload. */
  updating?: boolean;
}

/**
 * The announcement of a new version of the installed app, at the bottom of the screen (the toasts are at the top).
 * Nothing changes until the user presses 'Actualizar': the frame never shows it while a paid action runs.
 */
export function UpdatePrompt({ onUpdate, onDismiss, updating = false }: UpdatePromptProps) {
  return (
    <section className={styles.prompt} aria-label={t('pwa.updateAvailable')}>
      <p role="status" className={styles.text}>
        {t('pwa.updateAvailable')}
      </p>
      <div className={styles.actions}>
        <Button variant="ghost" size="sm" onClick={onDismiss} disabled={updating}>
          {t('pwa.later')}
        </Button>
        <Button size="sm" onClick={onUpdate} loading={updating}>
          {updating ? t('pwa.updating') : t('pwa.update')}
        </Button>
      </div>
    </section>
  );
}
