// A member's day through the built server: /api/transits for hundreds of different charts (so
// none is answered from the cache), one request at a time; aim p99 < 20 ms. The first request
// builds the shared sky table for the day's 30-day block, reported apart.
import autocannon from "autocannon";

const CHARTS = 400;
const AIM_P99_MS = 20;
const DAY = "2026-11-25";

/** Different birth moments and places, 1930 to 2009, given by coordinates and zone. */
function charts() {
  return Array.from({ length: CHARTS }, (_, i) => {
    const month = String((i % 12) + 1).padStart(2, "0");
    const day = String((i % 28) + 1).padStart(2, "0");
    const chart = new URLSearchParams({
      date: `${1930 + (i % 80)}-${month}-${day}`,
      time: `${String(i % 24).padStart(2, "0")}:${String((i * 7) % 60).padStart(2, "0")}`,
      lat: String(-40 + ((i * 37) % 100)),
      lon: String(-170 + ((i * 53) % 340)),
      tz: "UTC",
    });
    return `/api/transits?chart=${encodeURIComponent(chart.toString())}&date=${DAY}&zone=Europe/London`;
  });
}

/** @param {number} port */
export async function transitsBench(port) {
  const base = `http://127.0.0.1:${port}`;
  const paths = charts();
  const started = performance.now();
  await fetch(`${base}${paths[0]}`);
  const tableMs = performance.now() - started;
  const result = await autocannon({
    url: base,
    connections: 1,
    amount: paths.length - 1,
    requests: paths.slice(1).map((path) => ({ method: "GET", path })),
  });
  const faults = result.errors + result.timeouts + result.non2xx;
  console.log(
    `\na member's day (/api/transits), ${result.requests.total} different charts one at a time: p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms (aim < ${AIM_P99_MS} ms)` +
      `${result.latency.p99 < AIM_P99_MS ? "" : "  above aim"}${faults ? `  ${faults} errors/non-2xx` : ""}; first day with the sky table's build ${tableMs.toFixed(0)} ms`,
  );
}
