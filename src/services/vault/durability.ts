import { storagePersisted } from './persist';

/**
 * Why the browser may erase the wallet from this device: 'ios' (an iPhone or iPad browser tab, where Safari deletes
 * a site's storage after 7 days without a visit unless it was added to the home screen), 'refused' (the browser did
 * not grant persistent storage, or cannot), or null (kept).
 */
export type StorageRisk = 'ios' | 'refused' | null;

/** An iPhone, iPod or iPad (iPadOS reports itself as a Mac with touch). */
function onIos(): boolean {
  const nav = globalThis.navigator;
  if (!nav) return false;
  return /iPhone|iPad|iPod/.test(nav.userAgent) || (nav.platform === 'MacIntel' && nav.maxTouchPoints > 1);
}

/** Opened from the home screen as an installed app (where Safari's 7-day rule does not apply). */
function installed(): boolean {
  const standalone = (globalThis.navigator as { standalone?: boolean } | undefined)?.standalone === true;
  return standalone || globalThis.matchMedia?.('(display-mode: standalone)').matches === true;
}

/** What can happen to this browser's copy of the wallet (see StorageRisk). */
export async function storageRisk(): Promise<StorageRisk> {
  if (onIos() && !installed()) return 'ios';
  return (await storagePersisted()) ? null : 'refused';
}
