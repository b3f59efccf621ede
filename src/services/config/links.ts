import { buildEnv } from './env';

/** Where the terms and the privacy policy live on the product's website (SPEC §2, terms modal). */
export interface LegalLinks {
  terms: string;
  privacy: string;
}

/** Used when the build sets no VITE_TERMS_URL / VITE_PRIVACY_URL. */
export const DEFAULT_LEGAL_LINKS: LegalLinks = {
  terms: 'https://moxwallet.com/terminos',
  privacy: 'https://moxwallet.com/privacidad',
};

/** The value when it is an absolute http(s) URL; anything else (empty, a typo, `javascript:`) is not a link to render. */
function httpUrl(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  try {
    const url = new URL(value.trim());
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

/** The legal links from build-time variables, each falling back to its default when unset or malformed. */
export function resolveLegalLinks(env: Readonly<Record<string, unknown>>): LegalLinks {
  return {
    terms: httpUrl(env.VITE_TERMS_URL) ?? DEFAULT_LEGAL_LINKS.terms,
    privacy: httpUrl(env.VITE_PRIVACY_URL) ?? DEFAULT_LEGAL_LINKS.privacy,
  };
}

/** This build's legal links. */
export function legalLinks(): LegalLinks {
  return resolveLegalLinks(buildEnv());
}
