import { useState } from 'react';
import { onboardingCopy } from '../../i18n/onboarding';
import { Button } from '../Button';
import { Checkbox } from '../Checkbox';
import { Modal } from '../Modal';
import styles from './TermsModal.module.css';

/** Props of {@link TermsModal}. */
export interface TermsModalProps {
  open: boolean;
  /** The product website's terms and privacy-policy pages (opened in a new tab). */
  termsUrl: string;
  privacyUrl: string;
  /** 'Continuar' was pressed with the box ticked. */
  onAccept: () => void;
  /** Closed without accepting (Escape, backdrop, X). */
  onClose: () => void;
}

/** The terms modal of SPEC §2: the two links, the checkbox, and 'Continuar' enabled only while it is ticked. */
export function TermsModal({ open, termsUrl, privacyUrl, onAccept, onClose }: TermsModalProps) {
  // Keyed on `open` so every opening starts unticked.
  return (
    <TermsDialog
      key={String(open)}
      open={open}
      termsUrl={termsUrl}
      privacyUrl={privacyUrl}
      onAccept={onAccept}
      onClose={onClose}
    />
  );
}

function TermsDialog({ open, termsUrl, privacyUrl, onAccept, onClose }: TermsModalProps) {
  const [accepted, setAccepted] = useState(false);
  const link = (href: string, text: string) => (
    <a href={href} target="_blank" rel="noopener noreferrer" className={styles.link}>
      {text}
      <span className="visually-hidden"> {onboardingCopy('terms.opensInNewTab')}</span>
    </a>
  );
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={onboardingCopy('terms.title')}
      footer={
        <Button size="lg" fullWidth disabled={!accepted} onClick={onAccept}>
          {onboardingCopy('terms.continue')}
        </Button>
      }
    >
      <div className={styles.body}>
        <p>{onboardingCopy('terms.intro')}</p>
        <ul className={styles.links}>
          <li>{link(termsUrl, onboardingCopy('terms.termsLink'))}</li>
          <li>{link(privacyUrl, onboardingCopy('terms.privacyLink'))}</li>
        </ul>
        <Checkbox checked={accepted} onChange={setAccepted} label={onboardingCopy('terms.accept')} />
      </div>
    </Modal>
  );
}
