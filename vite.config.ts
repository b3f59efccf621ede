import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { analyticsFramePlugin } from './scripts/analytics.ts';
import { buildEnvCheckPlugin } from './scripts/build-env.ts';
import { contentSecurityPolicyPlugin } from './scripts/csp.ts';
import { previewHeadersPlugin, securityHeadersPlugin } from './scripts/headers.ts';
import { pwaPlugin } from './scripts/pwa.ts';
import { versionManifestPlugin } from './scripts/version-manifest.ts';

/** The form controls every screen with a form uses together. */
const FORM_KIT = /\/src\/ui\/(Field|TextInput|PasswordInput|FormSubmit|StatusLine|Checkbox)\//;

export default defineConfig({
  plugins: [
    react(),
    buildEnvCheckPlugin(),
    contentSecurityPolicyPlugin(),
    securityHeadersPlugin(),
    previewHeadersPlugin(),
    analyticsFramePlugin(),
    pwaPlugin(),
    versionManifestPlugin(),
  ],
  resolve: {
    // wouter reads useSyncExternalStore through the React 17 shim, which on React 18+ only hands back React's own:
    // taking React's directly keeps the shim's code out of every page's first load.
    alias: [{ find: /^use-sync-external-store\/shim(\/index\.js)?$/, replacement: 'react' }],
  },
  server: { port: 5173, strictPort: true },
  preview: { port: 4173, strictPort: true },
  build: {
    target: 'es2022',
    // A browser without <link rel=modulepreload> (Safari before 17, Firefox before 115) fetches a lazy route's chunks
    // one import after another instead of side by side, and works the same; the polyfill would cost every first load.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        codeSplitting: {
          // The form kit in one chunk (docs/decisions/0021-chunking-policy.md): left to the default, a screen with a
          // form fetches six chunks of a few hundred bytes each, and their gzip and import overhead costs /login
          // more than the kit itself.
          groups: [{ name: 'forms', test: FORM_KIT, includeDependenciesRecursively: false }],
        },
      },
    },
  },
});
