// `npm run audit`: Lighthouse's default mobile run (simulated throttling) on every route of the
// built server in Debian's Chromium; prints the four scores per route and what keeps any below aim.
// AUDIT_ROUTES=home,tarot picks routes by name; AUDIT_RUNS=3 reports the median of three runs;
// AUDIT_REPORT_ONLY=1 exits 0 whatever the scores.
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { prepareVisits, routes, SKIPPED, startServer } from "./audit-site.js";
import { loadRouteTable } from "./lib/route-addresses.js";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "./lib/chromium.js";

const PORT = Number(process.env.AUDIT_PORT ?? 4625);
/** @type {Category[]} */
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"];
const AIMS = { performance: 95, accessibility: 100, "best-practices": 100, seo: 100 };
const RUNS = Math.max(1, Number(process.env.AUDIT_RUNS ?? 1));

/** @typedef {import("lighthouse").Result} Report */
/** @typedef {ReturnType<typeof routes>[number]} Route */
/** @typedef {keyof typeof AIMS} Category */

const median = (/** @type {number[]} */ values) =>
  /** @type {number} */ ([...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]);

/**
 * Audits of a category that Lighthouse would not call passed (score under 0.9).
 * @param {Report} lhr
 * @param {Category} category
 */
function failing(lhr, category) {
  return /** @type {Report["categories"][string]} */ (lhr.categories[category]).auditRefs
    .map((ref) => /** @type {Report["audits"][string]} */ (lhr.audits[ref.id]))
    .filter((audit) => audit.score !== null && audit.score < 0.9)
    .filter((audit) => ["binary", "numeric", "metricSavings"].includes(audit.scoreDisplayMode));
}

/**
 * @param {chromeLauncher.LaunchedChrome} chrome
 * @param {string} base
 * @param {Route} route
 */
async function auditRoute(chrome, base, route) {
  /** @type {Report[]} */
  const runs = [];
  for (let i = 0; i < RUNS; i++) {
    const result = await lighthouse(base + route.path, {
      port: chrome.port,
      logLevel: "error",
      onlyCategories: CATEGORIES,
      extraHeaders: route.headers,
      ignoreStatusCode: Boolean(route.status),
    });
    if (!result) throw new Error(`${route.name}: Lighthouse returned no result`);
    if (result.lhr.runtimeError)
      throw new Error(`${route.name}: ${result.lhr.runtimeError.message}`);
    runs.push(result.lhr);
  }
  const scores = /** @type {Record<Category, number>} */ (
    Object.fromEntries(
      CATEGORIES.map((c) => [
        c,
        median(runs.map((lhr) => Math.round(Number(lhr.categories[c]?.score) * 100))),
      ]),
    )
  );
  /** @type {{ category: Category; audits: [string, string][]; unexpected: boolean }[]} */
  const problems = [];
  for (const category of CATEGORIES) {
    if (scores[category] >= AIMS[category]) continue;
    /** @type {Map<string, string>} */
    const seen = new Map();
    for (const lhr of runs)
      for (const audit of failing(lhr, category)) seen.set(audit.id, audit.title);
    const unexpected = [...seen].filter(([id]) => !route.expected?.includes(id));
    problems.push({
      category,
      audits: [...seen],
      unexpected: seen.size === 0 || unexpected.length > 0,
    });
  }
  return { route, scores, problems };
}

/** @param {Awaited<ReturnType<typeof auditRoute>>[]} results */
function printTable(results) {
  const cell = (/** @type {string | number} */ text, /** @type {number} */ width) =>
    String(text).padStart(width);
  console.log(
    `\n${"route".padEnd(24)}${cell("perf", 6)}${cell("a11y", 6)}${cell("best", 6)}${cell("seo", 6)}`,
  );
  for (const { route, scores } of results) {
    console.log(route.name.padEnd(24) + CATEGORIES.map((c) => cell(scores[c], 6)).join(""));
  }
  console.log(
    `aims: performance ${AIMS.performance}, the others ${AIMS.seo}; ${RUNS} run(s) per route, median shown`,
  );
  for (const [name, reason] of Object.entries(SKIPPED)) console.log(`skipped ${name}: ${reason}`);
  for (const { route, problems } of results) {
    for (const { category, audits, unexpected } of problems) {
      const note = unexpected ? "" : " (by design)";
      console.log(`\n${route.name} ${route.path}: ${category} below ${AIMS[category]}${note}`);
      for (const [id, title] of audits) console.log(`  ${id}: ${title}`);
    }
  }
}

/** @type {Awaited<ReturnType<typeof startServer>> | undefined} */
let server;
/** @type {chromeLauncher.LaunchedChrome | undefined} */
let chrome;
function cleanUp() {
  chrome?.kill();
  server?.stop();
  chrome = server = undefined;
}
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => {
    cleanUp();
    process.exit(130);
  });
}

try {
  server = await startServer(PORT);
  const wanted = process.env.AUDIT_ROUTES?.split(",").map((s) => s.trim());
  const chosen = routes(await prepareVisits(server), await loadRouteTable()).filter(
    (r) => !wanted || wanted.includes(r.name),
  );
  // Anonymous pages are cached by the server once rendered; warm them so no run pays the render.
  for (const route of chosen) {
    const { status } = await fetch(server.base + route.path, {
      headers: route.headers,
      redirect: "manual",
    });
    if (status !== (route.status ?? 200))
      throw new Error(`${route.name} ${route.path} answered ${status}`);
  }
  chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: CHROMIUM_FLAGS,
  });
  const results = [];
  for (const route of chosen) {
    process.stderr.write(`auditing ${route.name} ${route.path}\n`);
    results.push(await auditRoute(chrome, server.base, route));
  }
  printTable(results);
  const below = results.some((r) => r.problems.some((p) => p.unexpected));
  process.exitCode = below && process.env.AUDIT_REPORT_ONLY !== "1" ? 1 : 0;
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  cleanUp();
}
