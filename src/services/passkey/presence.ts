import { passkeyCount } from './store';

/*
 * What /login asks on every load, apart from the WebAuthn and key-wrapping code: whether to offer 'Entrar con llave
 * de acceso'. The store is in the first load already (the vault deletes a replaced wallet's passkeys through it).
 */

/** Whether this browser has WebAuthn at all (an insecure origin or an old browser has not). */
export function webAuthnAvailable(): boolean {
  return typeof globalThis.PublicKeyCredential === 'function' && !!globalThis.navigator?.credentials;
}

/** Whether any wallet of this browser has a passkey (so /login offers 'Entrar con llave de acceso'). */
export async function anyPasskey(): Promise<boolean> {
  return (await passkeyCount()) > 0;
}
