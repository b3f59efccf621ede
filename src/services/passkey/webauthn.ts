import { PasskeyCancelled, PasskeyUnsupported } from './errors';
import { webAuthnAvailable } from './presence';
import { PRF_INPUT } from './wrapKey';

/**
 * The two WebAuthn ceremonies Mox needs, each asking the authenticator for its PRF output on PRF_INPUT. There is no
 * server: the challenge is random and nobody checks the signature. What protects the wallet is that only this
 * passkey, after user verification, can produce the PRF output that derives the wrapping key.
 */

/** What a ceremony hands back: the credential's id (base64url) and the 32-byte PRF output. */
export interface PrfResult {
  credentialId: string;
  prfOutput: Uint8Array<ArrayBuffer>;
}

const RP_NAME = 'Mox Wallet';
// ES256 first (every platform authenticator), RS256 for Windows Hello's older keys.
const ALGORITHMS: PublicKeyCredentialParameters[] = [
  { type: 'public-key', alg: -7 },
  { type: 'public-key', alg: -257 },
];
const PRF_EXTENSION = { prf: { eval: { first: PRF_INPUT } } };

function random(bytes: number): Uint8Array<ArrayBuffer> {
  return crypto.getRandomValues(new Uint8Array(bytes));
}

function toBase64Url(buffer: ArrayBuffer): string {
  let binary = '';
  for (const byte of new Uint8Array(buffer)) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

/** A dismissed or timed-out dialog is the user's choice; anything else is the browser's failure, passed on. */
function ceremonyError(error: unknown): unknown {
  const name = (error as { name?: unknown } | null)?.name;
  return name === 'NotAllowedError' || name === 'AbortError' ? new PasskeyCancelled(error) : error;
}

function prfFirst(credential: PublicKeyCredential): Uint8Array<ArrayBuffer> | null {
  const first = credential.getClientExtensionResults().prf?.results?.first;
  return first ? new Uint8Array(first as ArrayBuffer).slice() : null;
}

/**
 * Asks the browser to forget a credential this site will never use (best effort; Chromium's Signal API). Used when
 * a passkey was made without PRF, or removed from /home, so the device's list does not keep a dead entry.
 */
export async function forgetCredential(credentialId: string): Promise<void> {
  if (typeof PublicKeyCredential === 'undefined') return;
  const signal = (PublicKeyCredential as { signalUnknownCredential?: (o: object) => Promise<void> })
    .signalUnknownCredential;
  try {
    await signal?.call(PublicKeyCredential, { rpId: location.hostname, credentialId });
  } catch {
    // Unsupported or refused: the entry stays on the device, unusable for Mox since no record names it.
  }
}

/** Reads the PRF output of a passkey: the one with `credentialId`, or the one the user picks (discoverable). */
export async function evaluatePrf(credentialId?: string): Promise<PrfResult> {
  if (!webAuthnAvailable()) throw new PasskeyUnsupported();
  let credential: PublicKeyCredential | null;
  try {
    credential = (await navigator.credentials.get({
      publicKey: {
        challenge: random(32),
        userVerification: 'required',
        allowCredentials: credentialId ? [{ type: 'public-key', id: fromBase64Url(credentialId) }] : [],
        extensions: PRF_EXTENSION,
      },
    })) as PublicKeyCredential | null;
  } catch (error) {
    throw ceremonyError(error);
  }
  if (!credential) throw new PasskeyCancelled();
  const prfOutput = prfFirst(credential);
  if (!prfOutput) throw new PasskeyUnsupported();
  return { credentialId: toBase64Url(credential.rawId), prfOutput };
}

/**
 * Creates a discoverable passkey for the wallet (resident key, user verification required) with the PRF extension,
 * and returns its PRF output. An authenticator without PRF gets its new credential forgotten and PasskeyUnsupported.
 */
export async function createPrfPasskey(username: string): Promise<PrfResult> {
  if (!webAuthnAvailable()) throw new PasskeyUnsupported();
  let credential: PublicKeyCredential | null;
  try {
    credential = (await navigator.credentials.create({
      publicKey: {
        rp: { name: RP_NAME },
        // A random handle: nothing about the user or the wallet is handed to the authenticator beyond the name shown.
        user: { id: random(16), name: username, displayName: username },
        challenge: random(32),
        pubKeyCredParams: ALGORITHMS,
        authenticatorSelection: { residentKey: 'required', requireResidentKey: true, userVerification: 'required' },
        extensions: PRF_EXTENSION,
      },
    })) as PublicKeyCredential | null;
  } catch (error) {
    throw ceremonyError(error);
  }
  if (!credential) throw new PasskeyCancelled();
  const credentialId = toBase64Url(credential.rawId);
  if (credential.getClientExtensionResults().prf?.enabled !== true) {
    await forgetCredential(credentialId);
    throw new PasskeyUnsupported();
  }
  // Some authenticators evaluate the PRF only on an assertion, not at creation: ask for one with this credential.
  const prfOutput = prfFirst(credential);
  return prfOutput ? { credentialId, prfOutput } : evaluatePrf(credentialId);
}
