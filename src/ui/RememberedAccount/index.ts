export { RememberedAccount, type RememberedAccountProps } from './RememberedAccount';
