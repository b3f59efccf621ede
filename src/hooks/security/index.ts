/** /home's security section: the 25 words shown again, a new password, the backup drill, and the storage notice. */
export { useRevealWords, REVEAL_SECONDS, type RevealStage } from './useRevealWords';
export { useBackupDrill, type DrillStage } from './useBackupDrill';
export { useChangePassword } from './useChangePassword';
export type { PasswordChangeField, PasswordChangeProblem, PasswordChangeValues } from './passwordChange';
export type { UnlockProblem } from './ownWords';
export { useStorageRisk } from './useStorageRisk';
export { useNoteAddress } from './useNoteAddress';
