import { isIP } from 'node:net';

/**
 * Whether an address is this computer: 127.0.0.0/8, ::1, or 127.x.x.x written as an IPv4-mapped IPv6 address
 * (how a dual-stack socket reports a local IPv4 client). Also `localhost`, a name HOST may hold (a socket's
 * remote address is never a name).
 */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  if (address.toLowerCase() === 'localhost') return true;
  if (isIP(address) === 4) return address.startsWith('127.');
  if (isIP(address) !== 6) return false;
  // The URL parser writes an IPv6 address in one canonical form: [::1], [::ffff:7f00:1] for ::ffff:127.0.0.1.
  const canonical = new URL(`http://[${address}]`).hostname;
  return canonical === '[::1]' || /^\[::ffff:7f[0-9a-f]{2}:[0-9a-f]{1,4}\]$/.test(canonical);
}
