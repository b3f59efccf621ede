import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useLocation } from 'wouter';
// The session's modules, not its index: through the index the entry and /login would bring every session module,
// /home's passkey settings too (docs/decisions/0021-chunking-policy.md, rule 2).
import { useWallet } from '../../hooks/session/useWallet';
import { ANALYTICS_FRAME_PATH, type AnalyticsPageView } from './analyticsFramePath';

/**
 * The screens that count page views: public pages that never show a key, a password, the 25 words or a
 * confirmation. An allow-list, so a new screen starts uncounted.
 */
const PUBLIC_SCREENS: ReadonlySet<string> = new Set(['/', '/news']);

/**
 * The analytics frame of a build that enables analytics (App mounts this only then). The third-party script never
 * runs in the wallet's window: it runs in the build's `analytics-frame.html`, framed with `sandbox="allow-scripts"`
 * and no `allow-same-origin`, so its document has an opaque origin of its own and cannot read this page, its storage
 * (the vault), its service worker or its caches, nor navigate it or open anything. The frame exists only on a public
 * screen while nobody is signed in, and is told the route's path, nothing else
 * (docs/decisions/0009-analytics-in-a-sandboxed-frame.md).
 */
export function AnalyticsGate({ children }: { children: ReactNode }) {
  const [path] = useLocation();
  const { address } = useWallet();
  const route = PUBLIC_SCREENS.has(path) && address === null ? path : null;
  return (
    <>
      {children}
      {route !== null && <AnalyticsFrame route={route} />}
    </>
  );
}

/** The hidden sandboxed frame, told each page view once it has loaded. */
function AnalyticsFrame({ route }: { route: string }) {
  const frame = useRef<HTMLIFrameElement>(null);
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    const view: AnalyticsPageView = { moxPageView: route };
    // '*': an opaque origin cannot be named as a target; the message holds nothing but the route's path.
    if (loaded) frame.current?.contentWindow?.postMessage(view, '*');
  }, [loaded, route]);
  return (
    <iframe
      ref={frame}
      src={ANALYTICS_FRAME_PATH}
      sandbox="allow-scripts"
      referrerPolicy="no-referrer"
      hidden
      aria-hidden="true"
      tabIndex={-1}
      onLoad={() => setLoaded(true)}
    />
  );
}
