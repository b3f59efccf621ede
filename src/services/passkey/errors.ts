/**
 * The passkey's failures, one class each with a stable `kind`, so /home and /login can say in Spanish what happened
 * and the password path stays untouched whatever goes wrong here.
 */

/** No WebAuthn here, or the authenticator has no PRF extension: this device cannot hold Mox's unlock secret. */
export class PasskeyUnsupported extends Error {
  readonly kind = 'unsupported';
  constructor() {
    super('This authenticator cannot evaluate the PRF extension');
    this.name = 'PasskeyUnsupported';
  }
}

/** The user dismissed the browser's passkey dialog, or it timed out (WebAuthn's NotAllowedError). */
export class PasskeyCancelled extends Error {
  readonly kind = 'cancelled';
  constructor(cause?: unknown) {
    super('The passkey ceremony was cancelled', { cause });
    this.name = 'PasskeyCancelled';
  }
}

/** The chosen passkey wraps no wallet of this browser (removed here, or made for another site's data). */
export class PasskeyNotRegistered extends Error {
  readonly kind = 'notRegistered';
  constructor() {
    super('No wallet is wrapped by this passkey in this browser');
    this.name = 'PasskeyNotRegistered';
  }
}

/**
 * Another tab replaced the wallet (or changed its password) while this one was turning its passkey on: the words it
 * read before the device's prompt may be gone, so the new passkey was not kept.
 */
export class PasskeyWalletChanged extends Error {
  readonly kind = 'walletChanged';
  constructor() {
    super('The wallet changed while its passkey was being created');
    this.name = 'PasskeyWalletChanged';
  }
}

/** The passkey record exists but its key does not open it (damaged, or the authenticator's secret changed). */
export class PasskeyRecordUnreadable extends Error {
  readonly kind = 'unreadable';
  constructor() {
    super('The passkey record cannot be opened with this passkey');
    this.name = 'PasskeyRecordUnreadable';
  }
}
