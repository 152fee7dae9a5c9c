// For `npm run audit`: the routes it visits, and the built server on a throwaway data folder with
// the addresses a visitor only reaches through a form or a mail (a drawn reading, a reset link).
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { startBuiltServer } from "./lib/built-server.js";
import { routeAddresses } from "./lib/route-addresses.js";

const PASSWORD = "audit comet orchard";

/**
 * One page the audit visits: its address, and what the visit needs or expects.
 * @typedef {{ name?: string; path: string; expected?: string[]; headers?: Record<string, string>; status?: number }} Visit
 */

/**
 * The production build on `port`, with its own DATA_DIR; `stop()` ends it and removes the folder.
 * @param {number} port
 */
export async function startServer(port) {
  const base = `http://localhost:${port}`;
  const server = await startBuiltServer({
    port,
    env: { SITE_URL: base, SITE_TIME_ZONE: "UTC" },
    dataDir: true,
    readyPath: "/healthz",
    // The database opens on the first /healthz: slow on a busy machine.
    timeoutMs: 60_000,
    output: "ignore",
  });
  return {
    base,
    dataDir: /** @type {string} */ (server.dataDir),
    stop: () => server.stop(),
  };
}

/**
 * Posts a form as a browser on our own page would, without following the redirect.
 * @param {string} base
 * @param {string} pathname
 * @param {Record<string, string>} fields
 */
function post(base, pathname, fields) {
  return fetch(base + pathname, {
    method: "POST",
    redirect: "manual",
    headers: { Origin: base, "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields),
  });
}

/**
 * @param {string} dataDir
 * @param {string} pathname
 * @returns {Promise<string>}
 */
async function mailedLink(dataDir, pathname) {
  const outbox = path.join(dataDir, "outbox");
  const pattern = new RegExp(`https?://[^\\s>]+(${pathname}\\?token=[A-Za-z0-9_-]+)`);
  for (let i = 0; i < 100; i++) {
    for (const file of await readdir(outbox).catch(() => /** @type {string[]} */ ([]))) {
      // Mail bodies are quoted-printable: undo soft line breaks and =XX escapes.
      const text = (await readFile(path.join(outbox, file), "utf8"))
        .replace(/=\r?\n/g, "")
        .replace(/=([0-9A-F]{2})/g, (_m, hex) => String.fromCharCode(parseInt(hex, 16)));
      const match = pattern.exec(text);
      if (match?.[1]) return match[1];
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no mail with a ${pathname} link`);
}

/**
 * A drawn reading's address, a member's session cookie and the links the site mails out.
 * @param {{ base: string; dataDir: string }} server
 */
export async function prepareVisits({ base, dataDir }) {
  const drawn = await fetch(`${base}/tarot/reading?spread=three-cards&reversals=on`, {
    redirect: "manual",
  });
  const reading = drawn.headers.get("Location");
  if (!reading) throw new Error(`drawing a reading answered ${drawn.status} without a Location`);

  const email = `audit-${Date.now()}@example.com`;
  const signUp = await post(base, "/auth", {
    firstName: "Vega",
    lastName: "Lyra",
    zodiacSign: "leo",
    email,
    password: PASSWORD,
  });
  const cookie = signUp.headers.get("Set-Cookie")?.split(";")[0];
  if (!cookie) throw new Error(`signing up answered ${signUp.status} without a cookie`);

  await post(base, "/forgot-password", { email });
  await post(base, "/newsletter", { email });
  const resetLink = await mailedLink(dataDir, "/reset-password");
  const confirmLink = await mailedLink(dataDir, "/newsletter/confirm");
  const unsubscribeLink = await mailedLink(dataDir, "/newsletter/unsubscribe");
  return { reading, cookie, resetLink, confirmLink, unsubscribeLink };
}

/**
 * Where the route's own path will not do: a sample address, and what each visit needs.
 * `expected` lists audits that fail by design on that page.
 * @param {Awaited<ReturnType<typeof prepareVisits>>} v
 * @returns {Record<string, Visit[]>}
 */
function samples(v) {
  return {
    "horoscopes/daily/:zodiac": [{ path: "/horoscopes/daily/aries" }],
    "horoscopes/weekly/:zodiac": [{ path: "/horoscopes/weekly/aries" }],
    "horoscopes/monthly/:zodiac": [{ path: "/horoscopes/monthly/aries" }],
    "tarot/cards/:slug": [{ path: "/tarot/cards/the-fool" }],
    // Each draw has its own address, kept out of search results on purpose (robots noindex).
    "tarot/reading/:spread/:code": [{ path: v.reading, expected: ["is-crawlable"] }],
    // A cast chart's address holds birth data: its own page, kept out of search results.
    chart: [
      { path: "/chart" },
      {
        name: "chart-result",
        path: "/chart?date=1990-07-04&time=15%3A30&place=2759794&houses=placidus",
        expected: ["is-crawlable"],
      },
    ],
    // The pair and the year ahead are results of birth data too, kept out of search results.
    synastry: [
      { path: "/synastry" },
      {
        name: "synastry-result",
        path:
          "/synastry?a.name=Ada&a.date=1990-07-04&a.time=15%3A30&a.place=2643743&a.houses=placidus" +
          "&b.name=Ben&b.date=1988-11-20&b.time=07%3A10&b.place=3448439&b.houses=placidus",
        expected: ["is-crawlable"],
      },
    ],
    forecast: [
      { path: "/forecast" },
      {
        name: "forecast-result",
        path: "/forecast?date=1990-07-04&time=15%3A30&place=2643743&houses=placidus",
        expected: ["is-crawlable"],
      },
    ],
    "calendar/:year/:month": [{ path: "/calendar/2026/11" }],
    "calendar/retrogrades/:year": [{ path: "/calendar/retrogrades/2026" }],
    "zodiac/:pair": [{ path: "/zodiac/aries-and-leo" }],
    // A member's own page and the links mailed to one person are kept out of search results.
    "reset-password": [{ path: v.resetLink, expected: ["is-crawlable"] }],
    account: [{ path: "/account", headers: { Cookie: v.cookie }, expected: ["is-crawlable"] }],
    today: [{ path: "/today", expected: ["is-crawlable"] }],
    "newsletter/confirm": [{ path: v.confirmLink, expected: ["is-crawlable"] }],
    "newsletter/unsubscribe": [{ path: v.unsubscribeLink, expected: ["is-crawlable"] }],
    // Chromium logs a 404 document as a console error; the e2e suite checks this page for others.
    "*": [
      { path: "/no-such-page", status: 404, expected: ["http-status-code", "errors-in-console"] },
    ],
  };
}

export const SKIPPED = {
  logout: "GET /logout only redirects home; logging out is a POST from the header",
  calendar: "this month's /calendar/:year/:month, audited as November 2026",
};

/**
 * One visit per route of app/routes.ts (`table`), in its order, named by the route.
 * @param {Awaited<ReturnType<typeof prepareVisits>>} v
 * @param {Parameters<typeof routeAddresses>[0]} table
 * @returns {(Visit & { name: string })[]}
 */
export function routes(v, table) {
  return routeAddresses(table, samples(v), SKIPPED).flatMap(({ name, paths }) =>
    paths.map((visit) => (typeof visit === "string" ? { name, path: visit } : { name, ...visit })),
  );
}
