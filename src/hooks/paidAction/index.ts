/** The paid-action path (DESIGN.md §3): one host for the page, one hook every send, opt-in, game and stake uses. */
export { PaidActionProvider } from './PaidActionProvider';
export { PaidActionController } from './controller';
export { usePaidAction } from './usePaidAction';
export { usePaidActionView } from './usePaidActionView';
export type { GroupSummary } from './summary';
export type { Acknowledgement, ModalStage, PaidActionRequest, PaidActionView } from './types';
