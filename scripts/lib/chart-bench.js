// A cold chart over HTTP beside the JavaScript peer in process (issue 43): /api/chart on the
// built server for charts no one asked for before, and circular-natal-horoscope-js casting the
// same births in this process (the planets, Placidus houses, the aspects of bodies, points and
// angles), in rounds side by side; ms a chart for both and their ratio. Aim: ours at half the
// peer's time or less, the HTTP round trip included.
import { readFileSync } from "node:fs";
import { Agent, get } from "node:http";
import path from "node:path";
import peer from "circular-natal-horoscope-js";
import { cpuSpentMs, root, threadCpu } from "./built-server.js";

const CHARTS = 200;
const ROUNDS = 5;
const WARM_UP = 30;
const AIM = 0.5;
const FIRST_DAY = Date.UTC(1900, 0, 1);
const DAYS = (Date.UTC(2050, 11, 31) - FIRST_DAY) / 86_400_000 + 1;

/** @typedef {{ id: string; latitude: number; longitude: number }} Town */
/** @typedef {{ year: number; month: number; day: number; hour: number; minute: number; town: Town }} Birth */
/** @typedef {{ ms: number; cpu: number }} Timing */

/**
 * mulberry32: the same births every run, so runs and builds compare.
 * @param {number} seed
 */
