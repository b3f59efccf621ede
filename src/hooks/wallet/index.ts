/** The wallet screen's logic: the send form's checks and the send / opt-in actions. */
export { checkSend, SEND_ASSETS, type SendDraft, type SendErrors, type SendOrder } from './sendForm';
export { useWalletActions } from './useWalletActions';
export type { TokenSymbol } from '../../services/contracts/group';
