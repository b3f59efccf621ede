import { t } from '../../i18n';
import { Notice } from '../Notice';

/** Props of {@link LockNotice}. */
export interface LockNoticeProps {
  /** Why the session was locked: no activity, the tab hidden too long, or a logout in another tab. */
  reason: 'idle' | 'hidden' | 'elsewhere';
  /** The limit that was passed, in minutes (idle and hidden). */
  minutes?: number;
}

/**
 * Why /login asks for the password again after the session was locked. An alert, not a status: it appears with the
 * page, unasked for, and a status region's first content is not announced.
 */
export function LockNotice({ reason, minutes }: LockNoticeProps) {
  return (
    <div role="alert">
      <Notice tone="warning">
        {t(`lock.${reason}`, { minutes: minutes ?? '' })} {t('lock.again')}
      </Notice>
    </div>
  );
}
