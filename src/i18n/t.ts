import type { es } from './es';
import { core } from './es/core';
import { formatNumber } from './numbers';

/** Copy groups by name, each a set of strings by name (./es/core.ts, ./es/features.ts). */
type Groups = Readonly<Record<string, Readonly<Record<string, string>>>>;

/** Every dotted key of `C`, e.g. 'landing.login'. */
export type KeyOf<C> = { [G in keyof C]: `${G & string}.${keyof C[G] & string}` }[keyof C];

/** Every dotted key of the whole catalogue (the frame's and the ledger screens'): for tables of keys. */
export type CopyKey = KeyOf<typeof es>;

/** A key of the frame's copy, the only one `t` from here reads; the ledger screens read theirs with ./features.ts's `ledgerCopy`. */
export type CoreKey = KeyOf<typeof core>;

/** Values interpolated into `{name}` placeholders; numbers are written in the app's convention ('1,000'). */
export type CopyVars = Record<string, string | number | bigint>;

/** A placeholder's value as text: every number grouped as the screen writes them ('Ganaste 1,000 UMQ'). */
const shown = (value: CopyVars[string]) => (typeof value === 'string' ? value : formatNumber(value));

/**
 * A `t` over `groups`: it looks up a string and fills its `{placeholders}`. It takes only the keys of the groups
 * it was made with, so a module that reads a group imports it, and a key cannot be read before its copy is loaded.
 * A missing key (only a cast can make one) throws outside production and falls back to the key in production.
 */
export function translator<C extends Groups>(groups: C): (key: KeyOf<C>, vars?: CopyVars) => string {
  return (key, vars) => {
    const [group, name] = key.split('.') as [string, string];
    const text = groups[group]?.[name];
    if (text === undefined) {
      if (import.meta.env.PROD) return key;
      throw new Error(`Missing copy key: ${key}`);
    }
    if (!vars) return text;
    return text.replace(/\{(\w+)\}/g, (match, v: string) => (v in vars ? shown(vars[v]) : match));
  };
}

/** The frame's copy (landing, login, registration, errors, the kit), in the first load. */
export const t = translator(core);
