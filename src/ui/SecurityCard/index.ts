export { SecurityCard, type SecurityCardProps } from './SecurityCard';
