import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import './ui/tokens.css';

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);

// The offline worker (src/sw), in production builds only: never in `npm start`'s dev server. Registered once the page
// has loaded, from its own chunk, so it never competes with the first paint.
if (import.meta.env.PROD && 'serviceWorker' in navigator)
  window.addEventListener('load', () => void import('./app/registerWorker').then((worker) => worker.registerWorker()));
