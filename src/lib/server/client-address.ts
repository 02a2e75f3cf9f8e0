import { isIP } from "node:net";

/**
 * The address a request came from. `peer` is the connection's own address (the socket's, never a
 * header); `proxies` is TRUST_PROXY. With none, forwarding headers are ignored: a client sets them
 * as it likes. With one reverse proxy in front, the peer is that proxy, and the client is the entry
 * it appended to X-Forwarded-For, the rightmost (those to its left came from the client). Null
 * when the address cannot be told.
 */
export function clientAddress({
  peer,
  forwardedFor,
  proxies,
}: {
  peer: string | null;
  forwardedFor: string | null;
  proxies: 0 | 1;
}): string | null {
  if (proxies === 0) return plainAddress(peer);
  const appended = forwardedFor?.split(",").at(-1)?.trim();
  return plainAddress(appended || peer);
}

/** An IP address as written (`[::1]:443` → `::1`, IPv4-mapped IPv6 → IPv4), or null if it is none. */
function plainAddress(value: string | null | undefined): string | null {
  if (!value) return null;
  let address = value.trim();
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(address);
  if (bracketed?.[1]) address = bracketed[1];
  else if (/^[\d.]+:\d+$/.test(address)) address = address.slice(0, address.lastIndexOf(":"));
  address = address.replace(/%.*$/, "");
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped?.[1]) address = mapped[1];
  return isIP(address) === 0 ? null : address.toLowerCase();
}

/**
 * What wrong passwords are counted against: the IPv4 address, or the /64 network of an IPv6 one
 * (one household or server is given a whole /64, so counting single IPv6 addresses would let one
 * guesser move to a fresh address for every try).
 */
export function throttleKey(address: string): string {
  if (isIP(address) !== 6) return address;
  const [head = "", tail = ""] = address.split("::");
  const headGroups = head ? head.split(":") : [];
  const tailGroups = tail ? tail.split(":") : [];
  const groups = address.includes("::")
    ? [...headGroups, ...Array<string>(8 - headGroups.length - tailGroups.length).fill("0"), ...tailGroups]
    : headGroups;
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ""))
    .join(":")}::/64`;
}
