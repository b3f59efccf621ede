/** The encrypted-wallet vault (DESIGN §6): IndexedDB MoxWalletDB, PBKDF2-SHA256 → AES-GCM-256 in WebCrypto. */
export { saveWallet, unlockWallet, isSameWallet, prepareVault, type SaveOptions } from './vault';
export { hasWallet } from './presence';
export { changePassword, noteWalletAddress } from './manage';
export { storagePersisted } from './persist';
export { knownStorageRisk, storageRisk, type StorageRisk } from './durability';
export {
  VaultRecordNotFound,
  WrongPassword,
  CorruptedRecord,
  UsernameTaken,
  VaultStorageFailed,
  type CorruptionDetail,
} from './errors';
export { InvalidMnemonic } from '../account/errors';
export { CURRENT_ITERATIONS, LEGACY_ITERATIONS } from './record';
