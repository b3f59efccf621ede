/** The browser's answer to the last persist() request of this page, while it is pending or once given. */
let lastAnswer: Promise<boolean> | null = null;

/**
 * Asks the browser not to evict this origin's storage (DESIGN §6): the vault is the only copy of the key besides the
 * user's paper. Not awaited by callers (Firefox answers only after the user answers a prompt); the answer is kept
 * for `storagePersisted`, so /home can say what a refusal means. Unsupported or failing counts as refused.
 */
export function requestPersistentStorage(): Promise<boolean> {
  lastAnswer = Promise.resolve()
    .then(() => globalThis.navigator?.storage?.persist?.())
    .then((granted) => granted === true)
    .catch(() => false);
  return lastAnswer;
}

/** This page's last persist() request (null before any): what a remembered storage answer was based on. */
export const persistRequest = (): Promise<boolean> | null => lastAnswer;

/**
 * Whether this origin's storage is persistent: the answer to this page's persist() request when one was made (awaited
 * if pending), else the browser's current state (`persisted()`, which asks nothing). False where unsupported.
 */
export async function storagePersisted(): Promise<boolean> {
  if (lastAnswer) return lastAnswer;
  try {
    return (await globalThis.navigator?.storage?.persisted?.()) === true;
  } catch {
    return false;
  }
}
