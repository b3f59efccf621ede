// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { DEFAULT_LEGAL_LINKS, resolveLegalLinks } from './links';

describe('resolveLegalLinks', () => {
  it('uses the configured https pages', () => {
    expect(
      resolveLegalLinks({ VITE_TERMS_URL: 'https://example.org/t', VITE_PRIVACY_URL: ' https://example.org/p ' }),
    ).toEqual({
      terms: 'https://example.org/t',
      privacy: 'https://example.org/p',
    });
  });

  it('falls back to the defaults when unset, empty, relative or not http(s)', () => {
    expect(resolveLegalLinks({})).toEqual(DEFAULT_LEGAL_LINKS);
    expect(resolveLegalLinks({ VITE_TERMS_URL: '', VITE_PRIVACY_URL: '/privacidad' })).toEqual(DEFAULT_LEGAL_LINKS);
    expect(resolveLegalLinks({ VITE_TERMS_URL: 'javascript:alert(1)', VITE_PRIVACY_URL: 'ftp://x.org/p' })).toEqual(
      DEFAULT_LEGAL_LINKS,
    );
  });
});
