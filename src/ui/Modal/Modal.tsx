import {
  useEffect,
  useId,
  useRef,
  type KeyboardEvent,
  type MouseEvent,
  type PointerEvent,
  type ReactNode,
} from 'react';
import { t } from '../../i18n';
import { IconButton } from '../IconButton';
import { cycleFocus } from './focusTrap';
import styles from './Modal.module.css';
import { useHoldsFocusable } from './useHoldsFocusable';

/** Props of {@link Modal}. */
export interface ModalProps {
  /** The modal is controlled: it shows while `open` and asks to close through `onClose`. */
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
  /** Actions pinned under the body (e.g. confirm and cancel). */
  footer?: ReactNode;
  /** When false, Escape, the backdrop and the X do nothing: used while a transaction is in flight. */
  dismissible?: boolean;
  /** The id of what describes the dialog (aria-describedby), e.g. the exact amount of a confirmation. */
  describedBy?: string;
}

/**
 * A modal dialog on the native `<dialog>` + `showModal()`: the browser makes the page behind it inert, puts it in
 * the top layer and moves focus in. On top of that it closes on Escape, backdrop click and the X, keeps Tab
 * cycling inside, and gives focus back to the element that opened it. Phone: a bottom sheet; desktop: a card.
 */
export function Modal(props: ModalProps) {
  return props.open ? <OpenModal {...props} /> : null;
}

function OpenModal({ onClose, title, children, footer, dismissible = true, describedBy }: ModalProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const pressedOnBackdrop = useRef(false);
  const bodyRef = useRef<HTMLDivElement>(null);
  const bodyHoldsFocusable = useHoldsFocusable(bodyRef);
  const titleId = useId();

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    dialog.showModal();
    // Focus the dialog itself: its name is announced and no control wears a focus ring before the user acts.
    dialog.focus();
    return () => {
      dialog.close();
      opener?.focus();
    };
  }, []);

  const requestClose = () => {
    if (dismissible) onClose();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== 'Escape' && event.key !== 'Tab') return;
    // A modal opened from inside another must not let the outer one act on the same key too.
    event.stopPropagation();
    if (event.key === 'Escape') {
      // Handled here rather than by the native cancel so a non-dismissible modal really stays open.
      event.preventDefault();
      requestClose();
    } else if (cycleFocus(event.currentTarget, event.shiftKey)) {
      event.preventDefault();
    }
  };

  // The dialog box is filled by .panel, so a pointer whose target is the dialog itself is on the backdrop.
  // Press and release must both be there: a text selection dragged out of the panel must not close it.
  const onPointerDown = (event: PointerEvent<HTMLDialogElement>) => {
    pressedOnBackdrop.current = event.target === event.currentTarget;
  };
  const onBackdropClick = (event: MouseEvent<HTMLDialogElement>) => {
    if (pressedOnBackdrop.current && event.target === event.currentTarget) requestClose();
    pressedOnBackdrop.current = false;
  };

  return (
    <dialog
      ref={dialogRef}
      className={styles.dialog}
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={describedBy}
      tabIndex={-1}
      onKeyDown={onKeyDown}
      onCancel={(event) => event.preventDefault()}
      onPointerDown={onPointerDown}
      onClick={onBackdropClick}
    >
      <div className={styles.panel}>
        <header className={styles.header}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          <IconButton icon="close" label={t('ui.close')} onClick={requestClose} disabled={!dismissible} />
        </header>
        {/*
          Long content scrolls inside the body. Keyboard users scroll it through what it holds (focus brings a link or
          a control into view); a body of text alone gets a tab stop to scroll it with the arrow keys. Decided on what
          the body holds, not on a measured overflow: a measurement left a frame in which a long body had no stop (a
          dry run's answer arriving, fonts swapping), which axe caught on loaded machines three times.
        */}
        <div ref={bodyRef} className={styles.body} tabIndex={bodyHoldsFocusable ? undefined : 0}>
          {children}
        </div>
        {footer && <footer className={styles.footer}>{footer}</footer>}
      </div>
    </dialog>
  );
}
