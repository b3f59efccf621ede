export { PasskeyConfirm, type PasskeyConfirmProps } from './PasskeyConfirm';
