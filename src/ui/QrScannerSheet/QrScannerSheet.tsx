import type { RefObject } from 'react';
import { ledgerCopy } from '../../i18n/features';
import { Button } from '../Button';
import { Modal } from '../Modal';
import { Notice } from '../Notice';
import styles from './QrScannerSheet.module.css';

/** Props of {@link QrScannerSheet}. */
export interface QrScannerSheetProps {
  open: boolean;
  /** The camera's picture plays here (the scanner hook attaches the stream and reads its frames). */
  videoRef: RefObject<HTMLVideoElement | null>;
  /** Why the camera cannot be used, in Spanish. */
  error?: string;
  onClose: () => void;
}

/** The camera sheet that reads a payment request's QR code: the live picture, a hint, and 'Cancelar'. */
export function QrScannerSheet({ open, videoRef, error, onClose }: QrScannerSheetProps) {
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={ledgerCopy('payRequest.scanTitle')}
      footer={
        <Button variant="secondary" onClick={onClose}>
          {ledgerCopy('common.cancel')}
        </Button>
      }
    >
      {error ? (
        <div role="alert">
          <Notice tone="error">{error}</Notice>
        </div>
      ) : (
        <div className={styles.body}>
          <p>{ledgerCopy('payRequest.scanHint')}</p>
          <video
            ref={videoRef}
            className={styles.video}
            aria-label={ledgerCopy('payRequest.video')}
            muted
            playsInline
          />
        </div>
      )}
    </Modal>
  );
}
