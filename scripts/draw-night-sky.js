// One-off generator: draws the home page's hero, public/images/night-sky.svg, a winter night sky
// over a hill with a small observatory, in the tarot deck's manner: flat fills, gold line work.
// Orion, Taurus with the Hyades and the Pleiades, Gemini and Canis Minor stand where they really
// are (J2000 right ascension and declination, stereographic projection looking south, so east
// is on the left), with the Milky Way's band along the real galactic equator and the
// Moon's disc in Cancer, lit by the page in the day's phase. The left part of the picture is kept dark and empty for the hero's text.
// Deterministic (a seeded PRNG), so running it again gives the same file:
//   node scripts/draw-night-sky.js
import { writeFileSync } from "node:fs";
import path from "node:path";
import { loadAppModules } from "./lib/app-modules.js";
import { root } from "./lib/built-server.js";

const [{ PALETTE, ART_COLOURS }, { mulberry32 }] =
  /** @type {[typeof import("../app/domain/palette"), typeof import("../app/domain/hash")]} */ (
    await loadAppModules(["/app/domain/palette.ts", "/app/domain/hash.ts"])
  );
const OUT = path.join(root, "public/images/night-sky.svg");
const [W, H] = [1600, 560];
// The hero's text column ends left of this on any screen wider than 60rem (by 49% of the width
// on the widest): nothing bright is drawn left of it, and the sky there is darkened.
const CALM = 0.5 * W;

// The site's one palette, app/domain/palette.ts.
const C = { ...PALETTE, ...ART_COLOURS };

// app/domain/hash.ts's seeded PRNG, so the scattered stars come out the same every run.
const random = mulberry32(20240321);
/** @typedef {{ x: number; y: number }} Point */

const between = (/** @type {number} */ lo, /** @type {number} */ hi) => lo + (hi - lo) * random();
/** Roughly normal, mean 0 and deviation 1: the sum of four uniforms, rescaled. */
const gauss = () => (random() + random() + random() + random() - 2) * Math.sqrt(3);

const n = (/** @type {number} */ v) => String(Math.round(v * 10) / 10);
const rad = (/** @type {number} */ deg) => (deg * Math.PI) / 180;
const hms = (/** @type {number} */ h, /** @type {number} */ m, s = 0) =>
  (h + m / 60 + s / 3600) * 15;
const dms = (/** @type {number} */ d, /** @type {number} */ m) => (d < 0 ? d - m / 60 : d + m / 60);

