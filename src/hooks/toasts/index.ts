export { ToastProvider } from './ToastProvider';
export type { ToastActions, ToastMessage } from './ToastProvider';
export { useToastList, useToasts } from './useToasts';
