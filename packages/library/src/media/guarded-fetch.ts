/**
 * `fetch` for URLs a user gave (a cover URL): refuses hosts that resolve to internal addresses
 * (loopback, private, link-local — where cloud metadata services live — carrier-grade NAT,
 * unspecified, multicast) and follows at most a few redirects itself, checking each target
 * again, so a public URL cannot bounce the server onto its own network.
 *
 * The name is checked twice: before the request (a clear error, no connection) and again by the
 * connection itself, whose DNS lookup refuses internal answers. The second check closes DNS
 * rebinding: a name that answers a public address to the first lookup and 127.0.0.1 to the
 * next one (a TTL of 0) never gets a socket to 127.0.0.1.
 */
import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { BlockList, isIP } from 'node:net';
import { Agent, fetch as undiciFetch } from 'undici';

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

/** Every address a name resolves to (the shape of `dns.lookup` with `all: true`). */
export type ResolveAll = (hostname: string) => Promise<LookupAddress[]>;

const systemResolve: ResolveAll = (hostname) =>
  new Promise((resolve, reject) =>
    dnsLookup(hostname, { all: true }, (error, addresses) =>
      error ? reject(error) : resolve(addresses),
    ),
  );

function refuseInternal(host: string, addresses: readonly LookupAddress[]): void {
  if (addresses.length === 0 || addresses.some(({ address }) => isInternalAddress(address)))
    throw new BlockedUrlError(`${host} is an internal address; give a public URL`);
}

async function checkUrl(url: URL, resolveAll: ResolveAll): Promise<void> {
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new BlockedUrlError(`only http(s) URLs are fetched, got ${url.protocol}`);
  const host = url.hostname.replace(/^\[|\]$/g, '');
  refuseInternal(
    url.host,
    isIP(host) ? [{ address: host, family: isIP(host) }] : await resolveAll(host),
  );
}

/**
 * The connection's own lookup (net.connect's `lookup` option): the addresses it is about to
 * connect to, refused when one is internal.
 */
function guardedLookup(resolveAll: ResolveAll) {
  return (
    hostname: string,
    options: { all?: boolean },
    callback: (error: Error | null, address: string | LookupAddress[], family?: number) => void,
  ): void => {
    resolveAll(hostname)
      .then((addresses) => {
        refuseInternal(hostname, addresses);
        if (options.all) callback(null, addresses);
        else callback(null, addresses[0]!.address, addresses[0]!.family);
      })
      .catch((error: unknown) =>
        callback(error instanceof Error ? error : new Error(String(error)), ''),
      );
  };
}

/** One request, redirects not followed, on the guarded connection (`dispatcher`). */
export type SendRequest = (url: URL, init: RequestInit, dispatcher: Agent) => Promise<Response>;

// undici's own fetch (the package, not Node's bundled copy), so that the dispatcher and the
// fetch are the same version. Its Response is the standard one in all but type.
const sendWithUndici: SendRequest = (url, init, dispatcher) =>
  undiciFetch(url, { ...(init as object), dispatcher });

/**
 * A guarded fetch; `resolveAll` is the DNS (tests pass one that changes its answer) and `send`
 * the transport (tests pass one that answers a public address without a network).
 */
export function createGuardedFetch(
  resolveAll: ResolveAll = systemResolve,
  send: SendRequest = sendWithUndici,
): typeof fetch {
  const dispatcher = new Agent({ connect: { lookup: guardedLookup(resolveAll) } });
  return async (input, init) => {
    const first = input instanceof Request ? input.url : input instanceof URL ? input.href : input;
    let url = new URL(first);
    for (let hop = 0; ; hop++) {
      await checkUrl(url, resolveAll);
      let response: Response;
      try {
        response = await send(url, { ...init, redirect: 'manual' }, dispatcher);
      } catch (error) {
        const cause = (error as { cause?: unknown }).cause;
        if (cause instanceof BlockedUrlError) throw cause;
        throw error;
      }
      const location = response.headers.get('location');
      if (response.status < 300 || response.status >= 400 || !location) return response;
      await response.body?.cancel();
      if (hop >= MAX_REDIRECTS) throw new BlockedUrlError(`too many redirects from ${first}`);
      url = new URL(location, url);
    }
  };
}

export const guardedFetch: typeof fetch = createGuardedFetch();
