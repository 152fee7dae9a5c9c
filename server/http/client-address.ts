// The visitor's address, for per-address throttling. Behind TRUST_PROXY reverse proxies, each
// appending the address it heard from to X-Forwarded-For, the visitor is that many entries in
// from the right; entries further left were written by the client and are never believed.
import { isIP } from "node:net";

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
  trustedHops: number,
): string {
  let address = socketAddress ?? "unknown";
  if (trustedHops === 0 || !forwardedFor) return address;
  const entries = forwardedFor.split(",");
  // Each trusted hop vouches for the entry it appended, the last one not yet read.
  for (let hop = 0; hop < trustedHops && entries.length > 0; hop++) {
    const entry = withoutPort(entries.pop()!.trim());
    if (!isIP(entry)) break;
    address = entry;
  }
  return address;
}
