// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { clientIp, ipLimitKey } from './ip';

describe('the per-IP limit key', () => {
  it('counts every address of one IPv6 /64 together, however it is written', () => {
    const key = '2001:db8:1:2::/64';
    for (const address of ['2001:db8:1:2::1', '2001:0DB8:0001:0002:ffff:ffff:ffff:ffff', '2001:db8:1:2:0:0:0:9%eth0'])
      expect(ipLimitKey(address)).toBe(key);
    expect(ipLimitKey('2001:db8:1:3::1')).toBe('2001:db8:1:3::/64');
    expect(ipLimitKey('::1')).toBe('0:0:0:0::/64');
  });

  it('counts an IPv4 address under itself, also written IPv4-mapped', () => {
    expect(ipLimitKey('203.0.113.7')).toBe('203.0.113.7');
    expect(ipLimitKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(ipLimitKey('::ffff:cb00:7107')).toBe('203.0.113.7');
  });

  it('keeps what is not an address as it is (one key, not many)', () => {
    expect(ipLimitKey('unknown')).toBe('unknown');
    expect(ipLimitKey('1::2::3')).toBe('1::2::3');
    expect(ipLimitKey('::ffff:999.0.0.1')).toBe('::ffff:999.0.0.1');
  });
});

describe('the client IP behind trusted proxies', () => {
  it('takes the entry the nearest trusted proxy vouches for, never one further left the client wrote', () => {
    const header = '6.6.6.6, 203.0.113.7, 10.0.0.2';
    expect(clientIp('10.0.0.1', header, 0)).toBe('10.0.0.1');
    expect(clientIp('10.0.0.1', header, 1)).toBe('10.0.0.2');
    expect(clientIp('10.0.0.1', header, 2)).toBe('203.0.113.7');
  });

  it('with fewer entries than trusted hops, takes the farthest there is; without the header, the socket', () => {
    expect(clientIp('10.0.0.1', '203.0.113.7', 3)).toBe('203.0.113.7');
    expect(clientIp('10.0.0.1', undefined, 2)).toBe('10.0.0.1');
    expect(clientIp('10.0.0.1', ' , ', 1)).toBe('10.0.0.1');
  });
});
