import { useEffect, useId, useRef, type FormEvent } from 'react';
import { createPortal } from 'react-dom';
import { ledgerCopy } from '../../i18n/features';
import { COPIED_HINT_MS } from '../AddressChip';
import { AmountInput } from '../AmountInput';
import { Button } from '../Button';
import { useCopyFeedback } from '../clipboard';
import { Field } from '../Field';
import { Modal } from '../Modal';
import { Notice } from '../Notice';
import { QrCode } from '../QrCode';
import { Select } from '../Select';
import styles from './ReceiveSheet.module.css';

/** The "request an amount" form as typed; checking it and building the URI is the hooks' job. */
export interface ReceiveRequestForm {
  asset: string;
  assets: readonly string[];
  amount: string;
  /** Why the last amount asked was refused; the code keeps what it showed. */
  error?: string;
  /** The chosen token is one this account has not opted in to, so a payment in it would be refused. */
  optInNeeded?: boolean;
  onAssetChange: (asset: string) => void;
  onAmountChange: (amount: string) => void;
  onSubmit: () => void;
  onClear: () => void;
}

/** Props of {@link ReceiveSheet}. */
export interface ReceiveSheetProps {
  open: boolean;
  onClose: () => void;
  /** The whole address, shown unshortened and copied as is. */
  address: string;
  /** The ARC-90 URI the code encodes. */
  uri: string;
  /** The amount the code asks for, already formatted (e.g. '1.5' and 'ALGO'); null for the bare address. */
  requested: { amount: string; asset: string } | null;
  form: ReceiveRequestForm;
  /** Shares the URI through the system sheet; omitted where the browser has no Web Share API. */
  onShare?: () => void;
}

/**
 * The receive sheet: the QR code of the ARC-90 URI, the whole address with copy (and share where the browser can),
 * and a form that puts a requested amount of ALGO, UMQ or HLK in the code.
 */
export function ReceiveSheet({ open, onClose, address, uri, requested, form, onShare }: ReceiveSheetProps) {
  const { copied, copy } = useCopyFeedback(COPIED_HINT_MS);
  const addressId = useId();
  const formId = useId();
  const codeRef = useRef<HTMLDivElement>(null);
  const assetOptions = form.assets.map((asset) => ({ value: asset, label: asset }));

  // The form sits below the code: once it changes what the code asks, bring the code back into view (a phone's
  // sheet is scrolled down to the form by then). In braces: Chromium's scrollIntoView returns a promise, which
  // React would take for a cleanup function.
  useEffect(() => {
    void codeRef.current?.scrollIntoView({ block: 'nearest' });
  }, [uri]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    form.onSubmit();
  };

  // Rendered at the body, not where its button sits: the hero panel re-points the colour tokens for its subtree
  // (light text on dark), and a sheet inheriting them would draw white text on its white surface.
  return createPortal(
    <Modal open={open} onClose={onClose} title={ledgerCopy('receive.title')}>
      <div className={styles.sheet}>
        <p>{ledgerCopy('receive.intro')}</p>
        <div ref={codeRef} className={styles.code}>
          <QrCode
            text={uri}
            label={requested ? ledgerCopy('receive.qrAmount', requested) : ledgerCopy('receive.qrAddress')}
          />
          {requested && (
            <div className={styles.requested}>
              <p>{ledgerCopy('receive.requested', requested)}</p>
              <Button variant="ghost" size="sm" icon="close" onClick={form.onClear}>
                {ledgerCopy('receive.clearRequest')}
              </Button>
            </div>
          )}
        </div>

        <section className={styles.address} aria-labelledby={addressId}>
          <h3 id={addressId} className={styles.heading}>
            {ledgerCopy('receive.address')}
          </h3>
          <p className={styles.whole}>
            <code>{address}</code>
          </p>
          <div className={styles.actions}>
            <Button variant="secondary" icon={copied ? 'check' : 'copy'} onClick={() => void copy(address)}>
              {ledgerCopy('ui.copyAddress')}
            </Button>
            {onShare && (
              <Button variant="secondary" icon="share" onClick={onShare}>
                {ledgerCopy('receive.share')}
              </Button>
            )}
            <span role="status" className={styles.copied}>
              {copied && ledgerCopy('ui.copied')}
            </span>
          </div>
        </section>

        <form className={styles.form} aria-labelledby={formId} onSubmit={onSubmit} noValidate>
          <h3 id={formId} className={styles.heading}>
            {ledgerCopy('receive.requestTitle')}
          </h3>
          <Field label={ledgerCopy('wallet.asset')}>
            <Select value={form.asset} onChange={form.onAssetChange} options={assetOptions} />
          </Field>
          <Field label={ledgerCopy('wallet.amount')} error={form.error}>
            <AmountInput value={form.amount} onChange={form.onAmountChange} symbol={form.asset} />
          </Field>
          {form.optInNeeded && <Notice tone="warning">{ledgerCopy('receive.optInHint', { asset: form.asset })}</Notice>}
          <Button type="submit" variant="secondary" icon="qr">
            {ledgerCopy('receive.showRequest')}
          </Button>
        </form>
      </div>
    </Modal>,
    document.body,
  );
}
