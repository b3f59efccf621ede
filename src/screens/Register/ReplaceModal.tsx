import { t } from '../../i18n';
import { Button } from '../../ui/Button';
import { Modal } from '../../ui/Modal';

/** Props of {@link ReplaceModal}. */
export interface ReplaceModalProps {
  /** The taken username, or null when nothing is being asked. */
  username: string | null;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Asks before a new wallet replaces the one stored under the same username (DESIGN §6). */
export function ReplaceModal({ username, onConfirm, onCancel }: ReplaceModalProps) {
  return (
    <Modal
      open={username !== null}
      onClose={onCancel}
      title={t('register.replaceTitle')}
      footer={
        <>
          <Button variant="secondary" onClick={onCancel}>
            {t('common.cancel')}
          </Button>
          <Button variant="danger" onClick={onConfirm}>
            {t('register.replaceConfirm')}
          </Button>
        </>
      }
    >
      <p>{t('register.replaceBody', { username: username ?? '' })}</p>
    </Modal>
  );
}
