/** A signature was asked for while no account is unlocked ('Wallet no conectada'). */
export class WalletNotConnected extends Error {
  readonly kind = 'notConnected';
  constructor() {
    super('No unlocked account');
    this.name = 'WalletNotConnected';
  }
}
