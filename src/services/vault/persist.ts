/**
 * Asks the browser not to evict this origin's storage under pressure (DESIGN §6): the vault is the only copy of
 * the key besides the user's paper. Best effort and not awaited by callers — Firefox resolves only after the user
 * answers a prompt — and a refusal changes nothing.
 */
export async function requestPersistentStorage(): Promise<void> {
  try {
    await globalThis.navigator?.storage?.persist?.();
  } catch {
    // Unsupported or refused: storage stays "best effort", the browser default.
  }
}
