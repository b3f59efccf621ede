import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { analyticsFramePlugin } from './scripts/analytics.ts';
import { buildEnvCheckPlugin } from './scripts/build-env.ts';
import { contentSecurityPolicyPlugin } from './scripts/csp.ts';
import { securityHeadersPlugin } from './scripts/headers.ts';
import { pwaPlugin } from './scripts/pwa.ts';
import { versionManifestPlugin } from './scripts/version-manifest.ts';

export default defineConfig({
  plugins: [
    react(),
    buildEnvCheckPlugin(),
    contentSecurityPolicyPlugin(),
    securityHeadersPlugin(),
    analyticsFramePlugin(),
    pwaPlugin(),
    versionManifestPlugin(),
  ],
  server: { port: 5173, strictPort: true },
  preview: { port: 4173, strictPort: true },
  build: { target: 'es2022' },
});
