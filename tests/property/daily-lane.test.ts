// The daily-reading lane (server/api/daily-lane.ts) answers some requests ahead of Hono in the
// built server. Whatever the request, the built server must answer it exactly as Hono alone
// does: the same status, headers (but the request id and the connection's own) and bytes.
import { createServer, request, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { pathToFileURL } from "node:url";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DATE_VALUES, hostileHeaders, queryString, SIGN_VALUES, valueFrom } from "./arbitraries";
import { ROOT, serveForFile } from "./server";

const server = serveForFile();
let honoOnly: Server;

interface Raw {
  status: number;
  /** Name as sent, value. */
  headers: [string, string][];
  body: Buffer;
}

function get(origin: string, target: string, headers: Record<string, string>): Promise<Raw> {
  return new Promise((resolve, reject) => {
    request(origin + target, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => {
        const pairs: [string, string][] = [];
        for (let i = 0; i < res.rawHeaders.length; i += 2)
          pairs.push([res.rawHeaders[i]!, res.rawHeaders[i + 1]!]);
        resolve({ status: res.statusCode!, headers: pairs, body: Buffer.concat(chunks) });
      });
    })
      .on("error", reject)
      .end();
  });
}

// Per connection or per answer, whoever answers.
const OWN = new Set(["x-request-id", "date", "connection", "keep-alive"]);
const comparable = (raw: Raw) =>
  raw.headers
    .map(([name, value]) => [name.toLowerCase(), value])
    .filter(([name]) => !OWN.has(name!))
    .sort((a, b) => a[0]!.localeCompare(b[0]!));

// The lane names its headers as written in the code; Hono's pass through a fetch Headers
// object, which lowercases them.
const servedByLane = (raw: Raw) => raw.headers.some(([name]) => name === "X-Request-Id");

beforeAll(async () => {
  // The same settings as the built server under test, and quiet: this process logs nothing.
  Object.assign(process.env, {
    NODE_ENV: "production",
    SITE_URL: server.current.origin,
    SITE_TIME_ZONE: "UTC",
    LOG_LEVEL: "silent",
  });
  const bundle = await import(pathToFileURL(path.join(ROOT, "build/server/index.js")).href);
  const { getRequestListener } = await import("@hono/node-server");
  honoOnly = createServer(getRequestListener(bundle.createApp({ mode: "production" }).fetch));
  await new Promise<void>((resolve) => honoOnly.listen(0, "127.0.0.1", resolve));
});

afterAll(() => new Promise<void>((resolve) => honoOnly?.close(() => resolve())));

const honoOrigin = () => `http://127.0.0.1:${(honoOnly.address() as AddressInfo).port}`;

// Mostly what the lane takes (a clean query, the encodings browsers send), some of what it
// leaves to Hono (hostile queries and headers, a cached copy).
const cleanQuery = fc
  .tuple(
    fc.constantFrom(...DATE_VALUES),
    fc.constantFrom(...SIGN_VALUES, "all"),
    fc.boolean(),
    fc.constantFrom("", "&extra=1", "&zodiacSign=Leo", "&date="),
  )
  .map(([date, sign, dateFirst, extra]) =>
    dateFirst
      ? `?date=${date}&zodiacSign=${sign}${extra}`
      : `?zodiacSign=${sign}&date=${date}${extra}`,
  );
// Short enough for Node to read: it refuses a longer request line itself, before either answers.
const query = fc.oneof(
  { weight: 3, arbitrary: cleanQuery },
  {
    weight: 2,
    arbitrary: queryString({
      date: valueFrom(DATE_VALUES),
      zodiacSign: valueFrom([...SIGN_VALUES, "all"]),
    }).filter((q) => Buffer.byteLength(q) < 1300),
  },
);
const headers = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.record(
      {
        "Accept-Encoding": fc.constantFrom("br, gzip", "gzip", "br", "identity", "gzip;q=0, br"),
        "X-Request-Id": fc.constantFrom("lb-1234", "not an id!", "a".repeat(65)),
        "X-Forwarded-Proto": fc.constantFrom("https", "http"),
      },
      { requiredKeys: [] },
    ),
  },
  { weight: 1, arbitrary: hostileHeaders },
);

describe("the daily-reading lane", () => {
  it("answers a plain request itself, as the rest of this file assumes", async () => {
    const target = "/api/horoscope/daily?date=2026-11-21&zodiacSign=aries";
    const answer = await get(server.current.origin, target, { "Accept-Encoding": "br" });
    expect(answer.status).toBe(200);
    expect(servedByLane(answer)).toBe(true);
    expect(comparable(answer)).toEqual(
      comparable(await get(honoOrigin(), target, { "Accept-Encoding": "br" })),
    );
  });

  it("answers every request exactly as Hono alone does", async () => {
    let byLane = 0;
    await fc.assert(
      fc.asyncProperty(query, headers, async (q, sent) => {
        const target = `/api/horoscope/daily${q}`;
        const [ours, hono] = await Promise.all([
          get(server.current.origin, target, sent),
          get(honoOrigin(), target, sent),
        ]);
        if (servedByLane(ours)) byLane++;
        expect(ours.status, target).toBe(hono.status);
        expect(comparable(ours), target).toEqual(comparable(hono));
        expect(ours.body.equals(hono.body), target).toBe(true);
        const id = sent["X-Request-Id"];
        // An answer from the app (not Node refusing an oversized request) echoes a usable id.
        if (ours.status === 200 && id && /^[A-Za-z0-9._-]{1,64}$/.test(id)) {
          const echoed = ours.headers.find(([name]) => name.toLowerCase() === "x-request-id");
          expect(echoed?.[1]).toBe(id);
        }
      }),
      { numRuns: 300 },
    );
    // Well over a third of the probes are ones the lane takes.
    expect(byLane).toBeGreaterThan(60);
  });
});
