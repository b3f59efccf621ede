import { useId } from 'react';
import { ledgerCopy } from '../../i18n/features';
import { AddressChip } from '../AddressChip';
import { Button } from '../Button';
import { EmptyState } from '../EmptyState';
import { IconButton } from '../IconButton';
import { Notice } from '../Notice';
import { Panel } from '../Panel';
import { Spinner } from '../Spinner';
import rows from '../rowList.module.css';
import styles from './ContactList.module.css';

/** One saved contact. */
export interface ContactItem {
  name: string;
  address: string;
}

/** Props of {@link ContactList}. */
export interface ContactListProps {
  /** Sorted by name. */
  contacts: readonly ContactItem[];
  status: 'loading' | 'error' | 'ready';
  onRetry: () => void;
  onAdd: () => void;
  onRename: (contact: ContactItem) => void;
  onRemove: (contact: ContactItem) => void;
}

function ContactRow({
  contact,
  onRename,
  onRemove,
}: { contact: ContactItem } & Pick<ContactListProps, 'onRename' | 'onRemove'>) {
  const nameId = useId();
  return (
    <li className={rows.row} aria-labelledby={nameId}>
      <p id={nameId} className={styles.name}>
        {contact.name}
      </p>
      <div className={styles.actions}>
        <IconButton
          icon="edit"
          label={ledgerCopy('contacts.rename', { name: contact.name })}
          onClick={() => onRename(contact)}
        />
        <IconButton
          icon="trash"
          label={ledgerCopy('contacts.remove', { name: contact.name })}
          onClick={() => onRemove(contact)}
        />
      </div>
      <div className={styles.address}>
        <AddressChip address={contact.address} />
      </div>
    </li>
  );
}

/** The 'Contactos' card: the wallet's address book (or its loading, failed or empty state) and 'Añadir contacto'. */
export function ContactList({ contacts, status, onRetry, onAdd, onRename, onRemove }: ContactListProps) {
  const add = (
    <Button variant="secondary" icon="person" onClick={onAdd}>
      {ledgerCopy('contacts.add')}
    </Button>
  );
  return (
    <Panel title={ledgerCopy('contacts.title')}>
      {status === 'loading' ? (
        <div className={rows.centred}>
          <Spinner label={ledgerCopy('contacts.loading')} />
        </div>
      ) : status === 'error' ? (
        <div className={rows.body}>
          <div role="alert">
            <Notice tone="error">{ledgerCopy('contacts.failed')}</Notice>
          </div>
          <Button variant="secondary" onClick={onRetry}>
            {ledgerCopy('contacts.retry')}
          </Button>
        </div>
      ) : contacts.length === 0 ? (
        <EmptyState icon="person" title={ledgerCopy('contacts.empty')} action={add}>
          {ledgerCopy('contacts.emptyBody')}
        </EmptyState>
      ) : (
        <div className={rows.body}>
          <ul className={rows.list} aria-label={ledgerCopy('contacts.list')}>
            {contacts.map((contact) => (
              <ContactRow key={contact.address} contact={contact} onRename={onRename} onRemove={onRemove} />
            ))}
          </ul>
          {add}
        </div>
      )}
    </Panel>
  );
}
