import { isIPv4, isIPv6 } from "node:net";

/**
 * What links accounts that the platform records itself (issue 20): the browser's device id (the
 * web app's `x-device-id` header) and the address a player logs in and plays from. Pure, so the
 * rules are unit-tested: which header values are ids, and which addresses say something about a
 * person. Loopback, private, link-local and carrier-grade NAT addresses are shared by strangers
 * (or by every request behind a proxy), so they link no one; IPv6 is kept to its /64, the part a
 * household keeps while its devices rotate the rest.
 */
export const DEVICE_ID_HEADER = "x-device-id";
const DEVICE_ID = /^[A-Za-z0-9_-]{16,64}$/;

export function deviceIdOf(header: string | string[] | undefined): string | null {
  const value = Array.isArray(header) ? header[0] : header;
  return value !== undefined && DEVICE_ID.test(value) ? value : null;
}

function ipv4Key(ip: string): string | null {
  const [a = 0, b = 0] = ip.split(".").map(Number);
  const unshared = a === 0 || a === 10 || a === 127 || (a === 169 && b === 254) || (a === 172 && b >= 16 && b <= 31) || (a === 192 && b === 168) || (a === 100 && b >= 64 && b <= 127) || a >= 224;
  return unshared ? null : ip;
}

/** The eight 16-bit groups of an IPv6 address, an embedded IPv4 tail turned into two groups. */
function ipv6Groups(ip: string): number[] | null {
  let text = ip.toLowerCase().split("%")[0] ?? "";
  const v4 = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (v4?.[1]) {
    const [a = 0, b = 0, c = 0, d = 0] = v4[1].split(".").map(Number);
    text = `${text.slice(0, -v4[1].length)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = "", tail] = text.split("::");
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  const missing = 8 - left.length - right.length;
  if (missing < 0 || (tail === undefined && missing !== 0)) return null;
  const groups = [...left, ...Array<string>(missing).fill("0"), ...right].map((g) => parseInt(g, 16));
  return groups.length === 8 && groups.every((g) => Number.isInteger(g) && g >= 0 && g <= 0xffff) ? groups : null;
}

/** The address key a login or request records, or null when the address links no one. */
export function addressKeyOf(ip: string): string | null {
  if (isIPv4(ip)) return ipv4Key(ip);
  if (!isIPv6(ip)) return null;
  const g = ipv6Groups(ip);
  if (!g) return null;
  // An IPv4 client seen through an IPv6 socket (::ffff:a.b.c.d).
  if (g.slice(0, 5).every((x) => x === 0) && g[5] === 0xffff) return ipv4Key(`${g[6]! >> 8}.${g[6]! & 255}.${g[7]! >> 8}.${g[7]! & 255}`);
  const first = g[0]!;
  const unshared = g.every((x, i) => x === (i === 7 ? 1 : 0)) || g.every((x) => x === 0) || (first & 0xfe00) === 0xfc00 || (first & 0xffc0) === 0xfe80 || (first & 0xff00) === 0xff00;
  return unshared ? null : `${g.slice(0, 4).map((x) => x.toString(16)).join(":")}::/64`;
}
