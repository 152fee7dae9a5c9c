// Any method on the API and pages, and raw request lines no URL parser would send (traversal,
// bytes, absolute and asterisk forms), get a clean 2xx, 3xx or 4xx and never a file off disk.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { hostileText, urlPiece } from "./arbitraries";
import { type Answer, checkBatches, faultIn, type Probe, runSeed, sendRaw } from "./http";
import { serveForFile } from "./server";

const server = serveForFile();

const API_PATHS = [
  "/api/horoscope/daily?date=2026-11-21",
  "/api/horoscope/daily?date=2026-11-21&zodiacSign=leo",
  "/api/compatibility?first=aries&second=leo",
  "/api/tarot/cards",
  "/api/tarot/cards/the-fool",
  "/api/tarot/spreads",
  "/api/tarot/draw?spread=three-cards",
  "/api/tarot/daily?date=2026-11-21",
  "/api/nowhere",
];
const PAGE_PATHS = [
  "/",
  "/horoscopes",
  "/horoscopes/daily/leo",
  "/tarot",
  "/tarot/reading",
  "/zodiac/aries-and-leo",
  "/tarot/cards/the-fool.svg",
  // Not /healthz: its 503 while the database opens, or answers slowly, is by design.
  "/robots.txt",
  "/sitemap.xml",
];
// fetch refuses CONNECT, TRACE and TRACK; the raw-socket test below sends those.
const METHODS = [
  "GET",
  "HEAD",
  "POST",
  "PUT",
  "PATCH",
  "DELETE",
  "OPTIONS",
  "PROPFIND",
  "PURGE",
  "LINK",
  "SEARCH",
  "QUERY",
];
const method = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...METHODS) },
  {
    weight: 1,
    arbitrary: fc
      .stringMatching(/^[A-Za-z]{1,10}$/)
      .filter((m) => !/^(connect|trace|track)$/i.test(m)),
  },
);

function probes(paths: string[]): fc.Arbitrary<Probe> {
  return fc
    .record({
      method,
      path: fc.constantFrom(...paths),
      body: fc.option(hostileText, { nil: undefined }),
      headers: fc.constantFrom<Record<string, string>>(
        {},
        {
          "Access-Control-Request-Method": "DELETE",
          "Access-Control-Request-Headers": "x-evil, %ZZ",
        },
        { "Content-Type": "application/json" },
      ),
    })
    .map((p) => (/^(GET|HEAD)$/i.test(p.method) ? { ...p, body: undefined } : p));
}

// Bytes of files that must never be served: the system's, the repository's, the server's source.
const SECRETS = ["root:x:0:", "devDependencies", "getRequestListener", "createRequestHandler"];
const TRAVERSALS = [
  "/assets/../../../../etc/passwd",
  "/assets/..%2f..%2f..%2f..%2fetc%2fpasswd",
  "/%2e%2e/%2e%2e/%2e%2e/etc/passwd",
  "/assets/%2e%2e/%2e%2e/package.json",
  "/favicon.svg/..%5c..%5c..%5cpackage.json",
  "/tarot/cards/..%2f..%2f..%2fpackage.json",
  "/assets/%00/../../server/main.js",
  "//etc/passwd",
  "/images/../../../server/main.js",
  "/\\..\\..\\package.json",
  "/assets/....//....//package.json",
  "/%252e%252e/%252e%252e/package.json",
  "/api/..;/..;/etc/passwd",
  "/images/%c0%ae%c0%ae/%c0%ae%c0%ae/package.json",
  "/assets/..%00/package.json",
  "/build/server/index.js",
  "/server/main.js",
  "/package.json",
  "/.env",
  "/.git/config",
  "/node_modules/react/package.json",
  "*",
  "http://127.0.0.1/api/tarot/cards",
  "http://evil.example/../../etc/passwd",
  "/api/tarot/cards#frag",
  "/?%ZZ",
  "/%ZZ",
];
const rawTarget = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...TRAVERSALS).map((t) => Buffer.from(t, "latin1")) },
  {
    weight: 1,
    arbitrary: fc
      .tuple(
        fc.constantFrom("/", "/api/", "/assets/", "/tarot/cards/"),
        fc.uint8Array({ minLength: 1, maxLength: 64 }),
      )
      .map(([p, b]) => Buffer.concat([Buffer.from(p), b])),
  },
  {
    weight: 1,
    arbitrary: fc
      .tuple(
        fc.constantFrom("/api/compatibility?first=", "/horoscopes/daily/"),
        urlPiece(hostileText),
      )
      .map(([p, v]) => Buffer.from(p + v, "utf8")),
  },
);
const rawMethod = fc.constantFrom(
  "GET",
  "GET",
  "HEAD",
  "TRACE",
  "CONNECT",
  "TRACK",
  "get",
  "G E T",
  "POST",
  "DELETE",
);
const rawHeaders = fc.constantFrom(
  "Host: 127.0.0.1\r\n",
  "Host: ../../etc/passwd\r\n",
  "",
  "Host: a\r\nHost: b\r\n",
  "Host: 127.0.0.1\r\nContent-Length: 5\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n",
  "Host: 127.0.0.1\r\nContent-Length: -1\r\n",
  "Host: 127.0.0.1\r\nX-Bad: \u0001\u007f\r\n",
);

function rawFault(answer: Answer): string | undefined {
  return faultIn(answer) ?? SECRETS.find((secret) => answer.body.includes(secret));
}

describe("methods and raw request lines", () => {
  it("any method on /api paths", () =>
    checkBatches(server, probes(API_PATHS), { good: [{ method: "GET", path: API_PATHS[0]! }] }));

  it("any method on pages and files", () =>
    checkBatches(server, probes(PAGE_PATHS), { runs: 10, good: [{ method: "GET", path: "/" }] }));

  it("raw request lines: traversal, bytes, odd forms", async () => {
    const request = fc.record({ method: rawMethod, target: rawTarget, headers: rawHeaders });
    const statuses = new Set<number>();
    await fc.assert(
      fc.asyncProperty(fc.array(request, { minLength: 10, maxLength: 10 }), async (batch) => {
        const bytes = batch.map(({ method, target, headers }) =>
          Buffer.concat([
            Buffer.from(`${method} `),
            target,
            Buffer.from(` HTTP/1.1\r\n${headers}Connection: close\r\n\r\n`, "latin1"),
          ]),
        );
        // Node drops a CONNECT without a word when nothing listens for tunnels; that is fine.
        const answers = await Promise.all(
          bytes.map((b, i) =>
            sendRaw(server.current.port, b).catch((e) =>
              batch[i]!.method === "CONNECT" ? null : Promise.reject(e),
            ),
          ),
        );
        answers.forEach((answer, i) => {
          if (!answer) return;
          statuses.add(answer.status);
          const fault = rawFault(answer);
          if (fault)
            throw new Error(
              `${fault}\n--- request\n${JSON.stringify(bytes[i]!.toString("latin1"))}\n--- answer ${answer.status}\n${answer.body.slice(0, 600)}`,
            );
        });
      }),
      { numRuns: 15, seed: runSeed() },
    );
    expect([...statuses].some((s) => s >= 400)).toBe(true);
  });
});
