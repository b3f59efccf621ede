export { UserNodes, type NodeKindChoice, type UserNodeItem, type UserNodesProps } from './UserNodes';
