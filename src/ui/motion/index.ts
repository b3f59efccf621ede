export { usePrefersReducedMotion } from './usePrefersReducedMotion';
