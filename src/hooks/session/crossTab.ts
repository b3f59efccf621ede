/**
 * Tells the app's other tabs that the user logged out here, so each drops its own key (a key in another tab is still
 * a key). The message is a bare word: nothing about the account or its key ever crosses tabs.
 */
const CHANNEL = 'mox-wallet-session';
const LOGOUT = 'logout';
/** The storage fallback's key: set and removed at once, so it never stays in localStorage. */
export const LOGOUT_STORAGE_KEY = 'moxLogout';

/** One tab's end of the channel. */
export interface SessionChannel {
  announceLogout(): void;
  close(): void;
}

/**
 * Opens this tab's end: BroadcastChannel, or where it is missing the `storage` event, which other tabs of the origin
 * receive when a key changes (never the tab that changed it, as BroadcastChannel never echoes to its sender).
 */
export function openSessionChannel(onLogoutElsewhere: () => void): SessionChannel {
  if (typeof BroadcastChannel === 'function') {
    const channel = new BroadcastChannel(CHANNEL);
    channel.onmessage = (event: MessageEvent) => {
      if (event.data === LOGOUT) onLogoutElsewhere();
    };
    return { announceLogout: () => channel.postMessage(LOGOUT), close: () => channel.close() };
  }
  const onStorage = (event: StorageEvent) => {
    if (event.key === LOGOUT_STORAGE_KEY && event.newValue !== null) onLogoutElsewhere();
  };
  window.addEventListener('storage', onStorage);
  return {
    announceLogout: () => {
      localStorage.setItem(LOGOUT_STORAGE_KEY, LOGOUT);
      localStorage.removeItem(LOGOUT_STORAGE_KEY); // the other tabs got the change; the removal's event is ignored
    },
    close: () => window.removeEventListener('storage', onStorage),
  };
}
