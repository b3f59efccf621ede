import { t } from '../../i18n';
import { Notice } from '../Notice';

/** Props of {@link LockNotice}. */
export interface LockNoticeProps {
  /**
   * Why the session was locked: no activity, the tab hidden too long, a logout in another tab, or a running version
   * below the minimum safe one (a forced security update is on its way: signing in again would not help).
   */
  reason: 'idle' | 'hidden' | 'elsewhere' | 'unsafeVersion';
  /** The limit that was passed, in minutes (idle and hidden). */
  minutes?: number;
  /** What was closed: the signed-in session (the default) or a registration left half done. */
  subject?: 'session' | 'registration';
}

const COPY = {
  session: {
    idle: 'lock.idle',
    hidden: 'lock.hidden',
    elsewhere: 'lock.elsewhere',
    unsafeVersion: 'lock.unsafeVersion',
    again: 'lock.again',
  },
  registration: {
    idle: 'lock.registrationIdle',
    hidden: 'lock.registrationHidden',
    elsewhere: 'lock.registrationElsewhere',
    unsafeVersion: 'lock.registrationUnsafeVersion',
    again: 'lock.registrationAgain',
  },
} as const;

/**
 * Why /login asks for the password again after the session was locked, or why the registration is gone. An alert, not a status: it appears with the
 * page, unasked for, and a status region's first content is not announced.
 */
export function LockNotice({ reason, minutes, subject = 'session' }: LockNoticeProps) {
  const copy = COPY[subject];
  return (
    <div role="alert">
      <Notice tone="warning">
        {t(copy[reason], { minutes: minutes ?? '' })}{' '}
        {t(reason === 'unsafeVersion' ? 'lock.unsafeVersionAgain' : copy.again)}
      </Notice>
    </div>
  );
}
