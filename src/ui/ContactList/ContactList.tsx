import { useId } from 'react';
import { t } from '../../i18n/features';
import { AddressChip } from '../AddressChip';
import { Button } from '../Button';
import { EmptyState } from '../EmptyState';
import { IconButton } from '../IconButton';
import { Notice } from '../Notice';
import { Panel } from '../Panel';
import { Spinner } from '../Spinner';
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
    <li className={styles.contact} aria-labelledby={nameId}>
      <p id={nameId} className={styles.name}>
        {contact.name}
      </p>
      <div className={styles.actions}>
        <IconButton
          icon="edit"
          label={t('contacts.rename', { name: contact.name })}
          onClick={() => onRename(contact)}
        />
        <IconButton
          icon="trash"
          label={t('contacts.remove', { name: contact.name })}
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
      {t('contacts.add')}
    </Button>
  );
  return (
    <Panel title={t('contacts.title')}>
      {status === 'loading' ? (
        <div className={styles.centred}>
          <Spinner label={t('contacts.loading')} />
        </div>
      ) : status === 'error' ? (
        <div className={styles.body}>
          <div role="alert">
            <Notice tone="error">{t('contacts.failed')}</Notice>
          </div>
          <Button variant="secondary" onClick={onRetry}>
            {t('contacts.retry')}
          </Button>
        </div>
      ) : contacts.length === 0 ? (
        <EmptyState icon="person" title={t('contacts.empty')} action={add}>
          {t('contacts.emptyBody')}
        </EmptyState>
      ) : (
        <div className={styles.body}>
          <ul className={styles.list} aria-label={t('contacts.list')}>
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
