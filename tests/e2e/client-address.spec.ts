// Where the proxy ends: with TRUST_PROXY=1 a client that reaches the server's port directly,
// not through a proxy on TRUSTED_PROXIES (loopback by default), writes its own X-Forwarded-For
// in vain, and HOST=127.0.0.1 keeps it from reaching the port at all.
import { networkInterfaces } from "node:os";
import { expect, test } from "@playwright/test";
import { startServer, type RunningServer } from "../support/built-server";
import { PASSWORD, uniqueEmail } from "./accounts-helpers";

// This machine's own address on a network, which reaches a server bound to every address
// without being loopback: the connection a client elsewhere would make.
const outside = Object.values(networkInterfaces())
  .flat()
  .find((a) => a && a.family === "IPv4" && !a.internal)?.address;

test.skip(!outside, "this machine has no network address besides loopback");
test.describe.configure({ mode: "default", timeout: 120_000 });

function post(
  server: RunningServer,
  host: string,
  path: string,
  form: Record<string, string>,
  forwardedFor: string,
) {
  return fetch(`http://${host}:${server.port}${path}`, {
    method: "POST",
    headers: { Origin: server.origin, "X-Forwarded-For": forwardedFor },
    body: new URLSearchParams(form),
    redirect: "manual",
  });
}

test("a direct client's own X-Forwarded-For does not escape the per-address log-in limit", async () => {
  const server = await startServer({ env: { TRUST_PROXY: "1" } });
  try {
    const email = uniqueEmail("direct");
    const signUp = await post(
      server,
      outside!,
      "/auth",
      {
        firstName: "Vega",
        lastName: "Lyra",
        email,
        password: PASSWORD,
      },
      "198.51.100.1",
    );
    expect(signUp.status).toBe(302);
    // 100 attempts from "100 addresses": past the account's 5, each still counts against the
    // address, without a password check.
    for (let i = 0; i < 100; i++) {
      const guess = await post(
        server,
        outside!,
        "/login",
        { email, password: `guess ${i}` },
        `198.51.100.${i + 2}`,
      );
      expect([400, 429]).toContain(guess.status);
    }
    // Another account, a new "address": only the address's own limit can refuse it.
    const fresh = { email: uniqueEmail("direct-other"), password: "any password at all" };
    const refused = await post(server, outside!, "/login", fresh, "203.0.113.77");
    expect(refused.status).toBe(429);
    // Through loopback, where the proxy stands, the same header is believed.
    const proxied = await post(server, "127.0.0.1", "/login", fresh, "203.0.113.77");
    expect(proxied.status).toBe(400);
  } finally {
    await server.stop();
  }
});

test("HOST=127.0.0.1 answers on loopback only", async () => {
  const server = await startServer({ env: { TRUST_PROXY: "1", HOST: "127.0.0.1" } });
  try {
    expect((await fetch(`http://127.0.0.1:${server.port}/robots.txt`)).status).toBe(200);
    await expect(fetch(`http://${outside}:${server.port}/robots.txt`)).rejects.toThrow();
  } finally {
    await server.stop();
  }
});
