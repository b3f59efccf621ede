/** The wallet screen's logic: the send form's checks, payment requests it reads, and the send / opt-in actions. */
export {
  checkSend,
  isAsset,
  MAX_NOTE_BYTES,
  maxAmountText,
  noteBytes,
  SEND_ASSETS,
  sendAssetOf,
  type SendDraft,
  type SendErrors,
  type SendOrder,
  type SendRefusal,
} from './sendForm';
export type { AmountQuestion, AmountReading } from '../account/format';
export { readRequestHere, type ReadRequest } from './paymentRequest';
export { useQrScanner } from './useQrScanner';
export { useSendForm, type AmountQuestionView, type SendField, type SendFormInputs } from './useSendForm';
export { useWalletActions } from './useWalletActions';
/** Whether a destination is a real Algorand address (the checksum holds): only those can be saved as contacts. */
export { isChecksummedAddress } from '../../services/config/address';
export type { TokenSymbol } from '../../services/contracts/group';
