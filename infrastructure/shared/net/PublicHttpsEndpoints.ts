import dns from 'node:dns';
import https from 'node:https';
import net from 'node:net';

/**
 * Addresses a server-side request must never reach: the host itself, private networks, link-local
 * (cloud metadata at 169.254.169.254), shared and reserved ranges, multicast, and their IPv6
 * counterparts (IPv4-mapped addresses are checked as the IPv4 address they carry).
 */
const NOT_PUBLIC = new net.BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 3],
] as const)
  NOT_PUBLIC.addSubnet(network, prefix, 'ipv4');
for (const [network, prefix] of [
  ['::', 127],
  ['64:ff9b::', 96],
  ['100::', 64],
  ['2001::', 23],
  ['2001:db8::', 32],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const)
  NOT_PUBLIC.addSubnet(network, prefix, 'ipv6');

/** Whether an IP address (v4 or v6, as text) is on the public internet. */
export function isPublicAddress(address: string): boolean {
  const bare = address.replace(/^\[|\]$/g, '');
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(bare)?.[1];
  if (mapped) return isPublicAddress(mapped);
  const family = net.isIP(bare);
  if (family === 0) return false;
  return !NOT_PUBLIC.check(bare, family === 4 ? 'ipv4' : 'ipv6');
}

export interface PublicHttpsEndpointsOptions {
  /**
   * Origins (`https://host:port`) let through although they are not public: a test's own push
   * service on 127.0.0.1. Production passes none.
   */
  allowOrigins?: readonly string[];
  /** The resolver (tests replace it); node's by default. */
  lookup?: (host: string) => Promise<readonly string[]>;
}

/**
 * The outbound-URL rule (docs/security.md "Outbound URLs"): a URL a visitor gave us, that a job
 * later calls (a browser's push endpoint), must be https on a name or address of the public
 * internet. It is checked twice: when the URL is stored (every address the name resolves to), and
 * when the call is made, by the connection's own lookup (`agent`), so a name that resolves to a
 * private address later (DNS rebinding) is refused at the moment it would be reached.
 */
export class PublicHttpsEndpoints {
  private readonly allowed: ReadonlySet<string>;
  private readonly resolve: (host: string) => Promise<readonly string[]>;

  constructor(options: PublicHttpsEndpointsOptions = {}) {
    this.allowed = new Set(options.allowOrigins ?? []);
    this.resolve =
      options.lookup ??
      (async (host) => (await dns.promises.lookup(host, { all: true, verbatim: true })).map((entry) => entry.address));
  }

  /** Whether the URL may be called: https, and every address it leads to is public. */
  async accepts(value: string): Promise<boolean> {
    let url: URL;
    try {
      url = new URL(value);
    } catch {
      return false;
    }
    if (url.protocol !== 'https:' || url.username || url.password) return false;
    if (this.allowed.has(url.origin)) return true;
    const host = url.hostname.replace(/^\[|\]$/g, '');
    if (net.isIP(host)) return isPublicAddress(host);
    const name = host.toLowerCase().replace(/\.$/, '');
    if (!name.includes('.') || /\.(localhost|local|internal|home\.arpa)$/.test(name)) return false;
    try {
      const addresses = await this.resolve(name);
      return addresses.length > 0 && addresses.every(isPublicAddress);
    } catch {
      return false;
    }
  }

  /**
   * An https agent whose connections only reach public addresses: the address node resolves for
   * the connection is the one checked. `base` carries other TLS options (a private CA in tests).
   */
  agent(base: https.AgentOptions = {}): https.Agent {
    const allowedHosts = new Set([...this.allowed].map((origin) => new URL(origin).hostname));
    const lookup: net.LookupFunction = (hostname, options, callback) => {
      dns.lookup(hostname, { ...options, all: true }, (error, addresses) => {
        if (error) return callback(error, '', 0);
        const list = addresses;
        const refused = list.find((entry) => !isPublicAddress(entry.address) && !allowedHosts.has(hostname));
        if (refused) return callback(notPublic(hostname), '', 0);
        if (options.all) return (callback as unknown as (e: null, a: dns.LookupAddress[]) => void)(null, list);
        return callback(null, list[0].address, list[0].family);
      });
    };
    return new https.Agent({ ...base, lookup });
  }
}

const notPublic = (host: string): NodeJS.ErrnoException =>
  Object.assign(new Error(`${host} does not resolve to a public address`), { code: 'ENOTPUBLIC' });
