/** A signature was asked for while no account is unlocked ('Wallet no conectada'). */
export class WalletNotConnected extends Error {
  readonly kind = 'notConnected';
  constructor() {
    super('No unlocked account');
    this.name = 'WalletNotConnected';
  }
}

/** A signature was asked for while the running version is below the minimum safe one (a security update is due). */
export class UnsafeVersion extends Error {
  readonly kind = 'unsafeVersion';
  constructor() {
    super('This version must be updated before anything is signed');
    this.name = 'UnsafeVersion';
  }
}
