import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';

/**
 * Where a webhook may not be delivered unless WEBHOOKS_ALLOW_PRIVATE=1: the server's own network.
 * A receiver that could name these would make the server a proxy into it (SSRF): its loopback,
 * the private ranges (RFC 1918, fc00::/7), link-local (169.254/16, where cloud metadata answers,
 * fe80::/10), carrier-grade NAT (100.64/10), unspecified, multicast and reserved addresses.
 */
const refused = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  refused.addSubnet(net, prefix, 'ipv4');
for (const [net, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
  // NAT64 and the IPv4-compatible form carry an IPv4 address in their low bits.
  ['64:ff9b::', 96],
  ['::', 96],
] as const)
  refused.addSubnet(net, prefix, 'ipv6');

/** The IPv4 address an IPv4-mapped IPv6 address (`::ffff:127.0.0.1`, `::ffff:7f00:1`) carries. */
function mappedIpv4(address: string): string | undefined {
  const lower = address.toLowerCase();
  const dotted = /^(?:0{0,4}:){0,5}:?ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(lower);
  if (dotted) return dotted[1];
  const hex = /^(?:0{0,4}:){0,5}:?ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(lower);
  if (!hex) return undefined;
  const high = parseInt(hex[1]!, 16);
  const low = parseInt(hex[2]!, 16);
  return [high >> 8, high & 255, low >> 8, low & 255].join('.');
}

/** Whether `address` (an IP literal) is one webhooks must not reach. */
export function isPrivateAddress(address: string): boolean {
  const bare = address.replace(/^\[|\]$/g, '').replace(/%.*$/, '');
  const family = isIP(bare);
  if (family === 4) return refused.check(bare, 'ipv4');
  if (family !== 6) return true;
  const v4 = mappedIpv4(bare);
  if (v4 !== undefined) return refused.check(v4, 'ipv4');
  return refused.check(bare, 'ipv6');
}

/** A delivery refused before it was tried: the address is not one webhooks may reach. */
export class WebhookAddressRefused extends Error {}

export const PRIVATE_ADDRESS_MESSAGE =
  'Webhooks cannot be sent to a private, loopback or link-local address: use the receiver’s public address';

/**
 * A literal address in an endpoint's URL that is refused (checked when the endpoint is saved, so
 * the user hears it at once); a name is checked when each delivery resolves it.
 */
export function literalHostRefused(url: string, allowPrivate: boolean): boolean {
  if (allowPrivate) return false;
  const host = new URL(url).hostname;
  if (host === 'localhost' || host.endsWith('.localhost')) return true;
  const bare = host.replace(/^\[|\]$/g, '');
  return isIP(bare) !== 0 && isPrivateAddress(bare);
}

/**
 * Resolves `host` once and picks the address to connect to: every address it resolves to must be
 * allowed (a name with one private address among public ones is refused, since the connection
 * could be steered to it). The caller connects to exactly this address (no second lookup, so a
 * DNS answer that changes between the check and the connection cannot slip a private one in).
 */
export async function vettedAddress(
  host: string,
  allowPrivate: boolean,
): Promise<{ address: string; family: 4 | 6 }> {
  const bare = host.replace(/^\[|\]$/g, '');
  const literal = isIP(bare);
  const answers =
    literal !== 0
      ? [{ address: bare, family: literal }]
      : await lookup(bare, { all: true, verbatim: true }).catch(() => {
          throw new Error(`The host name ${host} could not be resolved`);
        });
  if (answers.length === 0) throw new Error(`The host name ${host} could not be resolved`);
  if (!allowPrivate && answers.some((a) => isPrivateAddress(a.address)))
    throw new WebhookAddressRefused(
      `Refused: ${host} resolves to a private, loopback or link-local address`,
    );
  const first = answers[0]!;
  return { address: first.address, family: first.family === 6 ? 6 : 4 };
}
