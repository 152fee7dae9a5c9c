// The configured proxies (TRUST_PROXY, TRUSTED_PROXIES), read once for the whole server, and
// the address a request's per-address limits count against, as clientAddress() reads it.
import type { Context } from "hono";
import { env } from "~/lib/env.server";
import { clientAddress, peerAddress, proxyTrust, type ProxyTrust } from "./client-address";

let trust: ProxyTrust | undefined;

export function configuredTrust(): ProxyTrust {
  trust ??= proxyTrust(env().TRUST_PROXY, env().TRUSTED_PROXIES);
  return trust;
}

export function clientIpOf(c: Context): string {
  return clientAddress(peerAddress(c), c.req.header("X-Forwarded-For"), configuredTrust());
}
