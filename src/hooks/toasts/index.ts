export { ToastProvider } from './ToastProvider';
export type { ToastMessage } from './ToastProvider';
export { useToasts } from './useToasts';
