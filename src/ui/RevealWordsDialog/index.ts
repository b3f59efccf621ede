export { RevealWordsDialog, type RevealWordsDialogProps } from './RevealWordsDialog';
