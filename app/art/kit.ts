// Shared drawing kit for the tarot card art: palette, reusable <defs>, and small path builders.
// Every id below has the same content on every card, so inlining several cards on one page is safe.

import { fnv1a, mulberry32 } from "~/domain/hash";
import { ART_COLOURS, PALETTE } from "~/domain/palette";
import type { Suit } from "~/domain/tarot/deck";

export const GOLD = PALETTE.gold;
export const PALE = ART_COLOURS.pale;
export const DUSK = ART_COLOURS.dusk;
export const INK = PALETTE.bg;
export const ROSE = ART_COLOURS.rose;
export const WATER = ART_COLOURS.water;

// Attribute shorthands the card drawings share.
export const FG = `fill="${GOLD}"`;
export const FD = `fill="${DUSK}"`;
export const FI = `fill="${INK}"`;
export const FP = `fill="${PALE}"`;
export const THIN = 'stroke-width="1"';

/** Rounds to one decimal and drops a trailing ".0": keeps the markup short and deterministic. */
export function n(value: number): string {
  const r = Math.round(value * 10) / 10;
  return String(Object.is(r, -0) ? 0 : r);
}

export function polar(cx: number, cy: number, r: number, deg: number): [number, number] {
  const a = (deg * Math.PI) / 180;
  return [cx + r * Math.cos(a), cy + r * Math.sin(a)];
}

function pt([x, y]: [number, number]): string {
  return `${n(x)} ${n(y)}`;
}

/** A star polygon with `points` tips, the first pointing at `rotate` degrees (-90 is up). */
export function starPath(
  cx: number,
  cy: number,
  points: number,
  outer: number,
  inner: number,
  rotate = -90,
): string {
  const parts: string[] = [];
  for (let i = 0; i < points * 2; i++) {
    const r = i % 2 === 0 ? outer : inner;
    parts.push(pt(polar(cx, cy, r, rotate + (i * 180) / points)));
  }
  return `M${parts.join("L")}Z`;
}

/** A five-pointed star drawn as a single unbroken line (a pentagram), tip at `rotate`. */
export function pentagramPath(cx: number, cy: number, r: number, rotate = -90): string {
  const tips = [0, 2, 4, 1, 3].map((k) => pt(polar(cx, cy, r, rotate + k * 72)));
  return `M${tips.join("L")}Z`;
}

/** Straight rays between two radii, as one path of separate strokes. */
export function rays(
  cx: number,
  cy: number,
  r1: number,
  r2: number,
  count: number,
  offset = 0,
  span = 360,
): string {
  let d = "";
  const step = span === 360 ? span / count : span / (count - 1);
  for (let i = 0; i < count; i++) {
    const deg = offset + i * step;
    d += `M${pt(polar(cx, cy, r1, deg))}L${pt(polar(cx, cy, r2, deg))}`;
  }
  return d;
}

/** A wavy horizontal line from x1 to x2 with `count` crests. */
export function waves(x1: number, x2: number, y: number, amp: number, count: number): string {
  const w = (x2 - x1) / count;
  let d = `M${n(x1)} ${n(y)}`;
  for (let i = 0; i < count; i++) d += `q${n(w / 4)} ${n(-amp)} ${n(w / 2)} 0t${n(w / 2)} 0`;
  return d;
}

export function path(d: string, attrs = ""): string {
  return `<path d="${d}"${attrs ? ` ${attrs}` : ""}/>`;
}

export function circle(cx: number, cy: number, r: number, attrs = ""): string {
  return `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}"${attrs ? ` ${attrs}` : ""}/>`;
}

/** Places a shared symbol, thinning its stroke as it grows so lines stay even across the deck. */
export function place(id: string, x: number, y: number, scale = 1, rotate = 0): string {
  const t = `translate(${n(x)} ${n(y)})${rotate ? ` rotate(${rotate})` : ""}${scale !== 1 ? ` scale(${scale})` : ""}`;
  const sw = scale !== 1 ? ` stroke-width="${+(1.6 / scale).toFixed(2)}"` : "";
  return `<use href="#${id}" transform="${t}"${sw}/>`;
}

export function text(x: number, y: number, size: number, content: string, attrs = ""): string {
  return `<text x="${n(x)}" y="${n(y)}" font-size="${size}"${attrs ? ` ${attrs}` : ""}>${escapeXml(content)}</text>`;
}

export function escapeXml(value: string): string {
  return value
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;");
}

export const SUIT_SYMBOL: Record<Suit, string> = {
  wands: "tc-wand",
  cups: "tc-cup",
  swords: "tc-sword",
  pentacles: "tc-pent",
};

