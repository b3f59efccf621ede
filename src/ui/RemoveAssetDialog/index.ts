export { RemoveAssetDialog, type RemoveAssetDialogProps, type RemoveAssetPlan } from './RemoveAssetDialog';