// The stars: [name, right ascension (degrees), declination (degrees), visual magnitude], J2000.
// Mintaka's declination, between 0° and -1°, is written -dms(0, 18).
/** @type {[name: string, ra: number, dec: number, mag: number][]} */
const STARS = [
  // Orion
  ["betelgeuse", hms(5, 55, 10), dms(7, 24), 0.5],
  ["rigel", hms(5, 14, 32), dms(-8, 12), 0.13],
  ["bellatrix", hms(5, 25, 8), dms(6, 21), 1.64],
  ["mintaka", hms(5, 32, 0), -dms(0, 18), 2.23],
  ["alnilam", hms(5, 36, 13), dms(-1, 12), 1.69],
  ["alnitak", hms(5, 40, 46), dms(-1, 57), 1.77],
  ["saiph", hms(5, 47, 45), dms(-9, 40), 2.09],
  ["meissa", hms(5, 35, 8), dms(9, 56), 3.39],
  ["42-ori", hms(5, 35, 23), dms(-4, 50), 4.6],
  ["m42", hms(5, 35, 17), dms(-5, 23), 4.0],
  ["hatysa", hms(5, 35, 26), dms(-5, 55), 2.77],
  ["mu-ori", hms(6, 2, 23), dms(9, 39), 4.1],
  ["nu-ori", hms(6, 7, 34), dms(14, 46), 4.4],
  ["xi-ori", hms(6, 11, 56), dms(14, 12), 4.5],
  ["chi1-ori", hms(5, 54, 23), dms(20, 17), 4.4],
  ["chi2-ori", hms(6, 3, 55), dms(20, 8), 4.6],
  ["pi1-ori", hms(4, 54, 54), dms(10, 9), 4.6],
  ["pi2-ori", hms(4, 50, 37), dms(8, 54), 4.4],
  ["pi3-ori", hms(4, 49, 50), dms(6, 58), 3.2],
  ["pi4-ori", hms(4, 51, 12), dms(5, 36), 3.7],
  ["pi5-ori", hms(4, 54, 15), dms(2, 27), 3.7],
  ["pi6-ori", hms(4, 58, 33), dms(1, 43), 4.5],
  // Taurus, the Hyades about Aldebaran
  ["aldebaran", hms(4, 35, 55), dms(16, 30), 0.85],
  ["elnath", hms(5, 26, 18), dms(28, 36), 1.65],
  ["zeta-tau", hms(5, 37, 39), dms(21, 9), 3.0],
  ["theta2-tau", hms(4, 28, 40), dms(15, 52), 3.4],
  ["gamma-tau", hms(4, 19, 48), dms(15, 38), 3.65],
  ["delta1-tau", hms(4, 22, 56), dms(17, 33), 3.76],
  ["epsilon-tau", hms(4, 28, 37), dms(19, 11), 3.53],
  ["lambda-tau", hms(4, 0, 41), dms(12, 29), 3.4],
  ["omicron-tau", hms(3, 24, 49), dms(9, 2), 3.6],
  ["xi-tau", hms(3, 27, 10), dms(9, 44), 3.7],
  // The Pleiades
  ["alcyone", hms(3, 47, 29), dms(24, 6), 2.87],
  ["atlas", hms(3, 49, 10), dms(24, 3), 3.62],
  ["electra", hms(3, 44, 53), dms(24, 7), 3.7],
  ["maia", hms(3, 45, 50), dms(24, 22), 3.87],
  ["merope", hms(3, 46, 20), dms(23, 57), 4.18],
  ["taygeta", hms(3, 45, 12), dms(24, 28), 4.3],
  // Gemini
  ["castor", hms(7, 34, 36), dms(31, 53), 1.58],
  ["pollux", hms(7, 45, 19), dms(28, 2), 1.14],
  ["alhena", hms(6, 37, 43), dms(16, 24), 1.93],
  ["mebsuta", hms(6, 43, 56), dms(25, 8), 2.98],
  ["tejat", hms(6, 22, 58), dms(22, 31), 2.87],
  ["propus", hms(6, 14, 53), dms(22, 30), 3.3],
  ["wasat", hms(7, 20, 7), dms(21, 59), 3.53],
  ["mekbuda", hms(7, 4, 6), dms(20, 34), 3.9],
  ["alzirr", hms(6, 45, 17), dms(12, 54), 3.36],
  ["kappa-gem", hms(7, 44, 27), dms(24, 24), 3.57],
  ["iota-gem", hms(7, 25, 44), dms(27, 48), 3.79],
  ["tau-gem", hms(7, 11, 8), dms(30, 15), 4.4],
  ["theta-gem", hms(6, 52, 47), dms(33, 58), 3.6],
  ["lambda-gem", hms(7, 18, 6), dms(16, 32), 3.58],
  ["nu-gem", hms(6, 28, 58), dms(20, 13), 4.15],
  ["upsilon-gem", hms(7, 35, 55), dms(26, 54), 4.06],
  // Canis Minor
  ["procyon", hms(7, 39, 18), dms(5, 13), 0.34],
  ["gomeisa", hms(7, 27, 9), dms(8, 17), 2.9],
];

