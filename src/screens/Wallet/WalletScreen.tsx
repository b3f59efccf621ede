import { useState } from 'react';
import { useLocation } from 'wouter';
import { useAccount } from '../../hooks/account';
import { useContacts, type Contact, type ContactFormStart } from '../../hooks/contacts';
import { useAddAsset, useOtherAssets } from '../../hooks/assets';
import { useQrScanner, useWalletActions } from '../../hooks/wallet';
import { ledgerCopy } from '../../i18n/features';
import { AddressChip } from '../../ui/AddressChip';
import { ContactList } from '../../ui/ContactList';
import { Panel } from '../../ui/Panel';
import { QrScannerSheet } from '../../ui/QrScannerSheet';
import { Spinner } from '../../ui/Spinner';
import { BalanceList, ReceiveButton, SplitPage } from '../shared';
import { ContactDialog, RemoveContactDialog } from './ContactDialog';
import { HistorySection } from './HistorySection';
import { OtherAssetsSection } from './OtherAssetsSection';
import { SendForm } from './SendForm';
import styles from './Wallet.module.css';

/** The address book's open dialog: adding or renaming one contact, or confirming a deletion. */
type ContactDialogState = { kind: 'edit'; start: ContactFormStart } | { kind: 'remove'; contact: Contact } | null;

/**
 * `/wallet` (SPEC §2) signed in: the balances (UMQ and HLK with 2 decimals, ALGO with 4, as on /home), the send form, the
 * contacts and the history. A contact can be added from the contacts card, the send form or a history entry.
 */
export function WalletScreen({ address }: { address: string }) {
  const [, navigate] = useLocation();
  const back = () => navigate('/home');
  const { data: balances } = useAccount(address);
  const actions = useWalletActions(address);
  const book = useContacts(address);
  const scanner = useQrScanner();
  const others = useOtherAssets(address);
  const held = balances?.optedInAssets ?? [];
  const addAsset = useAddAsset(held);
  const [dialog, setDialog] = useState<ContactDialogState>(null);
  const close = () => setDialog(null);
  const saveAddress = (saved: string) => setDialog({ kind: 'edit', start: { address: saved } });
  return (
    <>
      <SplitPage narrowStart>
        <div className={styles.column}>
          <Panel
            tone="hero"
            title={ledgerCopy('home.yourAddress')}
            actions={<AddressChip address={address} tone="onDark" />}
          >
            {balances ? <BalanceList balances={balances} /> : <Spinner label={ledgerCopy('home.loadingBalances')} />}
            <ReceiveButton address={address} />
          </Panel>
          <OtherAssetsSection address={address} others={others} form={addAsset} />
        </div>
        <SendForm
          balances={balances}
          connected
          actions={actions}
          onBack={back}
          contacts={book.contacts}
          nameOf={book.nameOf}
          onSaveContact={saveAddress}
          onScan={scanner.start}
          otherAssets={others.status === 'ready' ? others.holdings : []}
          heldAssets={held}
          onAddAsset={addAsset.start}
        />
      </SplitPage>
      <div className={styles.section}>
        <ContactList
          contacts={book.contacts}
          status={book.status}
          onRetry={book.onRetry}
          onAdd={() => setDialog({ kind: 'edit', start: {} })}
          onRename={(contact) => setDialog({ kind: 'edit', start: { renaming: contact } })}
          onRemove={(contact) => setDialog({ kind: 'remove', contact })}
        />
      </div>
      <HistorySection address={address} nameOf={book.nameOf} onSaveContact={saveAddress} />
      {dialog?.kind === 'edit' && <ContactDialog book={book} start={dialog.start} onClose={close} />}
      {dialog?.kind === 'remove' && <RemoveContactDialog book={book} contact={dialog.contact} onClose={close} />}
      <QrScannerSheet open={scanner.open} videoRef={scanner.videoRef} error={scanner.error} onClose={scanner.onClose} />
    </>
  );
}