// Suit symbols are drawn about 26 wide and 40 tall around the origin.
const DEFS: Record<string, string> = {
  "tc-bg": `<linearGradient id="tc-bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${ART_COLOURS.cardTop}"/><stop offset="1" stop-color="${INK}"/></linearGradient>`,
  "tc-wand": `<g id="tc-wand">${path("M-2.5-19h5l1 38h-7z", `fill="${DUSK}"`)}${path(
    "M2.5-12q4-7 9-6q-3 5-9 6zM-2.4-3q-4-7-9-6q3 5 9 6zM2.6 6q4-5 8-4q-3 4-8 4z",
    `fill="${GOLD}" stroke="none"`,
  )}${path("M-3.5-19h7")}</g>`,
  "tc-cup": `<g id="tc-cup">${path("M-12-18h24c0 13-6 18-12 18s-12-5-12-18z", `fill="${DUSK}"`)}${path(
    "M-11-12h22M0 0v10M-8 19c0-6 4-8 8-8s8 2 8 8z",
  )}${circle(0, 5, 2, `fill="${GOLD}"`)}</g>`,
  "tc-sword": `<g id="tc-sword">${path("M0-21l3 5v22h-6v-22z", `fill="${DUSK}"`)}${path("M0-15v19M-11 9q0-3 3-3h16q3 0 3 3M0 6v9")}${circle(
    0,
    18,
    2.2,
    `fill="${GOLD}"`,
  )}</g>`,
  "tc-pent": `<g id="tc-pent">${circle(0, 0, 14, `fill="${DUSK}"`)}${circle(0, 0, 11.5, 'stroke-width=".8"')}${path(
    pentagramPath(0, 0, 11.5),
  )}</g>`,
};

/** The <defs> a body needs: every shared id it references, in a fixed order. */
export function defsFor(body: string): string {
  const used = Object.keys(DEFS).filter(
    (id) => body.includes(`#${id}"`) || body.includes(`#${id})`),
  );
  return used.length ? `<defs>${used.map((id) => DEFS[id]).join("")}</defs>` : "";
}

/** A small deterministic generator seeded from a string, for star fields. */
export function seededRandom(seed: string): () => number {
  return mulberry32(fnv1a(seed));
}

/** A crescent with its horns up, hollow side of radius r; rotate to turn it. */
export function crescent(cx: number, cy: number, r: number, rotate = 0, attrs = ""): string {
  const [lx, ly] = [cx - r * 0.87, cy - r * 0.5];
  const d = `M${n(lx)} ${n(ly)}a${n(r)} ${n(r)} 0 1 0 ${n(r * 1.74)} 0a${n(r)} ${n(r)} 0 0 1 ${n(-r * 1.74)} 0z`;
  return path(d, `${rotate ? `transform="rotate(${rotate} ${n(cx)} ${n(cy)})" ` : ""}${attrs}`);
}

/** An open crown of `points` spikes (at least 2), base centred at (cx, cy). */
export function crown(
  cx: number,
  cy: number,
  width: number,
  height: number,
  points: number,
  attrs = "",
): string {
  const x0 = cx - width / 2;
  const gap = width / (points - 1);
  let d = `M${n(x0)} ${n(cy)}`;
  for (let i = 0; i < points; i++) {
    d += `L${n(x0 + i * gap)} ${n(cy - height)}`;
    if (i < points - 1) d += `L${n(x0 + (i + 0.5) * gap)} ${n(cy - height * 0.4)}`;
  }
  return path(`${d}L${n(cx + width / 2)} ${n(cy)}z`, attrs);
}

// The four fixed signs as the four living creatures of the Wheel and the World: angel (Aquarius),
// eagle (Scorpio), bull (Taurus) and lion (Leo), each a winged medallion in a corner.
const CREATURES: readonly [number, number, string][] = [
  [34, 70, "M-6-1.5l3-3 3 3 3-3 3 3M-6 3.5l3-3 3 3 3-3 3 3"],
  [166, 70, "M-7-4v8M-7-2q1.8-3 3.5 0v6M-3.5-2q1.8-3 3.5 0v6q0 2 2.5 2h3.5M6 6l-2-2M6 6l-2 2"],
  [34, 272, "M-6-6q6 7 12 0M3.5 3a3.5 3.5 0 1 1-7 0a3.5 3.5 0 1 1 7 0"],
  [166, 272, "M-4 5.5a2.5 2.5 0 1 1 .1 0M-1.5 3q-1.5-8 3-8t3 5q0 4-2 6q1 1.5 3 0"],
];

export function fourCreatures(): string {
  return CREATURES.map(
    ([x, y, glyph]) =>
      `<g transform="translate(${x} ${y})">${path("M-11-2q-8-9-13-4q5 1 7 6q-5-1-7 3q7 0 13-2M11-2q8-9 13-4q-5 1-7 6q5-1 7 3q-7 0-13-2", 'stroke-width="1"')}` +
      `${circle(0, 0, 11, `fill="${DUSK}"`)}${path(glyph, 'stroke-width="1.2"')}</g>`,
  ).join("");
}

/** Thick strokes drawn as filled shapes with a gold edge: limbs and ropes in silhouette. */
export function outlined(d: string, width: number, fill = INK): string {
  return (
    path(d, `stroke-width="${width + 3}"`) + path(d, `stroke="${fill}" stroke-width="${width}"`)
  );
}

/** A falling drop of light (a yod), tip up. */
export function drops(points: readonly (readonly [number, number])[]): string {
  return path(
    points.map(([x, y]) => `M${x} ${y}q4 6 0 8q-4-2 0-8z`).join(""),
    `fill="${GOLD}" stroke="none"`,
  );
}
