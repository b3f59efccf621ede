import { legalLinks, type LegalLinks } from '../../services/config/links';

export type { LegalLinks };

/** The terms and privacy-policy URLs of this build (build-time settings: resolved, never fetched). */
export function useLegalLinks(): LegalLinks {
  return legalLinks();
}