// The stick figures, as chains of stars joined in order.
const FIGURES = [
  // Orion: shoulders, head, belt, knees, club and shield, and the sword hanging from the belt.
  ["bellatrix", "betelgeuse", "alnitak", "alnilam", "mintaka", "bellatrix"],
  ["bellatrix", "meissa", "betelgeuse"],
  ["alnitak", "saiph"],
  ["mintaka", "rigel"],
  ["alnilam", "42-ori", "m42", "hatysa"],
  ["betelgeuse", "mu-ori", "xi-ori", "nu-ori", "chi2-ori", "chi1-ori"],
  ["bellatrix", "pi3-ori"],
  ["pi1-ori", "pi2-ori", "pi3-ori", "pi4-ori", "pi5-ori", "pi6-ori"],
  // Taurus: the Hyades' V, the horns, and the forelegs.
  ["zeta-tau", "aldebaran", "theta2-tau", "gamma-tau", "delta1-tau", "epsilon-tau", "elnath"],
  ["gamma-tau", "lambda-tau", "xi-tau", "omicron-tau"],
  // Gemini: Castor's line and Pollux's, joined at the hands.
  ["castor", "tau-gem", "mebsuta", "tejat", "propus"],
  ["tau-gem", "theta-gem"],
  ["mebsuta", "nu-gem"],
  ["pollux", "upsilon-gem", "wasat", "mekbuda", "alhena"],
  ["wasat", "lambda-gem", "alzirr"],
  ["pollux", "kappa-gem"],
  ["tau-gem", "iota-gem", "upsilon-gem"],
  // Canis Minor
  ["procyon", "gomeisa"],
];

// Looking south on a winter evening: the projection's centre, a little of the sky's turn as the
// night goes on, and the box in the picture the named stars are fitted into.
const CENTRE = { ra: hms(5, 50), dec: 12.5 };
const TILT = rad(-8);
const BOX = { left: 885, right: 1570, top: 22, bottom: 425 };

/**
 * Stereographic projection about CENTRE, east to the left and north up, turned by TILT.
 * @param {number} ra
 * @param {number} dec
 * @returns {Point}
 */
function plane(ra, dec) {
  const [a, d, a0, d0] = [rad(ra), rad(dec), rad(CENTRE.ra), rad(CENTRE.dec)];
  const k = 2 / (1 + Math.sin(d0) * Math.sin(d) + Math.cos(d0) * Math.cos(d) * Math.cos(a - a0));
  const east = k * Math.cos(d) * Math.sin(a - a0);
  const north = k * (Math.cos(d0) * Math.sin(d) - Math.sin(d0) * Math.cos(d) * Math.cos(a - a0));
  const [x, y] = [-east, -north];
  return { x: x * Math.cos(TILT) - y * Math.sin(TILT), y: x * Math.sin(TILT) + y * Math.cos(TILT) };
}

// The scale and offset that fit the named stars into BOX, keeping their shapes.
const FIT = (() => {
  const points = STARS.map(([, ra, dec]) => plane(ra, dec));
  const xs = points.map((p) => p.x);
  const ys = points.map((p) => p.y);
  const [x0, x1, y0, y1] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
  const scale = Math.min((BOX.right - BOX.left) / (x1 - x0), (BOX.bottom - BOX.top) / (y1 - y0));
  return {
    scale,
    x: (BOX.left + BOX.right) / 2 - ((x0 + x1) / 2) * scale,
    y: (BOX.top + BOX.bottom) / 2 - ((y0 + y1) / 2) * scale,
  };
})();

/**
 * @param {number} ra
 * @param {number} dec
 * @returns {Point}
 */
function project(ra, dec) {
  const p = plane(ra, dec);
  return { x: FIT.x + p.x * FIT.scale, y: FIT.y + p.y * FIT.scale };
}

/**
 * A galactic longitude and latitude (degrees) as J2000 right ascension and declination.
 * @param {number} l
 * @param {number} b
 */
