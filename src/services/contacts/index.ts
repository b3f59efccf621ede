/** The address book: names for Algorand addresses, per wallet, in the browser's IndexedDB (`MoxContacts`). */
export { ContactRefused, deleteContact, listContacts, saveContact } from './store';
export { contactProblems, MAX_NAME_LENGTH, sameName, type Contact, type ContactProblems } from './validate';