function random(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * The shipped gazetteer's towns: id, latitude and longitude (rows after the @columns line).
 * @returns {Town[]}
 */
function towns() {
  const text = readFileSync(path.join(root, "app/domain/places/places.tsv"), "utf8");
  const start = text.indexOf("\n", text.indexOf("\n@columns\t")) + 1;
  const end = text.indexOf("\n@others\n");
  return text
    .slice(start, end)
    .split("\n")
    .map((line) => {
      const [id, , , , latitude, longitude] = line.split("\t");
      return { id: String(id), latitude: Number(latitude), longitude: Number(longitude) };
    });
}

/**
 * Births from 1900 to 2050 at any minute, in towns of the gazetteer, none in `seen`.
 * @param {number} count
 * @param {number} seed
 * @param {Town[]} places
 * @param {Set<string>} seen
 */
function births(count, seed, places, seen) {
  const next = random(seed);
  /** @type {Birth[]} */
  const list = [];
  while (list.length < count) {
    const day = new Date(FIRST_DAY + Math.floor(next() * DAYS) * 86_400_000);
    const minutes = Math.floor(next() * 1440);
    const town = /** @type {Town} */ (places[Math.floor(next() * places.length)]);
    const birth = {
      year: day.getUTCFullYear(),
      month: day.getUTCMonth() + 1,
      day: day.getUTCDate(),
      hour: Math.floor(minutes / 60),
      minute: minutes % 60,
      town,
    };
    const key = JSON.stringify(birth);
    if (seen.has(key)) continue;
    seen.add(key);
    list.push(birth);
  }
  return list;
}

const two = (/** @type {number} */ n) => String(n).padStart(2, "0");

/** @param {Birth} b */
function chartPath(b) {
  const query = new URLSearchParams({
    date: `${b.year}-${two(b.month)}-${two(b.day)}`,
    time: `${two(b.hour)}:${two(b.minute)}`,
    place: b.town.id,
  });
  return `/api/chart?${query}`;
}

/**
 * The peer's whole chart, as its README casts one; it finds the zone from the coordinates.
 * @param {Birth} b
 */
function peerChart(b) {
  const origin = new peer.Origin({
    year: b.year,
    month: b.month - 1,
    date: b.day,
    hour: b.hour,
    minute: b.minute,
    latitude: b.town.latitude,
    longitude: b.town.longitude,
  });
  const horoscope = new peer.Horoscope({
    origin,
    houseSystem: "placidus",
    zodiac: "tropical",
    aspectPoints: ["bodies", "points", "angles"],
    aspectWithPoints: ["bodies", "points", "angles"],
    aspectTypes: ["major", "minor"],
    customOrbs: {},
    language: "en",
  });
  return horoscope.CelestialBodies.all.length + horoscope.Aspects.all.length;
}

/** Process CPU time, ms. */
function ownCpuMs() {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
}

/**
 * ms a chart, wall and CPU.
 * @param {Birth[]} list
 * @returns {Timing}
 */
function peerRun(list) {
  const cpuBefore = ownCpuMs();
  const started = performance.now();
  let sink = 0;
  for (const b of list) sink += peerChart(b);
  if (!sink) throw new Error("the peer cast nothing");
  const ms = (performance.now() - started) / list.length;
  return { ms, cpu: (ownCpuMs() - cpuBefore) / list.length };
}

/**
 * A GET as a browser asks (compressed), its status and the bytes as sent.
 * @param {Agent} agent
 * @param {string} url
 * @returns {Promise<{ status: number | undefined; body: Buffer }>}
 */
function request(agent, url) {
  return new Promise((resolve, reject) => {
    get(url, { agent, headers: { "accept-encoding": "br, gzip" } }, (response) => {
      /** @type {Buffer[]} */
      const chunks = [];
      response.on("data", (chunk) => chunks.push(chunk));
      response.on("end", () =>
        resolve({ status: response.statusCode, body: Buffer.concat(chunks) }),
      );
      response.on("error", reject);
    }).on("error", reject);
  });
}

/**
 * One request at a time on one kept-alive connection of a run's own (a connection left idle
 * while the peer ran may be closing as it is reused); ms a chart, and the server's CPU.
 * @param {string} base
 * @param {Birth[]} list
 * @param {number} pid
 * @returns {Promise<Timing & { refused: string[] }>}
 */
async function oursRun(base, list, pid) {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  /** @type {string[]} */
  const refused = [];
  try {
    const cpuBefore = threadCpu(pid);
    const started = performance.now();
    for (const b of list) {
      const { status, body } = await request(agent, `${base}${chartPath(b)}`);
      if (status !== 200) refused.push(`${status} ${body.toString().slice(0, 80)}`);
    }
    const ms = (performance.now() - started) / list.length;
    return { ms, cpu: cpuSpentMs(cpuBefore, threadCpu(pid)) / list.length, refused };
  } finally {
    agent.destroy();
  }
}

const median = (/** @type {number[]} */ xs) => {
  const sorted = [...xs].sort((a, b) => a - b);
  const mid = sorted.length / 2;
  const at = (/** @type {number} */ i) => /** @type {number} */ (sorted[i]);
  return Number.isInteger(mid) ? (at(mid - 1) + at(mid)) / 2 : at(Math.floor(mid));
};

/**
 * @param {number} port
 * @param {number} pid
 */
export async function chartBench(port, pid) {
  const base = `http://127.0.0.1:${port}`;
  // Warm-up births come from another seed: V8 has compiled both paths before a measured one.
  // Every birth differs from every other, so none is answered from the chart cache.
  const places = towns();
  /** @type {Set<string>} */
  const seen = new Set();
  const warm = births(WARM_UP, 4301, places, seen);
  peerRun(warm);
  await oursRun(base, warm, pid);
  const list = births(CHARTS, 43, places, seen);
  const size = CHARTS / ROUNDS;
  /** @type {{ peer: Timing; ours: Timing & { refused: string[] } }[]} */
  const rounds = [];
  for (let round = 0; round < ROUNDS; round++) {
    const slice = list.slice(round * size, (round + 1) * size);
    // Each round the other goes first, so neither always meets a busier machine.
    const peerFirst = round % 2 === 0;
    const early = peerFirst ? peerRun(slice) : undefined;
    const ours = await oursRun(base, slice, pid);
    rounds.push({ peer: early ?? peerRun(slice), ours });
  }
  // A chart asked for again is the cache's: its time shows what the cold ones did not have.
  const again = await oursRun(base, list.slice(0, size), pid);
  const refused = rounds.flatMap((r) => r.ours.refused);
  const peerMs = median(rounds.map((r) => r.peer.ms));
  const oursMs = median(rounds.map((r) => r.ours.ms));
  const ratio = median(rounds.map((r) => r.ours.ms / r.peer.ms));
  // On a busy machine a round trip waits for two processes to be scheduled, the peer for none:
  // the CPU ratio (the server's time against the peer's, the client's share left out) holds.
  // Both are the whole run's CPU over its charts (every round has as many), not a median of
  // rounds, so one round's garbage collection is shared out rather than picked or dropped.
  const mean = (/** @type {number[]} */ xs) => xs.reduce((sum, x) => sum + x, 0) / xs.length;
  const cpu = mean(rounds.map((r) => r.ours.cpu));
  const peerCpu = mean(rounds.map((r) => r.peer.cpu));
  const cpuRatio = cpu / peerCpu;
  console.log(
    `\na cold chart (${CHARTS} births 1900-2050 in gazetteer towns, ${ROUNDS} rounds side by side, wall: medians of the rounds, CPU: the whole run's):` +
      ` /api/chart over HTTP ${oursMs.toFixed(2)} ms a chart, circular-natal-horoscope-js in process ${peerMs.toFixed(2)} ms;` +
      ` ours/peer ${ratio.toFixed(2)} (aim <= ${AIM})${ratio <= AIM ? "" : "  above aim"};` +
      ` CPU a chart: the server's ${cpu.toFixed(3)} ms, the peer's ${peerCpu.toFixed(3)} ms, ratio ${cpuRatio.toFixed(3)};` +
      ` the same charts again, from the cache, ${again.ms.toFixed(2)} ms (server CPU ${again.cpu.toFixed(3)} ms)` +
      `${refused.length ? `  ${refused.length} not cast: ${refused[0]}` : ""}`,
  );
}
