// The visitor's address, for per-address throttling. Behind TRUST_PROXY reverse proxies, each
// appending the address it heard from to X-Forwarded-For, the visitor is up to that many entries
// in from the right. An entry is believed only from an address in TRUSTED_PROXIES: a client that
// reaches the server's port directly, or writes entries further left, is never believed.
import { BlockList, isIP } from "node:net";
import type { HttpBindings } from "@hono/node-server";
import type { Context } from "hono";

export interface ProxyTrust {
  /** How many proxies stand in front, each appending one entry; 0 believes no header. */
  hops: number;
  /** The proxies' own addresses: forwarded headers are believed only from these. */
  proxies: BlockList;
}

/** TRUST_PROXY and TRUSTED_PROXIES (addresses and CIDR ranges, checked by env.server.ts). */
export function proxyTrust(hops: number, proxies: readonly string[]): ProxyTrust {
  const list = new BlockList();
  for (const entry of proxies) {
    const [address, prefix] = entry.split("/") as [string, string | undefined];
    const family = isIP(address) === 6 ? "ipv6" : "ipv4";
    if (prefix === undefined) list.addAddress(address, family);
    else list.addSubnet(address, Number(prefix), family);
  }
  return { hops, proxies: list };
}

/** Whether forwarded headers from this peer are believed (an IPv4-mapped IPv6 address too). */
export function isTrustedProxy(trust: ProxyTrust, address: string | undefined): boolean {
  if (trust.hops === 0 || !address) return false;
  const family = isIP(address);
  if (family === 0) return false;
  return trust.proxies.check(address, family === 6 ? "ipv6" : "ipv4");
}

/** The connection's own address; undefined outside node:http, as in app.request() in tests. */
export function peerAddress(c: Context): string | undefined {
  return (c.env as Partial<HttpBindings> | undefined)?.incoming?.socket.remoteAddress;
}

/** "1.2.3.4:5678" and "[2001:db8::1]:443", as some proxies write them, without the port. */
function withoutPort(entry: string): string {
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(entry);
  if (bracketed) return bracketed[1]!;
  const v4 = /^(\d{1,3}(?:\.\d{1,3}){3}):\d+$/.exec(entry);
  return v4 ? v4[1]! : entry;
}

export function clientAddress(
  socketAddress: string | undefined,
  forwardedFor: string | undefined,
  trust: ProxyTrust,
): string {
  let address = socketAddress ?? "unknown";
  if (!forwardedFor) return address;
  const entries = forwardedFor.split(",");
  // Walking from the right: each trusted proxy vouches for the entry it appended, the address
  // it heard from, which is believed in turn only if it is one of our proxies too.
  for (let hop = 0; hop < trust.hops && entries.length > 0; hop++) {
    if (!isTrustedProxy(trust, address)) break;
    const entry = withoutPort(entries.pop()!.trim());
    if (!isIP(entry)) break;
    address = entry;
  }
  return address;
}
