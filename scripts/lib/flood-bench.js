// The home page while 10 clients flood the heavy endpoints with uncached queries (issue 29): its
// p99 alone, then during the flood, in the same run, as a ratio; aim 3x or less. The server is
// started with HEAVY_RATE_LIMIT raised, so the flood reaches the worker pool (ADR 018) rather
// than its per-address 429s.
import autocannon from "autocannon";
import { rssMb } from "./built-server.js";

const FLOODERS = 10;
const SECONDS = Number(process.env.FLOOD_SECONDS ?? 8);
const HOME_CONNECTIONS = 4;
const AIM_RATIO = 3;
const KINDS = ["lunations", "eclipses", "retrogrades", "ingresses", "seasons", "moon-signs"];

const pick = (/** @type {number} */ n) => Math.floor(Math.random() * n);
const pad = (/** @type {number} */ n) => String(n).padStart(2, "0");
const year = () => 1901 + pick(199);

/**
 * @template T
 * @param {T[]} list
 */
function shuffled(list) {
  const copy = [...list];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = pick(i + 1);
    [copy[i], copy[j]] = [/** @type {T} */ (copy[j]), /** @type {T} */ (copy[i])];
  }
  return copy;
}

const birth = () =>
  `date=${1900 + pick(120)}-${pad(1 + pick(12))}-${pad(1 + pick(28))}&time=${pad(pick(24))}:${pad(pick(60))}`;
// The API takes coordinates; a chart image's code is the chart page's query, which names a
// place (5128581: New York).
const chartQuery = () => `${birth()}&lat=${pick(120) - 60}&lon=${pick(340) - 170}&tz=UTC`;
const imageQuery = () => `${birth()}&place=5128581`;

/** One uncached heavy request, of each kind in turn. */
const HEAVY = [
  // A new order of the same kinds: one entry per set since ADR 018, a new feed for each before.
  () => `/calendar.ics?events=${shuffled(KINDS).join(",")}`,
  () => {
    const y = year();
    return `/api/calendar?from=${y}-01-01&to=${y}-12-31`;
  },
  () =>
    `/api/transits?chart=${encodeURIComponent(chartQuery())}&date=${year()}-${pad(1 + pick(12))}-15&zone=UTC`,
  () => `/calendar/retrogrades/${year()}`,
  () => `/calendar/${year()}/${pad(1 + pick(12))}`,
  () => `/share/charts/${Buffer.from(imageQuery()).toString("base64url")}.png`,
  () => `/moon-sign?${birth().replace(/&time=.*/, "")}&unknown=on&place=5128581`,
];

/**
 * @param {string} base
 * @param {AbortController} stop
 * @param {Record<string, number>} counts
 */
async function flood(base, stop, counts) {
  for (let i = pick(HEAVY.length); !stop.signal.aborted; i++) {
    try {
      const response = await fetch(
        `${base}${/** @type {() => string} */ (HEAVY[i % HEAVY.length])()}`,
        { signal: stop.signal },
      );
      await response.arrayBuffer();
      counts[response.status] = (counts[response.status] ?? 0) + 1;
    } catch {
      const outcome = stop.signal.aborted ? "left waiting" : "failed";
      counts[outcome] = (counts[outcome] ?? 0) + 1;
    }
  }
}

const home = (/** @type {string} */ base) =>
  autocannon({
    url: `${base}/`,
    connections: HOME_CONNECTIONS,
    duration: SECONDS,
    headers: { "accept-encoding": "br, gzip" },
  });

/**
 * @param {number} port
 * @param {number} pid
 */
export async function floodBench(port, pid) {
  const base = `http://127.0.0.1:${port}`;
  await autocannon({ url: `${base}/`, connections: HOME_CONNECTIONS, duration: 1 });
  const alone = await home(base);
  const rssBefore = rssMb(pid);
  const stop = new AbortController();
  /** @type {Record<string, number>} */
  const counts = {};
  const flooders = Array.from({ length: FLOODERS }, () => flood(base, stop, counts));
  // The flood under way (every client waiting on its first answer) before home is measured.
  await new Promise((r) => setTimeout(r, 1000));
  const flooded = await home(base);
  stop.abort();
  await Promise.all(flooders);
  // No home answer at all while flooded (the event loop stuck): the whole run is the bound.
  const floodedP99 = flooded.requests.total > 0 ? flooded.latency.p99 : SECONDS * 1000;
  const ratio = floodedP99 / Math.max(1, alone.latency.p99);
  const faults = (/** @type {autocannon.Result} */ run) => run.errors + run.timeouts + run.non2xx;
  const answered = Object.entries(counts)
    .map(([status, n]) => `${n} × ${status}`)
    .join(", ");
  console.log(
    `\nhome page under a flood (${FLOODERS} clients, uncached feeds, ranges, transits, retrogrades, months, chart images, day spans; ${HOME_CONNECTIONS} home connections, ${SECONDS} s each):` +
      `\n  p99 alone ${alone.latency.p99} ms, flooded ${flooded.requests.total > 0 ? `${floodedP99} ms` : `no answer in ${SECONDS} s`}: ${flooded.requests.total > 0 ? "" : "over "}${ratio.toFixed(1)}x (aim ≤ ${AIM_RATIO}x)${ratio <= AIM_RATIO ? "" : "  above aim"}` +
      `${faults(flooded) ? `  ${faults(flooded)} home errors/non-2xx` : ""}` +
      `\n  home req/s ${alone.requests.average.toFixed(0)} alone, ${flooded.requests.average.toFixed(0)} flooded; flood answers: ${answered || "none"}` +
      `\n  server memory ${rssBefore.toFixed(0)} MB before the flood, ${rssMb(pid).toFixed(0)} MB after (worker threads warm)`,
  );
}
