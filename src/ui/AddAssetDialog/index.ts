export { AddAssetDialog, type AddAssetDialogProps, type AddAssetState } from './AddAssetDialog';
