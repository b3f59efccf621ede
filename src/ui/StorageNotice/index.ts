export { StorageNotice, type StorageNoticeProps } from './StorageNotice';
