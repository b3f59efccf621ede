import { useEffect, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { useWallet } from '../hooks/session';
import { RouteFallback } from './RouteFallback';

/**
 * The screens the optional analytics script may be added on: public pages that never show a key, a password, the
 * 25 words or a confirmation. Every other path (/login, /register and its steps, the ledger screens) is off limits.
 */
const PUBLIC_SCREENS: ReadonlySet<string> = new Set(['/', '/news']);

const SCRIPT_ID = 'mox-analytics';

/**
 * Adds the build's analytics script (App mounts this only in a build that sets one) while nobody is signed in and
 * the route is a public screen. A script cannot be unloaded from a document, so once this document has it, the way to any other
 * screen is a full page load: the new document starts without the script, before any key or confirmation can
 * exist in it (docs/decisions/0009-analytics-only-on-public-screens.md).
 */
export function AnalyticsGate({ scriptUrl, children }: { scriptUrl: string; children: ReactNode }) {
  const [path] = useLocation();
  const { address } = useWallet();
  const onPublicScreen = PUBLIC_SCREENS.has(path);
  // Read at each navigation, so the screen that must not share the document is never rendered in it.
  const mustReload = !onPublicScreen && document.getElementById(SCRIPT_ID) !== null;
  const mayAdd = onPublicScreen && address === null;
  useEffect(() => {
    if (mustReload) window.location.reload();
    else if (mayAdd && !document.getElementById(SCRIPT_ID)) {
      const script = document.createElement('script');
      script.id = SCRIPT_ID;
      script.src = scriptUrl;
      script.async = true;
      document.head.append(script);
    }
  }, [mustReload, mayAdd, scriptUrl]);
  return mustReload ? <RouteFallback /> : children;
}
