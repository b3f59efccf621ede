export { MarketScreen } from './MarketScreen';
