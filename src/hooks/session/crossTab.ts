/**
 * Tells the app's other tabs that the user logged out here, so each drops its own key (a key in another tab is still
 * a key). The message is a bare word: nothing about the account or its key ever crosses tabs.
 */
/** The app's channel; the storage fallback uses it as its key, set and removed at once (it never stays there). */
const SESSION_CHANNEL = 'mox-wallet-session';
const LOGOUT = 'logout';

/** One tab's end of the channel. */
export interface SessionChannel {
  announceLogout(): void;
  close(): void;
}

/**
 * Opens this tab's end: BroadcastChannel, or where it is missing the `storage` event, which other tabs of the origin
 * receive when a key changes (never the tab that changed it, as BroadcastChannel never echoes to its sender).
 */
export function openSessionChannel(onLogoutElsewhere: () => void, name = SESSION_CHANNEL): SessionChannel {
  if (typeof BroadcastChannel === 'function') {
    const channel = new BroadcastChannel(name);
    channel.onmessage = (event: MessageEvent) => {
      if (event.data === LOGOUT) onLogoutElsewhere();
    };
    return { announceLogout: () => channel.postMessage(LOGOUT), close: () => channel.close() };
  }
  const onStorage = (event: StorageEvent) => {
    if (event.key === name && event.newValue !== null) onLogoutElsewhere();
  };
  window.addEventListener('storage', onStorage);
  return {
    announceLogout: () => {
      localStorage.setItem(name, LOGOUT);
      localStorage.removeItem(name); // the other tabs got the change; the removal's event is ignored
    },
    close: () => window.removeEventListener('storage', onStorage),
  };
}
