export { ConnectPrompt } from './ConnectPrompt';
export { BalanceList } from './BalanceList';
export { SplitPage } from './SplitPage';
