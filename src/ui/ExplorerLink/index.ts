export { ExplorerLink } from './ExplorerLink';
export type { ExplorerLinkTarget } from './ExplorerLink';
