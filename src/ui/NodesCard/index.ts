export { NodesCard, type NodesCardProps } from './NodesCard';
