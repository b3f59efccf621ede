// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy } from './csp';

describe('the Content-Security-Policy of a build', () => {
  it('lets a localnet build reach only the local algod and indexer', () => {
    const policy = contentSecurityPolicy({ VITE_NETWORK: 'localnet' });
    expect(policy).toContain("script-src 'self'");
    expect(policy).toContain("worker-src 'self'; manifest-src 'self'");
    expect(policy).toContain("connect-src 'self' http://localhost:4001 http://localhost:8980;");
  });

  it('adds the referral proxy and custom nodes by origin only', () => {
    const policy = contentSecurityPolicy({
      VITE_NETWORK: 'localnet',
      VITE_ALGOD_URL: 'https://algod.example.org/v1/base',
      VITE_REFERRAL_PROXY_URL: 'https://mox.example.org/api/referral',
    });
    expect(policy).toContain(
      "connect-src 'self' https://algod.example.org http://localhost:8980 https://mox.example.org;",
    );
  });

  it('names every node of the algod and indexer lists, and the single URLs too', () => {
    const policy = contentSecurityPolicy({
      VITE_NETWORK: 'localnet',
      VITE_ALGOD_URLS: 'https://a1.example.org,https://a2.example.org:8443/base',
      VITE_ALGOD_URL: 'https://a3.example.org',
      VITE_INDEXER_URLS: 'https://i1.example.org, https://i2.example.org',
      VITE_REFERRAL_PROXY_URL: 'https://mox.example.org/api/referral',
    });
    expect(policy).toContain(
      "connect-src 'self' https://a1.example.org https://a2.example.org:8443 https://a3.example.org " +
        'https://i1.example.org https://i2.example.org https://mox.example.org;',
    );
  });

  it('lets an unconfigured MainNet build reach nothing but itself (it only shows the configuration screen)', () => {
    expect(contentSecurityPolicy({ VITE_NETWORK: 'mainnet' })).toContain("connect-src 'self';");
  });

  it('never names an analytics origin, even in a build that enables analytics (its script runs in a sandboxed frame)', () => {
    const enabled = contentSecurityPolicy({
      VITE_NETWORK: 'localnet',
      VITE_ANALYTICS_SCRIPT_URL: 'https://stats.example.org/js/script.js',
    });
    expect(enabled).toBe(contentSecurityPolicy({ VITE_NETWORK: 'localnet' }));
    expect(enabled).toContain("script-src 'self';");
    expect(enabled).not.toContain('stats.example.org');
  });
});
