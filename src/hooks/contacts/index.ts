/** The address book's logic: the signed-in wallet's contacts and the add / rename form. */
export { contactErrors, useContacts, type ContactErrors } from './useContacts';
export { useContactForm, type ContactFormStart } from './useContactForm';
export type { Contact } from '../../services/contacts';