function galactic(l, b) {
  const [raPole, decPole, lCelestialPole] = [rad(192.85948), rad(27.12825), rad(122.93192)];
  const [lr, br] = [rad(l), rad(b)];
  const sinDec =
    Math.sin(decPole) * Math.sin(br) +
    Math.cos(decPole) * Math.cos(br) * Math.cos(lCelestialPole - lr);
  const y = Math.cos(br) * Math.sin(lCelestialPole - lr);
  const x =
    Math.cos(decPole) * Math.sin(br) -
    Math.sin(decPole) * Math.cos(br) * Math.cos(lCelestialPole - lr);
  const ra = (((raPole + Math.atan2(y, x)) * 180) / Math.PI + 360) % 360;
  return { ra, dec: (Math.asin(sinDec) * 180) / Math.PI };
}

const at = new Map(STARS.map(([name, ra, dec, mag]) => [name, { ...project(ra, dec), mag }]));
// The Pleiades are drawn at three times their true spread about Alcyone, as the eye sees them:
// at the picture's scale their degree of sky would be a smudge.
const PLEIADES = ["atlas", "electra", "maia", "merope", "taygeta"];
for (const name of PLEIADES) {
  const [star, alcyone] = /** @type {[Point & { mag: number }, Point]} */ ([
    at.get(name),
    at.get("alcyone"),
  ]);
  at.set(name, {
    ...star,
    x: alcyone.x + 3 * (star.x - alcyone.x),
    y: alcyone.y + 3 * (star.y - alcyone.y),
  });
}
/** A star's radius from its magnitude: 5 px at magnitude 0, 1.4 px at 5 and fainter. */
const radius = (/** @type {number} */ mag) => Math.max(1.4, 5 - 0.75 * mag);

// The horizon: a far ridge and the near hill, as y for x, smooth and low on the left.
/** A smooth hill of height h centred on c, about w wide. */
/**
 * @param {number} x
 * @param {number} c
 * @param {number} w
 * @param {number} h
 */
const bump = (x, c, w, h) => h * Math.exp(-(((x - c) / w) ** 2));
const farRidge = (/** @type {number} */ x) =>
  545 -
  bump(x, 700, 230, 40) -
  bump(x, 1085, 150, 92) -
  bump(x, 1250, 110, 62) -
  bump(x, 1580, 120, 80);
const nearHill = (/** @type {number} */ x) =>
  526 - bump(x, 1425, 215, 70) - bump(x, 140, 280, 9) - bump(x, 900, 260, 6);
/** The observatory's hill top. */
const DOME = { x: 1420, y: nearHill(1420) };

/**
 * The line along a ridge, y = f(x) for x from 0 to W, and the land under it, to the bottom.
 * @param {(x: number) => number} f
 */
function ridge(f, step = 16) {
  let line = `M0 ${n(f(0))}`;
  for (let x = step; x <= W; x += step) line += `L${n(x)} ${n(f(x))}`;
  return { line, land: `${line}V${H}H0z` };
}

/**
 * A small four-pointed sparkle, as on the cards, centred on (x, y).
 * @param {number} x
 * @param {number} y
 * @param {number} r
 */
function sparkle(x, y, r) {
  const w = r * 0.28;
  return (
    `M${n(x)} ${n(y - r)}L${n(x + w)} ${n(y - w)}L${n(x + r)} ${n(y)}L${n(x + w)} ${n(y + w)}` +
    `L${n(x)} ${n(y + r)}L${n(x - w)} ${n(y + w)}L${n(x - r)} ${n(y)}L${n(x - w)} ${n(y - w)}z`
  );
}

/** Dots as a single path of zero-length round-capped strokes: "M x y h0" each. */
const dots = (/** @type {Point[]} */ points) =>
  points.map((p) => `M${n(p.x)} ${n(p.y)}h0`).join("");

const inSky = (/** @type {Point} */ p, margin = 6) =>
  p.x > margin &&
  p.x < W - margin &&
  p.y > margin &&
  p.y < Math.min(farRidge(p.x), nearHill(p.x)) - 8;
const nearBright = (/** @type {Point} */ p, /** @type {number} */ gap) =>
  [...at.values()].some((s) => Math.hypot(s.x - p.x, s.y - p.y) < gap + radius(s.mag));

