export { ContactList, type ContactItem, type ContactListProps } from './ContactList';
