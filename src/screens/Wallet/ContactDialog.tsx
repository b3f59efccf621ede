import { useContactForm, type ContactFormStart, type useContacts } from '../../hooks/contacts';
import { useToasts } from '../../hooks/toasts';
import { ledgerCopy } from '../../i18n/features';
import { ContactForm } from '../../ui/ContactForm';
import { AddressChip } from '../../ui/AddressChip';
import { Button } from '../../ui/Button';
import { Modal } from '../../ui/Modal';

/** Props of {@link ContactDialog}. */
interface ContactDialogProps {
  book: ReturnType<typeof useContacts>;
  start: ContactFormStart;
  onClose: () => void;
}

/** The add / rename dialog of /wallet, opened from the contacts card, the send form or a history entry. */
export function ContactDialog({ book, start, onClose }: ContactDialogProps) {
  const toasts = useToasts();
  const form = useContactForm(book, start, (message) => {
    toasts.show({ tone: 'success', message });
    onClose();
  });
  return (
    <Modal open onClose={onClose} title={ledgerCopy(start.renaming ? 'contacts.renameTitle' : 'contacts.addTitle')}>
      <ContactForm {...form} onSubmit={() => void form.onSubmit()} onCancel={onClose} />
    </Modal>
  );
}

/** Props of {@link RemoveContactDialog}. */
interface RemoveContactDialogProps {
  book: ReturnType<typeof useContacts>;
  contact: { name: string; address: string };
  onClose: () => void;
}

/** Asks before deleting a contact; the history and the send form then show its address again. */
export function RemoveContactDialog({ book, contact, onClose }: RemoveContactDialogProps) {
  const toasts = useToasts();
  const remove = async () => {
    const removed = await book.remove(contact.address);
    toasts.show(
      removed
        ? { tone: 'success', message: ledgerCopy('contacts.removed') }
        : { tone: 'error', message: ledgerCopy('contacts.storageFailed') },
    );
    onClose();
  };
  return (
    <Modal
      open
      onClose={onClose}
      title={ledgerCopy('contacts.removeConfirm', { name: contact.name })}
      footer={
        <>
          <Button variant="danger" onClick={() => void remove()}>
            {ledgerCopy('contacts.removeYes')}
          </Button>
          <Button variant="secondary" onClick={onClose}>
            {ledgerCopy('common.cancel')}
          </Button>
        </>
      }
    >
      <AddressChip address={contact.address} />
    </Modal>
  );
}
