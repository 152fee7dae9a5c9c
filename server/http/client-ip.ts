// The address a request's per-address limits count against, as clientAddress() reads it with
// the configured proxies (TRUST_PROXY, TRUSTED_PROXIES), for handlers outside the page path.
import type { Context } from "hono";
import { env } from "~/lib/env.server";
import { clientAddress, peerAddress, proxyTrust, type ProxyTrust } from "./client-address";

let trust: ProxyTrust | undefined;

export function clientIpOf(c: Context): string {
  trust ??= proxyTrust(env().TRUST_PROXY, env().TRUSTED_PROXIES);
  return clientAddress(peerAddress(c), c.req.header("X-Forwarded-For"), trust);
}
