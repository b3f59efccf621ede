export { LockNotice } from './LockNotice';
export type { LockNoticeProps } from './LockNotice';
