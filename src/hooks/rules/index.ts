/** Business constants for screens (DESIGN.md §13), so screens never import services/config. */
export { useIsAdmin, useMoxRules } from './useMoxRules';
