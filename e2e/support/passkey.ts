/** Chromium's virtual authenticator (DevTools protocol, WebAuthn domain) and what a journey reads back from storage. */
import type { CDPSession, Page } from '@playwright/test';

/** A platform authenticator with user verification and resident keys; `hasPrf` decides whether it can unlock Mox. */
export async function addVirtualAuthenticator(page: Page, hasPrf: boolean): Promise<CDPSession> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable', { enableUI: false });
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      ctap2Version: 'ctap2_1',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      hasPrf,
      automaticPresenceSimulation: true,
    },
  });
  return cdp;
}

/** Every value of localStorage, sessionStorage and every IndexedDB store of the origin, as one JSON text. */
export function dumpWebStorage(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const read = <T>(request: IDBRequest<T>) =>
      new Promise<T>((resolve, reject) => {
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error);
      });
    const databases: Record<string, unknown> = {};
    for (const { name, version } of await indexedDB.databases()) {
      if (!name) continue;
      const db = await read(indexedDB.open(name));
      const stores: Record<string, unknown> = {};
      for (const store of db.objectStoreNames) {
        const tx = db.transaction(store);
        stores[store] = {
          keys: await read(tx.objectStore(store).getAllKeys()),
          values: await read(tx.objectStore(store).getAll()),
        };
      }
      db.close();
      databases[`${name}@${version}`] = stores;
    }
    return JSON.stringify({ localStorage: { ...localStorage }, sessionStorage: { ...sessionStorage }, databases });
  });
}

/**
 * The PRF output the page's passkey gives for Mox's input, read by the test's own assertion (the virtual
 * authenticator answers without a prompt) and hex-encoded, so the journey can prove it is stored nowhere.
 */
export function prfOutputHex(page: Page, input: string): Promise<string> {
  return page.evaluate(async (text) => {
    const credential = (await navigator.credentials.get({
      publicKey: {
        challenge: crypto.getRandomValues(new Uint8Array(32)),
        userVerification: 'required',
        extensions: { prf: { eval: { first: new TextEncoder().encode(text) } } },
      },
    })) as PublicKeyCredential;
    const first = credential.getClientExtensionResults().prf?.results?.first as ArrayBuffer;
    return [...new Uint8Array(first)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  }, input);
}
