/**
 * The optional third-party analytics script (SPEC's analytics, DESIGN.md §11): off unless the build sets
 * VITE_ANALYTICS_SCRIPT_URL to an https URL. Where it may run is the app's rule (src/app/AnalyticsGate.tsx).
 */
/**
 * The analytics script's URL for these settings: an absolute https URL, or null (no analytics). A build whose value
 * is set but not an https URL is refused (scripts/build-env.ts) rather than shipped silently without it.
 */
export function resolveAnalyticsScript(env: Readonly<Record<string, unknown>>): string | null {
  const value = env.VITE_ANALYTICS_SCRIPT_URL;
  if (typeof value !== 'string') return null;
  try {
    const url = new URL(value.trim());
    return url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}
