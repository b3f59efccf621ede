export { UnlockWordsForm, type UnlockWordsFormProps } from './UnlockWordsForm';
