// Two built servers on one PostgreSQL behind the documented nginx upstream of two
// (docs/operations.md, "Scaling out"): what one instance writes or counts, the other sees, and
// a visitor whose instance dies with SIGKILL mid-walk notices nothing but nginx's retry.
import { existsSync } from "node:fs";
import { request as httpsRequest } from "node:https";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startBuiltServer } from "../../scripts/lib/built-server.js";
import { freePort, startServer, type RunningServer } from "../support/built-server";
import { NGINX, startProxy, type RunningProxy } from "../support/reverse-proxy";

const DATABASE_URL = process.env.DATABASE_URL;
const HOST = "starcast.example";
const SITE = `https://${HOST}`;
const PASSWORD = "violet comet orchard";
const CHART = "date=1990-07-04&time=15%3A30&place=5128581&houses=placidus";

interface Answer {
  status: number;
  location?: string;
  cookie?: string;
  body: string;
}

/** A request straight to one instance's port, as nginx would forward it for `client`. */
async function direct(
  server: RunningServer,
  path: string,
  {
    form,
    cookie,
    client = "203.0.113.1",
  }: { form?: object; cookie?: string; client?: string } = {},
): Promise<Answer> {
  const response = await fetch(`http://127.0.0.1:${server.port}${path}`, {
    method: form ? "POST" : "GET",
    redirect: "manual",
    headers: {
      Host: HOST,
      "X-Forwarded-For": client,
      "X-Forwarded-Proto": "https",
      ...(form ? { Origin: SITE, "Content-Type": "application/x-www-form-urlencoded" } : {}),
      ...(cookie ? { Cookie: cookie } : {}),
    },
    body: form ? new URLSearchParams(form as Record<string, string>).toString() : undefined,
  });
  return {
    status: response.status,
    location: response.headers.get("location") ?? undefined,
    cookie: response.headers.get("set-cookie")?.split(";")[0],
    body: await response.text(),
  };
}

/** A GET through nginx over TLS, as a browser would send it. */
function viaProxy(proxy: RunningProxy, path: string, cookie?: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = httpsRequest(
      {
        host: "127.0.0.1",
        port: proxy.port,
        servername: HOST,
        rejectUnauthorized: false,
        path,
        agent: false,
        headers: { Host: HOST, ...(cookie ? { Cookie: cookie } : {}) },
      },
      (res) => {
        let body = "";
        res.setEncoding("utf8");
        res.on("data", (chunk: string) => (body += chunk));
        res.on("end", () => resolve({ status: res.statusCode!, body }));
        res.on("error", reject);
      },
    );
    req.once("error", reject);
    req.end();
  });
}

const available = DATABASE_URL && (existsSync(NGINX) || process.env.CI);

describe.skipIf(!available)("two instances on PostgreSQL behind nginx", () => {
  const servers: RunningServer[] = [];
  let proxy: RunningProxy;
  let env: Record<string, string>;

  beforeAll(async () => {
    env = {
      DATABASE_URL: DATABASE_URL!,
      SITE_URL: SITE,
      TRUST_PROXY: "1",
      HOST: "127.0.0.1",
      SHARE_SECRET: "the same secret on every instance, 32+ chars",
      HEAVY_RATE_LIMIT: "2",
      LOG_LEVEL: "warn",
    };
    for (let i = 0; i < 2; i++) servers.push(await startServer({ env, readyPath: "/healthz" }));
    proxy = await startProxy(
      HOST,
      await freePort(),
      servers.map((server) => server.port),
    );
  });

  afterAll(async () => {
    await proxy?.stop();
    await Promise.all(servers.map((server) => server.stop()));
  });

  it("restarts both instances one after the other with no failed request", async () => {
    let running = true;
    const statuses: number[] = [];
    const visitor = async () => {
      while (running) {
        const answer = await viaProxy(proxy, "/horoscopes/daily/leo").catch(() => ({ status: 0 }));
        statuses.push(answer.status);
      }
    };
    const visitors = [visitor(), visitor()];
    // The documented order (docs/operations.md): SIGTERM one (it answers what it has, refuses
    // new connections, exits), start its replacement on its port, wait for /healthz and
    // nginx's fail_timeout, then the next. Without that wait, 548 requests got 502.
    for (const i of [0, 1]) {
      const old = servers[i]!;
      await old.stop();
      servers[i] = (await startBuiltServer({
        port: old.port,
        env,
        dataDir: true,
        readyPath: "/healthz",
      })) as RunningServer;
      // nginx took the stopped one out for fail_timeout (5 s): wait until it is back in.
      await new Promise((r) => setTimeout(r, 6_000));
    }
    running = false;
    await Promise.all(visitors);
    expect(statuses.length).toBeGreaterThan(20);
    expect(statuses.filter((status) => status !== 200)).toEqual([]);
  });

  it("shares sign-ins, lock-outs, heavy limits and charts, and survives one instance's death", async () => {
    const [a, b] = servers as [RunningServer, RunningServer];
    const email = `two-${Date.now()}@example.com`;
    const person = { email, password: PASSWORD };

    // Signed up on one, signed in on the other.
    const signUp = await direct(a, "/auth", {
      form: { firstName: "Vega", lastName: "Lyra", zodiacSign: "leo", ...person },
    });
    expect(signUp.status).toBe(302);
    const session = signUp.cookie!;
    expect(session).toMatch(/^starcast_session=/);
    expect((await direct(b, "/account", { cookie: session })).status).toBe(200);
    expect((await direct(b, "/account")).status).toBe(302); // and not without the cookie

    // A chart saved through one is read through the other.
    const label = `Natal ${Date.now()}`;
    const saved = await direct(a, `/chart?${CHART}`, {
      form: { label },
      cookie: session,
      client: "203.0.113.2",
    });
    expect(saved.body).toContain("Saved to your account.");
    expect((await direct(b, "/account", { cookie: session })).body).toContain(label);

    // Five wrong passwords, alternating instances, lock the account on both.
    for (let i = 0; i < 5; i++) {
      const wrong = await direct(i % 2 ? b : a, "/login", {
        form: { email, password: "not the password" },
      });
      expect(wrong.status, `wrong password ${i + 1}`).toBe(400);
    }
    const locked = await direct(b, "/login", { form: person });
    expect(locked.status).toBe(429);

    // HEAVY_RATE_LIMIT=2 new computations a minute per address, counted across both.
    const day = (d: number) => `/api/calendar?from=2031-03-${d}&to=2031-03-${d}&events=seasons`;
    const heavy = { client: "203.0.113.9" };
    expect((await direct(a, day(10), heavy)).status).toBe(200);
    expect((await direct(b, day(11), heavy)).status).toBe(200);
    expect((await direct(a, day(12), heavy)).status).toBe(429);
    expect((await direct(b, day(13), heavy)).status).toBe(429);

    // Through nginx, instance b dies mid-walk: every page still answers, the session holds.
    const answers: number[] = [];
    for (let i = 0; i < 30; i++) {
      if (i === 10) b.child.kill("SIGKILL");
      const path = i % 3 === 0 ? "/account" : `/horoscopes/daily/${i % 2 ? "leo" : "virgo"}`;
      const answer = await viaProxy(proxy, path, session);
      answers.push(answer.status);
      if (path === "/account") expect(answer.body).toContain(label);
    }
    expect(answers).toEqual(answers.map(() => 200));
    expect(proxy.log()).toMatch(
      /connect\(\) failed|upstream prematurely closed|Connection refused/,
    );
  });
});
