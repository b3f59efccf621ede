/**
 * The block explorer each history entry links to. VITE_EXPLORER_TX_URL is the address a transaction id is appended
 * to; unset, MainNet builds use a public explorer and the local ledger has none (no public explorer knows it).
 */
import type { NetworkName } from './networks';

/** Allo, a public MainNet explorer that shows a group's transactions: `https://allo.info/tx/<txId>`. */
export const DEFAULT_MAINNET_EXPLORER = 'https://allo.info/tx/';

/** The set value as an absolute http(s) URL prefix, null when unset, or 'invalid' (the build refuses it). */
export function explorerSetting(env: Readonly<Record<string, unknown>>): string | null | 'invalid' {
  const value = env.VITE_EXPLORER_TX_URL;
  if (typeof value !== 'string' || value.trim() === '') return null;
  try {
    const url = new URL(value.trim());
    // https for every public explorer; http only for one on this machine (a real Algorand LocalNet's Lora).
    const local = url.hostname === 'localhost' || url.hostname === '127.0.0.1';
    return url.protocol === 'https:' || (url.protocol === 'http:' && local) ? value.trim() : 'invalid';
  } catch {
    return 'invalid';
  }
}

/** The prefix transaction ids are appended to on this network, or null for no explorer links. */
export function resolveExplorer(env: Readonly<Record<string, unknown>>, network: NetworkName): string | null {
  const setting = explorerSetting(env);
  if (setting === 'invalid') return null;
  return setting ?? (network === 'mainnet' ? DEFAULT_MAINNET_EXPLORER : null);
}

/** The transaction `txId` on the explorer whose prefix is `prefix`. */
export const explorerTxUrl = (prefix: string, txId: string) => prefix + encodeURIComponent(txId);
