export { shortenAddress } from './shortenAddress';
