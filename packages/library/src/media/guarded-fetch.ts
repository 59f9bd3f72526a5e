/**
 * `fetch` for URLs a user gave (a cover URL): refuses hosts that resolve to internal addresses
 * (loopback, private, link-local — where cloud metadata services live — carrier-grade NAT,
 * unspecified, multicast) and follows at most a few redirects itself, checking each target
 * again, so a public URL cannot bounce the server onto its own network. The address checked is
 * the one resolved just before the request; a DNS answer that changes in between (rebinding)
 * is not covered.
 */
import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';

const MAX_REDIRECTS = 3;

const blocked = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 3],
] as const)
  blocked.addSubnet(network, prefix, 'ipv4');
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  // Prefixes that carry an IPv4 address inside (IPv4-compatible, NAT64, 6to4): ::7f00:1 or
  // 64:ff9b::a9fe:a9fe can reach 127.0.0.1 or 169.254.169.254 through a translator.
  ['::', 96],
  ['64:ff9b::', 96],
  ['64:ff9b:1::', 48],
  ['2002::', 16],
  ['fc00::', 7],
  ['fec0::', 10],
  ['fe80::', 10],
  ['ff00::', 8],
] as const)
  blocked.addSubnet(network, prefix, 'ipv6');

export class BlockedUrlError extends Error {
  override readonly name = 'BlockedUrlError';
}

export function isInternalAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return true;
  if (family === 6) {
    // IPv4-mapped (::ffff:127.0.0.1) is judged as the IPv4 address it carries.
    const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
    if (mapped) return blocked.check(mapped[1]!, 'ipv4');
    return blocked.check(address, 'ipv6');
  }
  return blocked.check(address, 'ipv4');
}

async function checkUrl(url: URL): Promise<void> {
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new BlockedUrlError(`only http(s) URLs are fetched, got ${url.protocol}`);
  const host = url.hostname.replace(/^\[|\]$/g, '');
  const addresses = isIP(host) ? [{ address: host }] : await lookup(host, { all: true });
  if (addresses.length === 0 || addresses.some(({ address }) => isInternalAddress(address)))
    throw new BlockedUrlError(`${url.host} is an internal address; give a public URL`);
}

export const guardedFetch: typeof fetch = async (input, init) => {
  const first = input instanceof Request ? input.url : input instanceof URL ? input.href : input;
  let url = new URL(first);
  for (let hop = 0; ; hop++) {
    await checkUrl(url);
    const response = await fetch(url, { ...init, redirect: 'manual' });
    const location = response.headers.get('location');
    if (response.status < 300 || response.status >= 400 || !location) return response;
    await response.body?.cancel();
    if (hop >= MAX_REDIRECTS) throw new BlockedUrlError(`too many redirects from ${first}`);
    url = new URL(location, url);
  }
};
