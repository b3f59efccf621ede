/**
 * Where a build with analytics serves the page the analytics script runs in (scripts/analytics.ts writes it), and
 * the one message the app sends it. A module of constants only: vite.config.ts loads it in Node too.
 */
export const ANALYTICS_FRAME_PATH = '/analytics-frame.html';

/** A page view told to the frame: the route's path ('/' or '/news'), nothing else about the wallet. */
export interface AnalyticsPageView {
  moxPageView: string;
}
