/**
 * The vault's failures, one class each, so the login and registration screens can show the spec's message
 * for each case (SPEC §8). `kind` is a stable string for code that maps failures to copy.
 */

/** No wallet is stored under this username ('⚠️ Cuenta no encontrada'). */
export class VaultRecordNotFound extends Error {
  readonly kind = 'notFound';
  constructor() {
    super('No wallet stored for this username');
    this.name = 'VaultRecordNotFound';
  }
}

/** AES-GCM refused the key derived from this password at every cost the record may use ('❌ Contraseña incorrecta'). */
export class WrongPassword extends Error {
  readonly kind = 'wrongPassword';
  constructor() {
    super('Wrong password');
    this.name = 'WrongPassword';
  }
}

/** What is damaged in a record that cannot be read: its JSON, a field, or its integrity digest. */
export type CorruptionDetail = 'json' | 'field' | 'digest';

/** The stored record is unreadable whatever the password ('❌ Contraseña incorrecta o datos corruptos'). */
export class CorruptedRecord extends Error {
  readonly kind = 'corrupted';
  constructor(readonly detail: CorruptionDetail) {
    super(`Corrupted wallet record (${detail})`);
    this.name = 'CorruptedRecord';
  }
}

/** A wallet already exists under this username and the caller did not confirm replacing it. */
export class UsernameTaken extends Error {
  readonly kind = 'usernameTaken';
  constructor() {
    super('A wallet is already stored under this username');
    this.name = 'UsernameTaken';
  }
}

/** IndexedDB itself failed (unavailable, quota, aborted transaction); nothing was changed ('Error al guardar cuenta'). */
export class VaultStorageFailed extends Error {
  readonly kind = 'storage';
  constructor(cause: unknown) {
    super('The browser database failed', { cause });
    this.name = 'VaultStorageFailed';
  }
}
