export { TermsModal } from './TermsModal';
export type { TermsModalProps } from './TermsModal';
