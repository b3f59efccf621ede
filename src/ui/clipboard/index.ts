export { useCopyFeedback } from './useCopyFeedback';
