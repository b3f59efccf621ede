export { OfflineNotice } from './OfflineNotice';
