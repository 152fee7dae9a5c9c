// Shared pieces for the Swords scenes: swords held, stuck or lying, and the suit's windy sky.

import { circle, FD, GOLD, INK, n, PALE, path, place, SUIT_SYMBOL, THIN } from "~/art/kit";
import type { Pt } from "~/art/tarot/figure";

const SWORD = SUIT_SYMBOL.swords;

/** A sword with its origin at (x, y): the blade's tip is 21 above it, the grip's middle 11 below. */
export function sword(x: number, y: number, s: number, rotate = 0): string {
  return place(SWORD, x, y, s, rotate);
}

/** A sword whose grip is in the hand at p, turned `rotate` degrees from point-up. */
export function held([x, y]: Pt, s: number, rotate = 0): string {
  const a = (rotate * Math.PI) / 180;
  return sword(x + 11 * s * Math.sin(a), y - 11 * s * Math.cos(a), s, rotate);
}

/** A sword point down with its tip at p, leaning `tilt` degrees. */
export function stuck([x, y]: Pt, s: number, tilt = 0): string {
  const a = ((180 + tilt) * Math.PI) / 180;
  return sword(x - 21 * s * Math.sin(a), y + 21 * s * Math.cos(a), s, 180 + tilt);
}

/** A hand drawn over a grip, after the sword. */
export function fist([x, y]: Pt, s: number): string {
  return circle(x, y, 2.3 * s, `fill="${PALE}" ${THIN}`);
}

/** A flat-bottomed cloud bank as one path: a run of bumps from x1 to x2 on the line y. */
export function cloudBank(x1: number, x2: number, y: number, bumps: number, h: number): string {
  const w = (x2 - x1) / bumps;
  let d = `M${n(x1)} ${n(y)}`;
  for (let i = 0; i < bumps; i++) {
    const lift = h * (0.7 + 0.3 * Math.sin(i * 2.3));
    d += `a${n(w / 2)} ${n(lift)} 0 0 1 ${n(w)} 0`;
  }
  return path(`${d}z`, FD);
}

/** Gusts: long curling strokes across the sky. */
export function wind(lines: readonly (readonly [number, number, number])[]): string {
  return path(
    lines
      .map(
        ([x, y, w]) => `M${n(x)} ${n(y)}q${n(w / 2)} -6 ${n(w)} 0q${n(w * 0.2)} 4 ${n(w * 0.1)} -4`,
      )
      .join(""),
    `${THIN} opacity=".7"`,
  );
}

/** Birds as small gull wings. */
export function birds(points: readonly Pt[], size = 4): string {
  return path(
    points
      .map(
        ([x, y]) =>
          `M${n(x - size)} ${n(y)}q${n(size / 2)} ${n(-size / 2)} ${n(size)} 0q${n(size / 2)} ${n(-size / 2)} ${n(size)} 0`,
      )
      .join(""),
    'stroke-width="1.2"',
  );
}

/** A blindfold across the eyes of a head at p with radius r, tied at the back. */
export function blindfold([x, y]: Pt, r: number, facing: 1 | -1 = 1): string {
  const t = y - r * 0.22;
  const knot = x - facing * r * 0.95;
  return (
    path(
      `M${n(x - r * 1.02)} ${n(t)}h${n(r * 2.04)}v${n(r * 0.5)}h${n(-r * 2.04)}z`,
      `fill="${PALE}" ${THIN}`,
    ) +
    path(
      `M${n(knot)} ${n(t + r * 0.25)}l${n(-facing * r * 0.6)} ${n(r * 0.7)}M${n(knot)} ${n(t + r * 0.25)}l${n(-facing * r * 0.8)} ${n(r * 0.2)}`,
      `stroke="${PALE}" stroke-width="1.4"`,
    )
  );
}

/** Bare rolling hills: a dark band below a gold skyline through the given points. */
export function hills(points: readonly Pt[], bottom = 294, fill: string = INK): string {
  const [first] = points;
  const last = points[points.length - 1];
  if (!first || !last) return "";
  let d = `M${n(first[0])} ${n(first[1])}`;
  for (let i = 1; i < points.length; i++) {
    const [x0, y0] = points[i - 1]!;
    const [x1, y1] = points[i]!;
    d += `C${n(x0 + (x1 - x0) * 0.4)} ${n(y0)} ${n(x1 - (x1 - x0) * 0.4)} ${n(y1)} ${n(x1)} ${n(y1)}`;
  }
  return (
    path(`${d}L${n(last[0])} ${bottom}L${n(first[0])} ${bottom}z`, `fill="${fill}" stroke="none"`) +
    path(d)
  );
}

const TORN =
  "M16 84l24-10 18 4 22-12 14 6 18-4-20 12-16 0-24 10-14-4zM100 104l26-12 20 4 22-10 16 4v8l-14 2-18 8-24-2zM36 126l22-6 16 2 14-6-10 10-24 4z";

/** Torn clouds: ragged streaks blown across the sky. */
export function tornClouds(d = TORN): string {
  return path(d, `${FD} ${THIN}`);
}

/** A small far-off figure seen from behind in a long robe, `h` tall: only its back and hair show. */
export function farFigure(
  x: number,
  y: number,
  h: number,
  hooded = false,
  grieving = false,
): string {
  const w = h * 0.11;
  const top = y - h * 0.8;
  const robe = path(
    `M${n(x - w)} ${n(top + w)}q0-${n(w)} ${n(w)} -${n(w)}q${n(w)} 0 ${n(w)} ${n(w)}l${n(w * 0.6)} ${n(h * 0.8 - w)}h${n(-w * 3.2)}z`,
    FD,
  );
  const [hx, hy, r] = [x, y - h * 0.88, h * 0.075];
  const head = hooded
    ? path(
        `M${n(hx - r)} ${n(hy + r)}v${n(-r)}q0-${n(r * 1.6)} ${n(r)} ${n(-r * 2.2)}q${n(r)} ${n(r * 0.6)} ${n(r)} ${n(r * 2.2)}v${n(r)}z`,
        FD,
      )
    : circle(hx, hy, r, `fill="${GOLD}" ${THIN}`);
  // A bent arm: the elbow out to the side, the hand hidden at the face.
  const arm = grieving
    ? path(
        `M${n(x + w)} ${n(top + w)}l${n(w * 0.9)} ${n(h * 0.14)}l${n(-w * 1.2)} ${n(-h * 0.2)}`,
        'stroke-width="2.2"',
      )
    : "";
  return robe + arm + head;
}
