export { BackupDrillDialog, type BackupDrillDialogProps } from './BackupDrillDialog';