// The Milky Way: faint stars scattered about the galactic equator, thickest at its middle,
// and a soft band drawn as two flat, nearly clear strips, one inside the other.
const milkyWay = [];
for (let i = 0; i < 330; i++) {
  const { ra, dec } = galactic(between(140, 235), gauss() * 4.5);
  const p = project(ra, dec);
  if (inSky(p) && p.x > CALM + 60 && !nearBright(p, 5)) milkyWay.push(p);
}
// The band's edges wander: each edge is the galactic latitude ±half, plus a few slow waves.
const waves = Array.from({ length: 3 }, (_, i) => ({
  k: 0.05 * (i + 1.3),
  phase: between(0, 6.3),
}));
const wander = (/** @type {number} */ l) =>
  waves.reduce((sum, w) => sum + Math.sin(w.k * l + w.phase), 0) / 3;
const bandEdge = (/** @type {number} */ b) => {
  const points = [];
  for (let l = 135; l <= 240; l += 3) {
    const { ra, dec } = galactic(l, b * (1 + 0.45 * wander(l * Math.sign(b))));
    points.push(project(ra, dec));
  }
  return points;
};
const band = (/** @type {number} */ half) => {
  const [upper, lower] = [bandEdge(half), bandEdge(-half).reverse()];
  return `M${[...upper, ...lower].map((p) => `${n(p.x)} ${n(p.y)}`).join("L")}z`;
};

// Background stars over the whole sky, sparse and very faint where the text sits.
const field = [];
for (let i = 0; i < 150; i++) {
  const p = { x: between(0, W), y: between(0, 470) };
  if (inSky(p) && !nearBright(p, 8)) field.push(p);
}
const calmField = field.filter((p) => p.x < CALM);
const openField = field.filter((p) => p.x >= CALM);

// The Moon in Cancer: its dark disc and glow. The home page draws the lit part over it in the
// day's phase (app/components/home-sky.tsx, which holds this disc's centre and radius).
const MOON = { ...project(hms(8, 22), 20.2), r: 32 };

// A few small sparkles in the open sky, as on the cards, clear of the named stars and the Moon.
/** @type {(Point & { r: number })[]} */
const glints = [];
while (glints.length < 4) {
  const p = { x: between(CALM + 80, W - 20), y: between(20, 400) };
  const r = between(4, 6.5);
  const clear = !nearBright(p, 26) && glints.every((g) => Math.hypot(g.x - p.x, g.y - p.y) > 120);
  if (inSky(p, 20) && clear && Math.hypot(p.x - MOON.x, p.y - MOON.y) > MOON.r * 3.5)
    glints.push({ ...p, r });
}

// The constellation lines, stopped short of each star so the stars stand clear of them.
const lines = FIGURES.flatMap((chain) =>
  chain.slice(1).map((name, i) => {
    const [a, b] = [at.get(/** @type {string} */ (chain[i])), at.get(name)];
    if (!a || !b) throw new Error(`No star named ${chain[i]} or ${name}`);
    const len = Math.hypot(b.x - a.x, b.y - a.y);
    const [ux, uy] = [(b.x - a.x) / len, (b.y - a.y) / len];
    const [ga, gb] = [radius(a.mag) + 3.5, radius(b.mag) + 3.5];
    return `M${n(a.x + ux * ga)} ${n(a.y + uy * ga)}L${n(b.x - ux * gb)} ${n(b.y - uy * gb)}`;
  }),
).join("");

// The named stars: the brightest as gold or pale sparkles, the rest as pale dots.
const WARM = new Set(["betelgeuse", "aldebaran", "pollux"]);
const sparkles = { warm: "", cool: "" };
const starDots = [];
for (const [name, s] of at) {
  if (s.mag < 1.2) {
    sparkles[WARM.has(name) ? "warm" : "cool"] += sparkle(s.x, s.y, radius(s.mag) * 3.1);
  }
  starDots.push(`<circle cx="${n(s.x)}" cy="${n(s.y)}" r="${n(radius(s.mag))}"/>`);
}

