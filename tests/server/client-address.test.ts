// Where the proxy ends: with TRUST_PROXY=1 a client that reaches the server's port directly,
// not through a proxy on TRUSTED_PROXIES, writes its own X-Forwarded-For in vain, and
// HOST=127.0.0.1 keeps it from reaching the port at all. Everything stays on loopback: the
// proxy is 127.0.0.1 (the only address trusted here), the direct client 127.0.0.2.
import { request } from "node:http";
import { expect, test } from "vitest";
import { startServer, type RunningServer } from "../support/built-server";
import { PASSWORD, uniqueEmail } from "../e2e/accounts-helpers";

const PROXY = "127.0.0.1";
const DIRECT = "127.0.0.2";
const TRUST = { TRUST_PROXY: "1", TRUSTED_PROXIES: `${PROXY}/32` };

// Each test starts a server of its own, and one sends a hundred log-ins: 114 s of the first at
// a load average of 26 on this 2-core machine.
const TIMEOUT = 240_000;

/** A form post from `from` (the socket's own address) to `to`, with a forwarded-for header. */
function post(
  server: RunningServer,
  from: string,
  path: string,
  form: Record<string, string>,
  forwardedFor: string,
  to = from,
): Promise<{ status: number }> {
  const body = new URLSearchParams(form).toString();
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: to,
        port: server.port,
        path,
        method: "POST",
        localAddress: from,
        headers: {
          Origin: server.origin,
          "X-Forwarded-For": forwardedFor,
          "Content-Type": "application/x-www-form-urlencoded",
          "Content-Length": Buffer.byteLength(body),
        },
      },
      (res) => {
        res.resume();
        res.on("end", () => resolve({ status: res.statusCode ?? 0 }));
      },
    );
    req.on("error", reject);
    req.end(body);
  });
}

test(
  "a direct client's own X-Forwarded-For does not escape the per-address log-in limit",
  async () => {
    const server = await startServer({ env: TRUST });
    try {
      const email = uniqueEmail("direct");
      const signUp = await post(
        server,
        DIRECT,
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
          DIRECT,
          "/login",
          { email, password: `guess ${i}` },
          `198.51.100.${i + 2}`,
        );
        expect([400, 429]).toContain(guess.status);
      }
      // Another account, a new "address": only the address's own limit can refuse it.
      const fresh = { email: uniqueEmail("direct-other"), password: "any password at all" };
      const refused = await post(server, DIRECT, "/login", fresh, "203.0.113.77");
      expect(refused.status).toBe(429);
      // From the proxy's own address, the same header is believed.
      const proxied = await post(server, PROXY, "/login", fresh, "203.0.113.77");
      expect(proxied.status).toBe(400);
    } finally {
      await server.stop();
    }
  },
  TIMEOUT,
);

test(
  "HOST=127.0.0.1 answers on loopback only",
  async () => {
    const server = await startServer({ env: { ...TRUST, HOST: PROXY } });
    try {
      expect((await fetch(`http://${PROXY}:${server.port}/robots.txt`)).status).toBe(200);
      await expect(fetch(`http://${DIRECT}:${server.port}/robots.txt`)).rejects.toThrow();
    } finally {
      await server.stop();
    }
  },
  TIMEOUT,
);
