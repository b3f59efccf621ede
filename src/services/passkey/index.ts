/** Passkey unlock (docs/decisions/0011-passkey-unlock.md): WebAuthn PRF → HKDF → AES-GCM over the 25 words. */
export { enablePasskey, unlockWithPasskey, removePasskey, hasPasskey } from './passkey';
export { anyPasskey, webAuthnAvailable } from './presence';
export {
  PasskeyUnsupported,
  PasskeyCancelled,
  PasskeyNotRegistered,
  PasskeyRecordUnreadable,
  PasskeyWalletChanged,
} from './errors';
export { PRF_INPUT } from './wrapKey';
