/**
 * Build-time checks of the VITE_* settings (DESIGN.md §11: no secret in the bundle). The app reads its variables by
 * name (src/services/config/env.ts), so a stray VITE_* never ships; the one secret it can read, the referral client
 * secret of the proxy-less flow, must not ship in a build that does not use that flow (the proxy, or no referral).
 */
import { loadEnv, type Plugin } from 'vite';
import { resolveAnalyticsScript } from '../src/services/config/analytics.ts';
import { explorerSetting } from '../src/services/config/explorer.ts';

const isSet = (value: string | undefined) => value !== undefined && value.trim() !== '';

/** Why a build with these VITE_* settings must not be made, or null when it may. */
export function buildEnvProblem(env: Readonly<Record<string, string | undefined>>): string | null {
  // A typo must not ship a build silently without the analytics it asked for, nor load a script over plain http.
  if (isSet(env.VITE_ANALYTICS_SCRIPT_URL) && !resolveAnalyticsScript(env))
    return 'VITE_ANALYTICS_SCRIPT_URL must be the absolute https URL of the analytics script (or unset, for no analytics).';
  // A typo must not ship history links to nowhere, nor to an explorer over plain http.
  if (explorerSetting(env) === 'invalid')
    return 'VITE_EXPLORER_TX_URL must be an absolute https URL that transaction ids are appended to (http only for localhost), or unset.';
  if (!isSet(env.VITE_REFERRAL_CLIENT_SECRET)) return null;
  if (isSet(env.VITE_REFERRAL_PROXY_URL))
    return (
      'VITE_REFERRAL_CLIENT_SECRET is set, but VITE_REFERRAL_PROXY_URL selects the referral proxy, which holds the ' +
      "provider's credentials: the secret would be published in the bundle for nothing. Unset it for this build."
    );
  // A secret left in .env.local must not ride along in a build that has no proxy-less referral flow at all.
  if (!isSet(env.VITE_REFERRAL_TOKEN_URL))
    return (
      'VITE_REFERRAL_CLIENT_SECRET is set without VITE_REFERRAL_TOKEN_URL: this build has no proxy-less referral ' +
      'flow to use it, and the secret would be published in the bundle for nothing. Unset it for this build.'
    );
  return null;
}

/** Vite plugin: stops a production build whose settings fail {@link buildEnvProblem}, with its message. */
export function buildEnvCheckPlugin(): Plugin {
  return {
    name: 'mox-build-env-check',
    apply: 'build',
    configResolved(config) {
      const problem = buildEnvProblem(loadEnv(config.mode, config.envDir || config.root, 'VITE_'));
      if (problem) throw new Error(problem);
    },
  };
}
