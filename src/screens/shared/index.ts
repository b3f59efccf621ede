export { ConnectPrompt } from './ConnectPrompt';
export { BalanceList } from './BalanceList';
export { SplitPage } from './SplitPage';
export { ReceiveButton } from './ReceiveButton';
export { AppGate } from './AppGate';
