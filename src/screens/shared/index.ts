export { ConnectPrompt } from './ConnectPrompt';
export { BalanceList } from './BalanceList';
