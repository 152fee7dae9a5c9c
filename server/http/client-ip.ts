// The address a request's per-address limits count against, as clientAddress() reads it.
import type { Context } from "hono";
import { getConnInfo } from "@hono/node-server/conninfo";
import { env } from "~/lib/env.server";
import { clientAddress } from "./client-address";

export function clientIpOf(c: Context): string {
  // Requests made in-process (app.request in tests) have no socket.
  const socket = c.env?.incoming ? getConnInfo(c).remote.address : undefined;
  return clientAddress(socket, c.req.header("X-Forwarded-For"), env().TRUST_PROXY);
}
