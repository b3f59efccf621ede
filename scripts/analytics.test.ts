// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { resolveAnalyticsScript } from './analytics';

describe('resolveAnalyticsScript', () => {
  it('is off when the build does not set VITE_ANALYTICS_SCRIPT_URL, or sets it blank', () => {
    expect(resolveAnalyticsScript({})).toBeNull();
    expect(resolveAnalyticsScript({ VITE_ANALYTICS_SCRIPT_URL: '  ' })).toBeNull();
  });

  it('takes an absolute https URL, trimmed', () => {
    expect(resolveAnalyticsScript({ VITE_ANALYTICS_SCRIPT_URL: ' https://stats.example.org/script.js ' })).toBe(
      'https://stats.example.org/script.js',
    );
  });

  it.each(['http://stats.example.org/script.js', '//stats.example.org/script.js', '/script.js', 'javascript:alert(1)'])(
    'refuses %s (not an absolute https URL)',
    (value) => {
      expect(resolveAnalyticsScript({ VITE_ANALYTICS_SCRIPT_URL: value })).toBeNull();
    },
  );
});
