/**
 * Devnet-only test keys, derived from fixed seeds so every genesis has the same accounts.
 * They guard nothing of value: anyone can recompute them from this file.
 */
import nacl from 'tweetnacl';
import { sha512_256 } from 'js-sha512';
import { encodeAddress, secretKeyToMnemonic } from 'algosdk';

/** An account whose key the devnet knows. */
export interface DevnetAccount {
  address: string;
  /** 64-byte ed25519 secret key (seed ‖ public key), as algosdk signs with. */
  sk: Uint8Array;
  mnemonic: string;
}

const seedOf = (name: string) => new Uint8Array(sha512_256.array(`mox-wallet devnet key: ${name}`));

/** The account derived from the seed named `name`. */
export function devnetAccount(name: string): DevnetAccount {
  const { publicKey, secretKey } = nacl.sign.keyPair.fromSeed(seedOf(name));
  return { address: encodeAddress(publicKey), sk: secretKey, mnemonic: secretKeyToMnemonic(secretKey) };
}

/** An address nobody holds a key for, with its public key (simulated players, bulk accounts in tests). */
export function keylessAccount(name: string): { address: string; publicKey: Uint8Array } {
  const publicKey = new Uint8Array(sha512_256.array(`mox-wallet devnet address: ${name}`));
  return { address: encodeAddress(publicKey), publicKey };
}

/** An address nobody holds a key for (simulated players, bulk accounts in tests). */
export const keylessAddress = (name: string) => keylessAccount(name).address;

/** The treasury: creator of UMQ and HLK, and the dispenser's source. */
export const TREASURY = devnetAccount('treasury');
/** The roulette admin (LOCALNET_IDS.admin). */
export const ADMIN = devnetAccount('admin');
/** Two funded demo players with UMQ and HLK, opted in to no app, to try every flow from the start. */
export const DEMO_PLAYERS = [devnetAccount('demo-1'), devnetAccount('demo-2')] as const;
