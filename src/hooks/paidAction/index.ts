/** The paid-action path (DESIGN.md §3): one hook every send, opt-in, spin, claim, buy, submit and stake goes through. */
export { usePaidAction } from './usePaidAction';
export type { ConfirmView, PaidActionRequest } from './types';
