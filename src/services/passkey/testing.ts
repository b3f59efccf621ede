/**
 * Test-only stand-in for the browser's WebAuthn boundary (`navigator.credentials` and `PublicKeyCredential`), the one
 * thing the passkey service talks to besides IndexedDB and crypto.subtle, which run for real under test.
 */
import { vi } from 'vitest';

/** A credential as the service reads it: its raw id and the extension results. */
interface FakeCredential {
  rawId: ArrayBuffer;
  getClientExtensionResults(): AuthenticationExtensionsClientOutputs;
}

/** The authenticator's state and what the site asked of it; tests change `prfOutput`, `hasPrf` or `refuse`. */
export interface FakeAuthenticator {
  /** The 32 bytes the PRF extension gives (a real authenticator's are fixed per credential and input). */
  prfOutput: Uint8Array<ArrayBuffer>;
  /** false: an authenticator without the PRF extension (it makes the passkey, but reports no PRF). */
  hasPrf: boolean;
  /** A DOMException name the next ceremony fails with ('NotAllowedError': the user dismissed the dialog). */
  refuse?: string;
  /** The options of every create() and get() the site made, in order. */
  created: CredentialCreationOptions[];
  asked: CredentialRequestOptions[];
  /** Credential ids (base64url) the site asked the device to forget (Chromium's Signal API). */
  forgotten: string[];
  /** Runs while the device's prompt to create a passkey is up (another tab acting meanwhile). */
  whilePrompting?: () => Promise<void>;
}

let nextId = 1;

/** A 16-byte credential id, different for every passkey made in a test run. */
function newCredentialId(): ArrayBuffer {
  const id = new Uint8Array(16);
  new DataView(id.buffer).setUint32(0, nextId++);
  return id.buffer;
}

/**
 * Installs the fake on the globals; `uninstallFakeAuthenticator` restores them. get() answers with the credential the
 * request allows, or (a discoverable request) the last one made, as a user picking their only Mox passkey would.
 */
export function installFakeAuthenticator(prfOutput: Uint8Array<ArrayBuffer>): FakeAuthenticator {
  const made: ArrayBuffer[] = [];
  const fake: FakeAuthenticator = { prfOutput, hasPrf: true, created: [], asked: [], forgotten: [] };
  const answer = (rawId: ArrayBuffer, atCreation: boolean): FakeCredential => ({
    rawId,
    getClientExtensionResults: () => {
      if (!fake.hasPrf) return {};
      const results = { first: fake.prfOutput.slice().buffer };
      return { prf: atCreation ? { enabled: true, results } : { results } };
    },
  });
  const failIfRefused = () => {
    if (fake.refuse) throw new DOMException('The operation either timed out or was not allowed.', fake.refuse);
  };
  const credentials = {
    create: async (options: CredentialCreationOptions) => {
      fake.created.push(options);
      await fake.whilePrompting?.();
      failIfRefused();
      const rawId = newCredentialId();
      made.push(rawId);
      return answer(rawId, true);
    },
    get: async (options: CredentialRequestOptions) => {
      fake.asked.push(options);
      failIfRefused();
      const allowed = options.publicKey?.allowCredentials?.[0]?.id as Uint8Array | undefined;
      const rawId = allowed ? new Uint8Array(allowed).slice().buffer : made.at(-1);
      return rawId ? answer(rawId, false) : null;
    },
  };
  vi.stubGlobal(
    'PublicKeyCredential',
    class {
      static async signalUnknownCredential({ credentialId }: { credentialId: string }) {
        fake.forgotten.push(credentialId);
      }
    },
  );
  Object.defineProperty(navigator, 'credentials', { configurable: true, get: () => credentials });
  return fake;
}

/** Puts the globals back as happy-dom has them. */
export function uninstallFakeAuthenticator(): void {
  vi.unstubAllGlobals();
  delete (navigator as { credentials?: unknown }).credentials;
}