// The observatory: a drum with a door and a lit window, a dome with its slit open and a
// telescope looking out towards Orion, on the near hill's top; two pines down the slope.
const observatory = (() => {
  const { x } = DOME;
  const base = DOME.y + 4;
  const [half, wall] = [24, 30];
  const top = base - wall;
  const drum = `M${n(x - half)} ${n(base)}V${n(top)}H${n(x + half)}V${n(base)}z`;
  const dome = `M${n(x - half - 3)} ${n(top)}A${half + 3} ${half + 3} 0 0 1 ${n(x + half + 3)} ${n(top)}z`;
  const slit = `M${n(x - 4)} ${n(top - 26)}L${n(x - 5)} ${n(top - 2)}H${n(x + 5)}L${n(x + 4)} ${n(top - 26)}z`;
  const scope = `M${n(x)} ${n(top - 12)}L${n(x - 15)} ${n(top - 40)}`;
  const door = `M${n(x - 6)} ${n(base)}V${n(base - 14)}A6 6 0 0 1 ${n(x + 6)} ${n(base - 14)}V${n(base)}`;
  const window = `<rect x="${n(x + 11)}" y="${n(top + 8)}" width="6" height="8" rx="1" fill="${C.gold}"/>`;
  return (
    `<g fill="${C.bgRaised}" stroke="${C.gold}" stroke-width="2" stroke-linejoin="round">` +
    `<path d="${drum}"/><path d="${dome}"/><path d="${slit}" fill="${C.bgDeep}"/>` +
    `<path d="${door}" fill="${C.bgDeep}"/></g>` +
    `<path d="${scope}" stroke="${C.gold}" stroke-width="4.5" stroke-linecap="round"/>${window}`
  );
})();

/**
 * A pine in the deck's manner: a tiered crown on a short trunk, standing at x on the near hill.
 * @param {number} x
 * @param {number} size
 */
function pine(x, size) {
  const base = nearHill(x) + 3;
  const [t, w] = [size, size * 0.3];
  /** @type {[number, number][]} */
  const crown = [
    [x, base - t],
    [x + w * 0.75, base - t * 0.52],
    [x + w * 0.4, base - t * 0.54],
    [x + w, base - t * 0.2],
    [x - w, base - t * 0.2],
    [x - w * 0.4, base - t * 0.54],
    [x - w * 0.75, base - t * 0.52],
  ];
  return (
    `<path d="M${n(x)} ${n(base)}V${n(base - t * 0.2)}" stroke="${C.gold}" stroke-width="2.5"/>` +
    `<path d="M${crown.map(([px, py]) => `${n(px)} ${n(py)}`).join("L")}z" fill="${C.bgRaised}" ` +
    `stroke="${C.gold}" stroke-width="2" stroke-linejoin="round"/>`
  );
}
const trees = pine(1532, 56) + pine(1562, 40);

/** A footpath up to the observatory's door, dashed like the path on The Moon. */
const footpath = (() => {
  const door = { x: DOME.x, y: DOME.y + 3 };
  return (
    `<path d="M1290 ${H}C1330 ${n(H - 30)} 1460 ${n(door.y + 40)} ${n(door.x)} ${n(door.y)}" ` +
    `fill="none" stroke="${C.gold}" stroke-width="2" stroke-dasharray="6 7" opacity=".55"/>`
  );
})();

