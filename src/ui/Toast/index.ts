export { Toast } from './Toast';
export type { ToastProps } from './Toast';
export { ToastRegion } from './ToastRegion';
export type { ToastRegionProps } from './ToastRegion';
export { TOAST_DURATION_MS } from './types';
export type { ToastItem } from './types';
