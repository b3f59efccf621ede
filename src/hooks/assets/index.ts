/** 'Otros activos': every asset held besides ALGO, UMQ and HLK, adding one by id and removing one. */
export { assetQueries } from './queries';
export { holdingText, holdingUnit, useOtherAssets, type OtherAssets, type OtherHolding } from './useOtherAssets';
export { parseAssetId, useAddAsset, type AddAssetPreview, type AddAssetForm } from './useAddAsset';
export { removalPlan, type RemovalPlan } from './removal';
export { useAssetActions } from './useAssetActions';
/** How an amount names its asset: ALGO, UMQ, HLK, else the asset's unit (or name, or '#id'). */
export { unitLabel } from '../../services/amounts';
export { useRemoveAsset } from './useRemoveAsset';