const svg = [
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}">`,
  "<defs>",
  // The sky lightens towards the horizon; a second wash darkens the left, under the text.
  `<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">`,
  `<stop offset="0" stop-color="${C.bg}"/><stop offset=".55" stop-color="#10173a"/>`,
  `<stop offset="1" stop-color="${C.dusk}"/></linearGradient>`,
  `<linearGradient id="calm" x1="0" y1="0" x2="1" y2="0">`,
  `<stop offset="0" stop-color="${C.bgDeep}" stop-opacity=".85"/>`,
  `<stop offset=".4" stop-color="${C.bgDeep}" stop-opacity=".6"/>`,
  `<stop offset=".62" stop-color="${C.bgDeep}" stop-opacity="0"/></linearGradient>`,
  // The far ridge is darker on the left, under the text, like the sky above it.
  `<linearGradient id="far" x1="0" y1="0" x2="1" y2="0">`,
  `<stop offset=".3" stop-color="#0e1430"/><stop offset=".75" stop-color="${C.bgRaised}"/></linearGradient>`,
  // The ridges' gold lines begin past the text, so no line runs under a letter.
  `<linearGradient id="ridge" gradientUnits="userSpaceOnUse" x1="${n(CALM - 60)}" y1="0" x2="${n(CALM + 240)}" y2="0">`,
  `<stop offset="0" stop-color="${C.gold}" stop-opacity="0"/><stop offset="1" stop-color="${C.gold}"/>`,
  "</linearGradient>",
  "</defs>",
  `<rect width="${W}" height="${H}" fill="url(#sky)"/>`,
  `<rect width="${W}" height="${H}" fill="url(#calm)"/>`,
  // The Milky Way's band, in two nearly clear strips.
  `<g fill="${C.lineStrong}">`,
  `<path d="${band(8)}" opacity=".045"/><path d="${band(4)}" opacity=".05"/></g>`,
  // Faint stars: the band's, the open sky's, and the few, dimmer still, under the text.
  `<g fill="none" stroke-linecap="round">`,
  `<path d="${dots(milkyWay.filter((_, i) => i % 3 === 0))}" stroke="${C.pale}" stroke-width="2" opacity=".55"/>`,
  `<path d="${dots(milkyWay.filter((_, i) => i % 3 !== 0))}" stroke="${C.pale}" stroke-width="1.3" opacity=".4"/>`,
  `<path d="${dots(openField)}" stroke="${C.pale}" stroke-width="1.6" opacity=".45"/>`,
  `<path d="${dots(calmField)}" stroke="${C.faint}" stroke-width="1.5" opacity=".6"/>`,
  "</g>",
  `<path d="${glints.map((g) => sparkle(g.x, g.y, g.r)).join("")}" fill="${C.pale}" opacity=".8"/>`,
  // The Moon, its dark part's rim in faint gold, and two flat rings of glow.
  `<circle cx="${n(MOON.x)}" cy="${n(MOON.y)}" r="${MOON.r * 2.1}" fill="${C.pale}" opacity=".035"/>`,
  `<circle cx="${n(MOON.x)}" cy="${n(MOON.y)}" r="${MOON.r * 1.5}" fill="${C.pale}" opacity=".05"/>`,
  `<circle cx="${n(MOON.x)}" cy="${n(MOON.y)}" r="${MOON.r}" fill="${C.bg}" stroke="${C.gold}" stroke-width="1.2" opacity=".6"/>`,
  // Its lit part is drawn by the home page in the day's phase (app/components/home-sky.tsx).
  // The constellations.
  `<path d="${lines}" fill="none" stroke="${C.gold}" stroke-width="1.4" stroke-linecap="round" opacity=".7"/>`,
  `<g fill="${C.pale}">${starDots.join("")}</g>`,
  `<path d="${sparkles.warm}" fill="${C.gold}"/><path d="${sparkles.cool}" fill="${C.pale}"/>`,
  // The land: a far ridge, the near hill with its observatory, pines and footpath.
  `<path d="${ridge(farRidge).land}" fill="url(#far)"/>`,
  `<path d="${ridge(farRidge).line}" fill="none" stroke="url(#ridge)" stroke-width="1.5" opacity=".45"/>`,
  observatory,
  trees,
  `<path d="${ridge(nearHill).land}" fill="${C.bg}"/>`,
  `<path d="${ridge(nearHill).line}" fill="none" stroke="url(#ridge)" stroke-width="2"/>`,
  footpath,
  "</svg>",
].join("");

writeFileSync(OUT, `${svg}\n`);
console.log(`${path.relative(root, OUT)}: ${Buffer.byteLength(svg) + 1} bytes`);
