import { persistRequest, storagePersisted } from './persist';

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

async function askStorageRisk(): Promise<StorageRisk> {
  if (onIos() && !installed()) return 'ios';
  return (await storagePersisted()) ? null : 'refused';
}

/** The risk asked last, the persist() request it was asked after, and its answer once given. */
interface Asked {
  basis: Promise<boolean> | null;
  risk: Promise<StorageRisk>;
  answer?: StorageRisk;
}
let asked: Asked | null = null;

/**
 * What can happen to this browser's copy of the wallet (see StorageRisk). Asked once per page and remembered: it
 * changes only when this page asks for persistent storage (a save), which asks again. The unlock starts it, so
 * /home knows the answer at its first paint ({@link knownStorageRisk}) and never inserts its notice later.
 */
export function storageRisk(): Promise<StorageRisk> {
  const basis = persistRequest();
  if (asked?.basis !== basis) {
    const entry: Asked = { basis, risk: askStorageRisk() };
    void entry.risk.then((answer) => (entry.answer = answer));
    asked = entry;
  }
  return asked.risk;
}

/** The remembered answer of {@link storageRisk}, when it has been given and still holds; else undefined. */
export function knownStorageRisk(): StorageRisk | undefined {
  return asked?.basis === persistRequest() ? asked.answer : undefined;
}
