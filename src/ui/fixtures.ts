import { es } from '../i18n';

/** Example values shared by the kit's stories (and reusable by screen stories): valid-looking, fixed, never random. */
export const sampleData = {
  /** A 58-character Algorand address (checksum valid). */
  address: 'SOWRUOGGZ6H5PXU2FE6R6HOQJE256EQ3QYXPWTZTAVAO6X5RTW67BD7SFE',
  /** A second address, e.g. a send recipient. */
  recipient: 'WEXRZTAN4PRTSCTZLEYS3MHYEASAT5O5MNBUYTGFUIX565WL36N4OF3DKU',
  /** A 52-character transaction id. */
  txId: 'U4JFEVI2TGTE75ZZLTKCQ3G5NXDCA6S52PSBBQYSXMHGUXLD4X2A',
} as const;

/** That transaction on MainNet's default explorer, as the paid-action hook hands it to a toast or the modal. */
export const sampleExplorer = {
  url: `https://allo.info/tx/${sampleData.txId}`,
  text: es.explorer.open,
  label: es.explorer.openLabel.replace('{txId}', 'U4JFEV…4X2A'),
};
