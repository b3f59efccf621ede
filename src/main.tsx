import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { FramedNotice } from './app/framing/FramedNotice';
import { isFramedByAnotherOrigin } from './app/framing/framing';
import { registerWorker } from './app/updates/registerWorker';
import { startSecurityUpdates } from './app/updates/securityUpdates';
import './ui/tokens.css';

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

// Inside another origin's frame nothing of the wallet starts: no form to overlay, no session to drive.
const framed = isFramedByAnotherOrigin();
const reactRoot = createRoot(root);
// The first render as a transition: React renders it in slices of a few milliseconds and lets the browser in between,
// where a plain render is one task that blocks the page while it starts (Lighthouse's blocking time on a slow phone).
startTransition(() => reactRoot.render(<StrictMode>{framed ? <FramedNotice /> : <App />}</StrictMode>));

// The offline worker (src/sw), in production builds only: never in `npm start`'s dev server. Registered once the page
// has loaded, so its install (it precaches the whole shell) never competes with the first paint. The code is 0.2 KB
// gzip: in its own chunk it would cost /login's first load more (0.4 KB, a request) than it does here.
// Then the forced security updates: the version manifest, checked on start, every 30 minutes and on focus. Neither
// runs inside another origin's frame, where the app shows only the framing notice.
if (import.meta.env.PROD && !framed)
  window.addEventListener('load', () => {
    const registering = 'serviceWorker' in navigator ? registerWorker() : Promise.resolve(undefined);
    void registering.then((registration) => startSecurityUpdates(registration));
  });
