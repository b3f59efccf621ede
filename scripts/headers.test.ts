// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy } from './csp';
import {
  FIXED_HEADERS,
  FRAME_ANCESTORS,
  headersFile,
  headersForPath,
  parseHeadersFile,
  securityHeaders,
} from './headers';

const repoFile = (path: string) => readFileSync(new URL(`../${path}`, import.meta.url), 'utf8');

/** The headers of vercel.json's one rule, name → value. */
function vercelHeaders(): Record<string, string> {
  const config = JSON.parse(repoFile('vercel.json')) as {
    headers: { source: string; headers: { key: string; value: string }[] }[];
  };
  expect(config.headers.map((rule) => rule.source)).toEqual(['/(.*)']);
  return Object.fromEntries(config.headers[0].headers.map(({ key, value }) => [key, value]));
}

/** The `add_header` lines of docs/hosting.md's nginx snippet, name → value. */
function nginxHeaders(): Record<string, string> {
  const lines = [...repoFile('docs/hosting.md').matchAll(/add_header ([\w-]+) "([^"]*)" always;/g)];
  return Object.fromEntries(lines.map(([, name, value]) => [name, value]));
}

describe("the host's security headers", () => {
  const env = { VITE_NETWORK: 'localnet' };

  it("carry the build's policy plus frame-ancestors 'none', and the framing, referrer and permission headers", () => {
    const headers = securityHeaders(env);
    expect(headers['Content-Security-Policy']).toBe(`${contentSecurityPolicy(env)}; frame-ancestors 'none'`);
    expect(headers).toMatchObject({ 'X-Frame-Options': 'DENY', 'Referrer-Policy': 'no-referrer' });
    expect(headers['Permissions-Policy']).toMatch(/^camera=\(self\), microphone=\(\), geolocation=\(\)/);
    expect(headers['Strict-Transport-Security']).toBe('max-age=63072000; includeSubDomains');
    expect(headers['Cross-Origin-Opener-Policy']).toBe('same-origin');
  });

  it('every shipped headers file lets the wallet itself use the camera (QR scanning), and no other origin', () => {
    const built = headersForPath(parseHeadersFile(headersFile(env)), '/wallet');
    for (const policy of [
      built.get('Permissions-Policy'),
      vercelHeaders()['Permissions-Policy'],
      nginxHeaders()['Permissions-Policy'],
    ])
      expect(policy?.split(', ')).toContain('camera=(self)');
  });

  it("read back from the build's _headers as a host serves them: the most specific rule's value wins", () => {
    const withAnalytics = { ...env, VITE_ANALYTICS_SCRIPT_URL: 'https://stats.example.org/s.js' };
    const rules = parseHeadersFile(headersFile(withAnalytics));
    expect(Object.fromEntries(headersForPath(rules, '/login'))).toEqual(securityHeaders(withAnalytics));
    const frame = headersForPath(rules, '/analytics-frame.html');
    expect(frame.get('X-Frame-Options')).toBe('SAMEORIGIN');
    expect(frame.get('Content-Security-Policy')).toBe("frame-ancestors 'self'");
    expect(frame.get('Cross-Origin-Opener-Policy')).toBe('same-origin');
  });

  it('are the same in vercel.json and the nginx snippet of docs/hosting.md (whose policy adds to the meta one)', () => {
    const expected = { 'Content-Security-Policy': FRAME_ANCESTORS, ...FIXED_HEADERS };
    expect(vercelHeaders()).toEqual(expected);
    expect(nginxHeaders()).toEqual(expected);
  });

  it('let the app frame its own analytics page, in a build with analytics only', () => {
    expect(headersFile(env)).not.toContain('/analytics-frame.html');
    const withAnalytics = headersFile({ ...env, VITE_ANALYTICS_SCRIPT_URL: 'https://stats.example.org/s.js' });
    expect(withAnalytics).toContain(
      "/analytics-frame.html\n  Content-Security-Policy: frame-ancestors 'self'\n  X-Frame-Options: SAMEORIGIN\n",
    );
  });
});
