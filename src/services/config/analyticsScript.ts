import { resolveAnalyticsScript } from './analytics.ts';

/**
 * This build's analytics script, or null. A constant of its one variable (./env.ts lists it too): a build without
 * it folds `ANALYTICS_SCRIPT ? … : …` and the analytics code out of the app's first load. Its own module, since
 * vite.config.ts loads ./analytics.ts in Node, where import.meta.env does not exist.
 */
export const ANALYTICS_SCRIPT: string | null = import.meta.env.VITE_ANALYTICS_SCRIPT_URL
  ? resolveAnalyticsScript({ VITE_ANALYTICS_SCRIPT_URL: import.meta.env.VITE_ANALYTICS_SCRIPT_URL })
  : null;
