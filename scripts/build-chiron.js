// Generates app/domain/data/chiron.json: Chiron's heliocentric position (J2000 equator, EQJ)
// every 40 days from 1799 to 2101, integrated with astronomy-engine's gravity simulator (the Sun
// and Jupiter to Neptune) both ways from JPL Horizons' state vector at 2000-01-01 00:00 TDB.
// See docs/decisions/020-chiron-by-integration.md. Run: node scripts/build-chiron.js
// (about a minute; the output changes only with astronomy-engine or the state vector).
import { writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { AstroTime, Body, GravitySimulator, StateVector } from "astronomy-engine";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

// JPL Horizons, target 2060 Chiron, centre @sun, ICRF, AU and AU/day, at JD 2451544.5 TDB
// (TT and TDB differ by under 2 ms). As quoted with its source in AstronomyKit's Chiron.swift.
const EPOCH_TT = -0.5;
/** @type {{ position: [number, number, number]; velocity: [number, number, number] }} */
const STATE = {
  position: [-3.532082802845036, -8.673587566387649, -2.935491685233997],
  velocity: [4.97067843310663e-3, -3.627773229067521e-3, -8.262541278709376e-4],
};
/** The integrator's step: one day moves the tested positions by 0.24' at most from four days. */
const STEP_DAYS = 1;
/** Samples are kept every SAMPLE_DAYS: 8-point interpolation between them errs by < 1e-7 AU. */
const SAMPLE_DAYS = 40;
/** TT days from J2000: 1798-08 to 2101-11, four samples past each end of the charts' range. */
const FIRST = EPOCH_TT - 1830 * SAMPLE_DAYS;
const LAST = EPOCH_TT + 930 * SAMPLE_DAYS;
const UNIT = 1e-7;

/** @param {1 | -1} direction */
function integrate(direction) {
  const epoch = AstroTime.FromTerrestrialTime(EPOCH_TT);
  const [x, y, z] = STATE.position;
  const [vx, vy, vz] = STATE.velocity;
  const state = new StateVector(x, y, z, vx, vy, vz, epoch);
  const sim = new GravitySimulator(Body.Sun, epoch, [state]);
  const samples = new Map([[EPOCH_TT, STATE.position]]);
  const perSample = SAMPLE_DAYS / STEP_DAYS;
  for (let i = 1; ; i++) {
    const tt = EPOCH_TT + direction * i * STEP_DAYS;
    if (tt < FIRST || tt > LAST) break;
    const [body] = sim.Update(AstroTime.FromTerrestrialTime(tt));
    if (!body) throw new Error("the simulator returned no body");
    if (i % perSample === 0) samples.set(tt, [body.x, body.y, body.z]);
  }
  return samples;
}

const started = Date.now();
const all = new Map([...integrate(-1), ...integrate(1)]);
const times = [...all.keys()].sort((a, b) => a - b);
const column = (/** @type {0 | 1 | 2} */ c) =>
  times.map((tt) => Math.round(/** @type {[number, number, number]} */ (all.get(tt))[c] / UNIT));
const table = {
  about:
    "Chiron, heliocentric, J2000 equator (EQJ), in units of 1e-7 AU, every stepDays from firstTT (TT days from J2000). Written by scripts/build-chiron.js from JPL Horizons' state at 2000-01-01 TDB.",
  firstTT: times[0],
  stepDays: SAMPLE_DAYS,
  unit: UNIT,
  x: column(0),
  y: column(1),
  z: column(2),
};
const target = path.join(root, "app/domain/data/chiron.json");
writeFileSync(target, JSON.stringify(table) + "\n");
console.log(`${target}: ${times.length} samples in ${Date.now() - started} ms`);
