export { PasskeyCard, type PasskeyCardProps } from './PasskeyCard';
