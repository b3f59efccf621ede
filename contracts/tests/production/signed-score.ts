/** A Mox game server's key, as the tests' stand-in: signs results the way the server would (node's ed25519). */
import { generateKeyPairSync, sign } from 'node:crypto';

export interface ScoreSigner {
  /** The raw 32-byte public key, deployed as `TMPL_SCORE_SIGNER`. */
  publicKey: Uint8Array;
  sign(message: Uint8Array): Uint8Array;
}

export function scoreSigner(): ScoreSigner {
  const { publicKey, privateKey } = generateKeyPairSync('ed25519');
  const jwk = publicKey.export({ format: 'jwk' });
  return {
    publicKey: new Uint8Array(Buffer.from(jwk.x!, 'base64url')),
    sign: (message) => new Uint8Array(sign(null, message, privateKey)),
  };
}

const u64 = (value: bigint) => {
  const bytes = new Uint8Array(8);
  new DataView(bytes.buffer).setBigUint64(0, value);
  return bytes;
};

/**
 * What the server signs: 'mox-score' || app id || genesis hash || player || game || expiry round || result (each
 * number 8 bytes big-endian).
 */
export function scoreMessage(
  appId: bigint,
  genesisHash: Uint8Array,
  player: Uint8Array,
  game: bigint,
  expiry: bigint,
  result: readonly bigint[],
): Uint8Array {
  return new Uint8Array(
    Buffer.concat([
      Buffer.from('mox-score'),
      u64(appId),
      genesisHash,
      player,
      u64(game),
      u64(expiry),
      ...result.map(u64),
    ]),
  );
}
