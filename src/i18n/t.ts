import type { es } from './es';
import { core } from './es/core';
import { formatNumber } from './numbers';

type Catalogue = typeof es;
type Groups = Partial<Record<keyof Catalogue, Readonly<Record<string, string>>>>;

/** The groups `t` can read: the frame's from the start, the apps' once their screens' code has loaded. */
const loaded: Groups = { ...core };

/** Makes more groups readable by `t` (src/app/LedgerBoundary adds the six apps' copy). */
export function addCopy(groups: Groups): void {
  Object.assign(loaded, groups);
}

/** Every dotted key of the catalogue, e.g. 'landing.login'. */
export type CopyKey = {
  [G in keyof Catalogue]: `${G & string}.${keyof Catalogue[G] & string}`;
}[keyof Catalogue];

/** Values interpolated into `{name}` placeholders; numbers are written in the app's convention ('1,000'). */
export type CopyVars = Record<string, string | number | bigint>;

/** A placeholder's value as text: every number grouped as the screen writes them ('Ganaste 1,000 UMQ'). */
const shown = (value: CopyVars[string]) => (typeof value === 'string' ? value : formatNumber(value));

/**
 * Looks up a catalogue string and fills its `{placeholders}`.
 * A missing key is a programming error: it throws outside production and falls back to the key in production.
 */
export function t(key: CopyKey, vars?: CopyVars): string {
  const [group, name] = key.split('.') as [keyof Catalogue, string];
  const text = loaded[group]?.[name];
  if (text === undefined) {
    if (import.meta.env.PROD) return key;
    throw new Error(`Missing copy key: ${key}`);
  }
  if (!vars) return text;
  return text.replace(/\{(\w+)\}/g, (match, v: string) => (v in vars ? shown(vars[v]) : match));
}
