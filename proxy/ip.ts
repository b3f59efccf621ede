/**
 * The key the per-IP limit counts under. One IPv6 subscriber is handed a whole /64 (and picks any address in it at
 * will), so an IPv6 address counts under its /64; an IPv4 address, also one written IPv4-mapped (::ffff:a.b.c.d),
 * under itself. No imports: the local ledger's stand-in runs this in a browser too.
 */

/** The 8 groups of an IPv6 address as numbers, or null when `text` is not one. */
function ipv6Groups(text: string): number[] | null {
  let address = text.replace(/%.*$/, '').toLowerCase();
  // A dotted IPv4 tail (::ffff:1.2.3.4, 64:ff9b::1.2.3.4) is the last two groups.
  const tail = /^(.*:)(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(address);
  if (tail) {
    const [a, b, c, d] = tail.slice(2).map(Number);
    if ([a, b, c, d].some((byte) => byte > 255)) return null;
    address = `${tail[1]}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const halves = address.split('::');
  if (halves.length > 2) return null;
  const part = (half: string) => (half === '' ? [] : half.split(':'));
  const head = part(halves[0]);
  const rest = halves.length === 2 ? part(halves[1]) : [];
  const missing = 8 - head.length - rest.length;
  if (halves.length === 2 ? missing < 1 : missing !== 0) return null;
  const groups = [...head, ...Array<string>(missing).fill('0'), ...rest];
  if (!groups.every((group) => /^[0-9a-f]{1,4}$/.test(group))) return null;
  return groups.map((group) => parseInt(group, 16));
}

/** `ip`'s limit key: `a:b:c:d::/64` for IPv6, the dotted address for IPv4 (mapped or not), else `ip` itself. */
export function ipLimitKey(ip: string): string {
  if (!ip.includes(':')) return ip;
  const groups = ipv6Groups(ip);
  if (!groups) return ip;
  const mapped = groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff;
  if (mapped) return [groups[6] >> 8, groups[6] & 0xff, groups[7] >> 8, groups[7] & 0xff].join('.');
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`;
}

/**
 * The client's IP behind `trustedHops` reverse proxies that each append the address they saw to X-Forwarded-For:
 * counting from the nearest, the socket's peer is hop 0, the last entry hop 1, and so on; the address at hop
 * `trustedHops` is the first one no trusted proxy vouches for being someone else's. With fewer entries than that (a
 * request that skipped the proxies), the farthest one there is. Entries a client wrote itself sit further left and
 * are never reached.
 */
export function clientIp(socketAddress: string, forwardedFor: string | undefined, trustedHops: number): string {
  const entries = (forwardedFor ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const chain = [socketAddress, ...entries.reverse()];
  return chain[Math.min(trustedHops, chain.length - 1)];
}
