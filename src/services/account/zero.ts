/**
 * Overwrites key bytes in place. JavaScript cannot promise no other copy exists (GC, engine internals),
 * but zeroing the one buffer the app holds means a later bug or heap read cannot find the key there.
 */
export function zeroBytes(bytes: Uint8Array): void {
  bytes.fill(0);
}
