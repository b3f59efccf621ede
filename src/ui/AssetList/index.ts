export { AssetList, type AssetItem, type AssetListProps } from './AssetList';
