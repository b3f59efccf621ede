// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { LOCALNET_REFERRAL_PATHS, LOCALNET_URLS } from '../services/config/localnet';
import { networkUrls, resolveNetwork } from '../services/config/networks';
import { precachedFiles, shellAnswer, type RequestLike, type Shell } from './rules';

const APP = 'http://localhost:4173';
const localnet = resolveNetwork({ VITE_NETWORK: 'localnet' });
if (!localnet.ok) throw new Error('localnet must resolve without settings');

/** The shell of a localnet build, with a manifest as workbox injects it (index.html revisioned, chunks hashed). */
const shell: Shell = {
  scope: `${APP}/`,
  files: precachedFiles(
    [
      { url: 'index.html', revision: 'abc' },
      { url: 'assets/index-Dx1.js' },
      { url: 'assets/WalletScreen-Q9z.js' },
      { url: 'assets/index-Kd2.css' },
      'pwa-192x192.png',
      'favicon.svg',
    ],
    `${APP}/`,
  ),
  index: `${APP}/index.html`,
  network: networkUrls(localnet.network),
};

const get = (url: string, mode: RequestMode = 'cors'): RequestLike => ({ url, method: 'GET', mode });

describe('what the offline worker answers', () => {
  it('answers the app shell from the precache: its chunks (lazy screens too), styles and icons', () => {
    for (const path of ['/assets/index-Dx1.js', '/assets/WalletScreen-Q9z.js', '/assets/index-Kd2.css', '/favicon.svg'])
      expect(shellAnswer(get(`${APP}${path}`), shell)).toBe(`${APP}${path}`);
    expect(shellAnswer(get(`${APP}/pwa-192x192.png?v=2`, 'no-cors'), shell)).toBe(`${APP}/pwa-192x192.png`);
  });

  it('answers a navigation to any of the app routes with the precached index.html', () => {
    for (const path of ['/', '/login', '/home', '/wallet', '/stake?tab=1', '/no-such-page'])
      expect(shellAnswer(get(`${APP}${path}`, 'navigate'), shell)).toBe(`${APP}/index.html`);
  });

  it('never answers the local algod or indexer, whatever the request', () => {
    for (const url of [
      `${LOCALNET_URLS.algod}/v2/transactions/params`,
      `${LOCALNET_URLS.algod}/v2/accounts/ABC`,
      `${LOCALNET_URLS.indexer}/v2/accounts/ABC/transactions`,
      `${LOCALNET_URLS.indexer}/health`,
    ]) {
      expect(shellAnswer(get(url), shell)).toBeNull();
      expect(shellAnswer(get(url, 'navigate'), shell)).toBeNull();
    }
  });

  it("never answers the devnet's control routes nor the referral endpoints", () => {
    for (const path of [
      '/devnet/health',
      '/devnet/fund',
      LOCALNET_REFERRAL_PATHS.proxy,
      LOCALNET_REFERRAL_PATHS.record,
    ])
      expect(shellAnswer(get(`${LOCALNET_URLS.algod}${path}`), shell)).toBeNull();
  });

  it('never answers a ledger or referral URL that shares the app origin (a proxy on the same host)', () => {
    const proxied = { ...shell, network: [`${APP}/api/algod`, `${APP}/api/referral`] };
    expect(shellAnswer(get(`${APP}/api/algod/v2/status`), proxied)).toBeNull();
    expect(shellAnswer(get(`${APP}/api/referral`, 'navigate'), proxied)).toBeNull();
    // The boundary is a path segment: '/api/algodx' is not under '/api/algod'.
    expect(shellAnswer(get(`${APP}/api/algodx`, 'navigate'), proxied)).toBe(`${APP}/index.html`);
  });

  it('leaves everything else to the network: files not precached, other origins, writes', () => {
    expect(shellAnswer(get(`${APP}/mockServiceWorker.js`), shell)).toBeNull();
    expect(shellAnswer(get(`${APP}/assets/gone-Old.js`), shell)).toBeNull();
    expect(shellAnswer(get(`${APP}/robots.txt`, 'navigate'), shell)).toBeNull();
    expect(shellAnswer(get('https://example.org/index.html', 'navigate'), shell)).toBeNull();
    expect(shellAnswer(get(`${APP}/login`), shell)).toBeNull();
    expect(shellAnswer({ url: `${APP}/index.html`, method: 'POST', mode: 'navigate' }, shell)).toBeNull();
  });

  it('keeps to its scope when the app is served below a base path', () => {
    const based = { ...shell, scope: `${APP}/mox/`, index: `${APP}/mox/index.html` };
    expect(shellAnswer(get(`${APP}/mox/login`, 'navigate'), based)).toBe(`${APP}/mox/index.html`);
    expect(shellAnswer(get(`${APP}/other/login`, 'navigate'), based)).toBeNull();
  });
});

describe('the version manifest of forced security updates', () => {
  it('is never answered by the worker, even if a build ever precached it', () => {
    const withManifest: Shell = { ...shell, files: new Set([...shell.files, `${APP}/version.json`]) };
    expect(shellAnswer(get(`${APP}/version.json`), withManifest)).toBeNull();
    expect(shellAnswer(get(`${APP}/version.json?t=1`), withManifest)).toBeNull();
    expect(shellAnswer(get(`${APP}/version.json`, 'navigate'), withManifest)).toBeNull();
  });
});
