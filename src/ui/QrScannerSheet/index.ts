export { QrScannerSheet, type QrScannerSheetProps } from './QrScannerSheet';
