// Major arcana XI-XXI drawn as scenes, from Justice on her throne to the dancer of the World.
// People and horses come from the figure kit; the props only these cards need (scales, a living
// tree, wings, hounds, a crayfish, coffins, sunflowers) are drawn here. Picture window: x 14-186,
// y 48-294.

import { figure, horse, limb, union, type Pt } from "~/art/tarot/figure";
import {
  circle,
  crown,
  drops,
  DUSK,
  FD,
  FG,
  FI,
  fourCreatures,
  FP,
  INK,
  n,
  PALE,
  path,
  pentagramPath,
  place,
  polar,
  rays,
  ROSE,
  starPath,
  THIN,
  WATER,
  waves,
} from "~/art/kit";

const SEA = `stroke="${WATER}" ${THIN}`;
const FR = `fill="${ROSE}"`;

type Padded = readonly [number, number, number];

/** Local drawing units moved to (x, y), scaled, mirrored when f is -1, the line kept 1.6 wide. */
function group(body: string, x: number, y: number, s = 1, f: 1 | -1 = 1, rotate = 0): string {
  let t = `translate(${n(x)} ${n(y)})`;
  if (rotate) t += ` rotate(${rotate})`;
  if (s !== 1 || f !== 1) t += ` scale(${+(f * s).toFixed(3)} ${+s.toFixed(3)})`;
  const sw = s !== 1 ? ` stroke-width="${+(1.6 / s).toFixed(2)}"` : "";
  return `<g transform="${t}"${sw}>${body}</g>`;
}

/** Padded points in local units (x to the front, y up-negative) placed on the card. */
function placed(list: readonly Padded[], x: number, y: number, s: number, f: 1 | -1): Padded[] {
  return list.map(([px, py, r]) => [x + f * s * px, y + s * py, r * s]);
}

const at = (p: Pt) => `${n(p[0])} ${n(p[1])}`;

// ---------------------------------------------------------------------------------------------
// Props and creatures

function pillar(x: number, top: number, bottom: number, w = 16): string {
  const h = w / 2;
  const cap = (y: number) => `M${n(x - h - 4)} ${y}h${w + 8}v8h${-w - 8}z`;
  return (
    path(`M${n(x - h)} ${top + 8}h${w}V${bottom - 8}h${-w}z`, FD) +
    path(cap(top) + cap(bottom - 8), FI) +
    path(
      `M${n(x - h / 3)} ${top + 12}V${bottom - 12}M${n(x + h / 3)} ${top + 12}V${bottom - 12}`,
      `${THIN} opacity=".5"`,
    )
  );
}

function castleTower(x: number, base: number, w: number, h: number): string {
  const m = n(w / 5);
  const top = base - h;
  return (
    path(`M${n(x - w / 2)} ${base}V${top}h${m}v5h${m}v-5h${m}v5h${m}v-5h${m}V${base}z`, FD) +
    path(`M${n(x - 2.5)} ${n(top + 18)}v-5a2.5 2.5 0 0 1 5 0v5z`, `${FI} ${THIN}`)
  );
}

/** A sword, grip at (x, y), pointing along `rotate` (0 is up). */
function sword(x: number, y: number, len: number, rotate = 0): string {
  return group(
    path(`M-2.8-5V${6 - len}L0 ${-len}L2.8 ${6 - len}V-5z`, FP) +
      path(`M0-8V${10 - len}`, `${THIN} stroke="${INK}"`) +
      path("M-9-5h18M0-4v9", 'stroke-width="2.6"') +
      circle(0, 7, 2.2, FG),
    x,
    y,
    1,
    1,
    rotate,
  );
}

/** A pair of scales hanging from a hand at (x, y). */
function scales(x: number, y: number, w: number): string {
  const beam = y + 6;
  const pan = beam + 20;
  let out = path(`M${x} ${y}V${beam}M${n(x - w / 2)} ${beam}h${w}`, 'stroke-width="2"');
  for (const px of [x - w / 2, x + w / 2]) {
    out +=
      path(`M${n(px)} ${beam}l-6 20M${n(px)} ${beam}l6 20`, THIN) +
      path(`M${n(px - 8)} ${pan}h16q-8 8-16 0z`, FG);
  }
  return out + circle(x, beam, 2.2, FG);
}

function whiteRose(cx: number, cy: number, r: number): string {
  let petals = "";
  for (let k = 0; k < 5; k++) {
    const [x, y] = polar(cx, cy, r * 0.58, -90 + k * 72);
    petals += circle(x, y, r * 0.5);
  }
  return `<g ${FP} ${THIN}>${petals}</g>${circle(cx, cy, r * 0.28, FG)}`;
}

// A feathered wing in local units, root at (0, 0), tip up and to the left.
const WING_TIPS: readonly Pt[] = [
  [-64, -70],
  [-60, -52],
  [-54, -36],
  [-44, -22],
  [-32, -10],
  [-18, -1],
  [-4, 4],
];

function wing(x: number, y: number, s: number, f: 1 | -1, rotate = 0, fill = DUSK): string {
  let d = "M0 0C-6-30-32-60-64-70";
  let quills = "";
  for (let i = 1; i < WING_TIPS.length; i++) {
    const [a, b] = WING_TIPS[i - 1]!;
    const [c, e] = WING_TIPS[i]!;
    const notch: Pt = [((a + c) / 2) * 0.82, ((b + e) / 2) * 0.82];
    d += `Q${at([(a + notch[0]) / 2 + 2, (b + notch[1]) / 2 + 2])} ${at(notch)}L${at([c, e])}`;
    quills += `M${at([notch[0] * 0.45, notch[1] * 0.45])}L${at(notch)}`;
  }
  const body =
    path(`${d}z`, `fill="${fill}"`) +
    path(quills, 'stroke-width="1" opacity=".7"') +
    path("M-6-6C-14-26-30-44-52-56", 'stroke-width="1" opacity=".7"');
  return group(body, x, y, s, f, rotate);
}

/** A bat's wing, root at (x, y), spreading outwards on side f. */
function batWing(x: number, y: number, s: number, f: 1 | -1): string {
  const d =
    "M0 0L-30-28L-72-40Q-62-26-76-8Q-58-8-62 12Q-44 2-34 18Q-24 4-8 10z" +
    "M-30-28L-76-8M-30-28L-62 12M-30-28L-34 18";
  return group(
    path(d, FI) + path("M-30-28L-76-8M-30-28L-62 12M-30-28L-34 18"),
    x,
    y,
    s,
    f === 1 ? -1 : 1,
  );
}

/** A seated hound or wolf, howling up to the right (f flips it), 44 tall at s = 1. */
function canine(x: number, y: number, s: number, f: 1 | -1, fill: string, wolf: boolean): string {
  const p = (list: readonly Padded[]) => placed(list, x, y, s, f);
  const pt = ([px, py]: Pt): Pt => [x + f * s * px, y + s * py];
  const ear = wolf ? "M9-41L10-53L16-44z" : "M10-43Q4-40 6-31Q10-34 12-40z";
  return (
    path(`M${at(pt([-14, -4]))}Q${at(pt([-24, -2]))} ${at(pt([-28, -10]))}`, 'stroke-width="3"') +
    union(
      [
        p([
          [-7, -9, 9],
          [1, -15, 8],
          [9, -23, 6.5],
        ]),
        p([
          [9, -23, 6],
          [13, -33, 4.5],
        ]),
        p([
          [13, -33, 4.5],
          [15, -40, 5.5],
        ]),
        p([
          [15, -40, 4.5],
          [24, -48, 2.6],
        ]),
        p([
          [-9, -3, 3.5],
          [2, -2, 3],
        ]),
      ],
      fill,
    ) +
    limb([pt([8, -18]), pt([10, -2])], 3.6 * s, fill) +
    group(path(ear, `fill="${fill}" ${THIN}`), x, y, s, f) +
    circle(...pt([17, -42]), 1.1 * s, `fill="${INK}" stroke="none"`)
  );
}

/** A crayfish climbing upwards, tail at (x, y). */
function crayfish(x: number, y: number, s: number): string {
  const body =
    path("M-6 3L0-3L6 3z", FR) +
    path("M-3.5-2Q-5-10-4-16H4Q5-10 3.5-2z", FR) +
    path("M-4.5-15Q-6-24 0-29Q6-24 4.5-15z", FR) +
    path("M-3.5-9h7M-4-13h8", 'stroke-width=".8"') +
    path("M-4-24L-10-30L-10-37M4-24L10-30L10-37", 'stroke-width="2.4"') +
    path("M-10-37l-3-5M-10-37l2-5M10-37l3-5M10-37l-2-5", THIN) +
    path("M-1-29Q-6-38-14-41M1-29Q6-38 14-41", 'stroke-width=".8"') +
    path("M-4-17l-6 1M-4-20l-7-2M4-17l6 1M4-20l7-2", THIN);
  return group(body, x, y, s);
}

function sunflower(x: number, y: number, base: number): string {
  return (
    path(`M${x} ${base}V${y}M${x} ${y + 14}q-8-2-10-8q8 0 10 8`, THIN) +
    path(starPath(x, y, 12, 10, 6.5), FG) +
    circle(x, y, 4.2, FI)
  );
}

function jug(x: number, y: number, rotate: number): string {
  return group(
    path("M5-10q9 0 7 10", 'stroke-width="2"') +
      path("M-4-16h8l-1 5q9 4 9 14 0 12-12 14-12-2-12-14 0-10 9-14z", FG) +
      path("M-9 0h18", `stroke="${INK}" stroke-width="1.4"`),
    x,
    y,
    0.9,
    1,
    rotate,
  );
}

/** Where a point (px, py) of a jug drawn by jug(x, y, rotate) lands on the card. */
function jugPoint(x: number, y: number, rotate: number, [px, py]: Pt): Pt {
  const a = (rotate * Math.PI) / 180;
  const [sx, sy] = [px * 0.9, py * 0.9];
  return [x + sx * Math.cos(a) - sy * Math.sin(a), y + sx * Math.sin(a) + sy * Math.cos(a)];
}

/** A cup held by its stem at `hand`, tipped by `rotate` degrees. */
function heldCup([hx, hy]: Pt, scale: number, rotate = 0): string {
  const a = (rotate * Math.PI) / 180;
  const [ox, oy] = [-6 * scale * Math.sin(a), 6 * scale * Math.cos(a)];
  return place("tc-cup", +(hx - ox).toFixed(1), +(hy - oy).toFixed(1), scale, rotate);
}

function chain(from: Pt, via: Pt, to: Pt, links: number): string {
  let out = "";
  for (let i = 0; i <= links; i++) {
    const t = i / links;
    const x = (1 - t) ** 2 * from[0] + 2 * (1 - t) * t * via[0] + t * t * to[0];
    const y = (1 - t) ** 2 * from[1] + 2 * (1 - t) * t * via[1] + t * t * to[1];
    out += circle(x, y, 2.2, THIN);
  }
  return out;
}

/** A long straight trumpet from the mouthpiece to a flared bell, sounding. */
function trumpet(from: Pt, to: Pt): string {
  const len = Math.hypot(to[0] - from[0], to[1] - from[1]);
  const [dx, dy] = [(to[0] - from[0]) / len, (to[1] - from[1]) / len];
  const p = (along: number, side: number): Pt => [
    to[0] + dx * along - dy * side,
    to[1] + dy * along + dx * side,
  ];
  const deg = (Math.atan2(dy, dx) * 180) / Math.PI;
  return (
    path(`M${at(from)}L${at(to)}`, 'stroke-width="3.4"') +
    path(`M${at(p(-4, -2))}L${at(p(9, -7))}Q${at(p(11, 0))} ${at(p(9, 7))}L${at(p(-4, 2))}z`, FG) +
    path(rays(...p(9, 0), 7, 16, 3, deg - 25, 50), THIN)
  );
}

/** A king lying on his back, feet at (x, y) and head to the right, his crown rolled away. */
function fallenKing(x: number, y: number, s: number): string {
  const u = (along: number, across: number): Pt => [x + along * s, y + across * s];
  const r = 8 * s;
  const [hx, hy] = u(91, 0);
  return (
    limb([u(47, -3), u(24, -4), u(1, -6)], 7.5 * s, INK) +
    limb([u(47, 3), u(24, 5), u(2, 7)], 7.5 * s, INK) +
    limb([u(82, 0), u(91, 0)], 3.4 * s, PALE) +
    path(
      `M${at(u(38, -10))}H${n(x + 76 * s)}q${n(6 * s)} 0 ${n(6 * s)} ${n(10 * s)}t${n(-6 * s)} ${n(10 * s)}H${n(x + 38 * s)}q${n(-3 * s)} 0 ${n(-3 * s)} ${n(-10 * s)}t${n(3 * s)} ${n(-10 * s)}z`,
      FD,
    ) +
    limb([u(77, 9), u(62, 12), u(48, 10)], 6 * s) +
    circle(...u(48, 10), 2.1 * s, `${FP} ${THIN}`) +
    circle(hx, hy, r, `${FP} stroke-width="1.2"`) +
    group(
      path(
        `M${n(-r)} ${n(r * 0.1)}a${n(r)} ${n(r)} 0 0 1 ${n(2 * r)} 0q${n(-r * 0.9)} ${n(-r * 0.75)} ${n(-2 * r)} 0z`,
        `${FG} stroke="none"`,
      ),
      hx,
      hy,
      1,
      1,
      90,
    ) +
    path(
      `M${n(hx - r * 0.1)} ${n(hy - r * 0.5)}h${n(-r * 0.3)}M${n(hx - r * 0.1)} ${n(hy + r * 0.5)}h${n(-r * 0.3)}`,
      `stroke="${INK}" ${THIN}`,
    ) +
    group(crown(0, 0, 16, 8, 3, FG), x + 124 * s, y + 8 * s, 1, 1, 24)
  );
}

function coffin(x: number, top: number): string {
  return path(`M${x - 18} ${top}h36l-4 16h-28z`, FD) + path(`M${x - 15} ${top + 5}h30`, THIN);
}

/** A thick coloured band with a gold edge along a path: a sash, a ribbon. */
function band(d: string, width: number, fill: string): string {
  return (
    path(d, `stroke-width="${width + 3}"`) + path(d, `stroke="${fill}" stroke-width="${width}"`)
  );
}

/** Ground from a top contour (running from x 14 to x 186) down to the frame, edged on top only. */
function land(top: string, fill = INK): string {
  return path(`${top}V294H14z`, `fill="${fill}" stroke="none"`) + path(top);
}

/** A cloud: a row of round bumps over a flat base, centred at (x, y), taller in the middle. */
function cloud(x: number, y: number, w: number, h: number): string {
  const count = Math.max(2, Math.round(w / h));
  const step = (w - h / 2) / count;
  const left = x - w / 2 + h / 4;
  let d = `M${n(left)} ${n(y + h / 2)}a${n(h / 4)} ${n(h / 4)} 0 0 1 0 ${n(-h / 2)}`;
  let prev = 0;
  for (let i = 1; i <= count; i++) {
    const lift = i === count ? 0 : Math.sin((Math.PI * i) / count) * h * 0.35;
    d += `a${n(step * 0.6)} ${n(step * 0.6)} 0 0 1 ${n(step)} ${n(prev - lift)}`;
    prev = lift;
  }
  d += `a${n(h / 4)} ${n(h / 4)} 0 0 1 0 ${n(h / 2)}z`;
  return path(d, FD);
}

type Arm = readonly [Pt, Pt];

/** A person seen from the waist up, rising: arms as [elbow, hand] in units of s from the waist. */
function risen(
  x: number,
  waist: number,
  s: number,
  long: boolean,
  arms: readonly [Arm, Arm],
): string {
  const top = waist - 26 * s;
  const hy = waist - 38 * s;
  const r = 7 * s;
  const u = (p: Pt): Pt => [x + p[0] * s, waist + p[1] * s];
  let out = limb(
    [
      [x, hy],
      [x, top],
    ],
    3 * s,
    PALE,
  );
  arms.forEach(([e, h], i) => {
    out += limb([[x + (i ? 9 : -9) * s, top + 3 * s], u(e), u(h)], 5 * s);
  });
  const hair =
    `M${n(x - r)} ${n(hy)}a${n(r)} ${n(r)} 0 0 1 ${n(2 * r)} 0q${n(-r)} ${n(-r * 0.7)} ${n(-2 * r)} 0z` +
    (long
      ? `M${n(x - r)} ${n(hy)}q${n(-r * 0.4)} ${n(r * 1.6)} 0 ${n(r * 2.2)}l${n(r * 0.4)} 0V${n(hy)}zM${n(x + r)} ${n(hy)}q${n(r * 0.4)} ${n(r * 1.6)} 0 ${n(r * 2.2)}l${n(-r * 0.4)} 0V${n(hy)}z`
      : "");
  return (
    out +
    path(
      `M${n(x - 12 * s)} ${n(top)}q${n(12 * s)} ${n(-4 * s)} ${n(24 * s)} 0l${n(-4 * s)} ${n(30 * s)}h${n(-16 * s)}z`,
      FD,
    ) +
    circle(x, hy, r, `${FP} stroke-width="1.2"`) +
    path(hair, `${FG} stroke="none"`) +
    circle(x - r * 0.36, hy + r * 0.1, r * 0.1, `${FI} stroke="none"`) +
    circle(x + r * 0.36, hy + r * 0.1, r * 0.1, `${FI} stroke="none"`) +
    arms.map(([, h]) => circle(...u(h), 2 * s, `${FP} ${THIN}`)).join("")
  );
}

// ---------------------------------------------------------------------------------------------
// The cards

function justice(): string {
  const floor = 270;
  const j = figure({
    x: 100,
    y: floor,
    scale: 1.7,
    pose: "sit",
    dress: "robe",
    headwear: "crown",
    arms: {
      0: [
        [-25, -50],
        [-22, -64],
      ],
      1: [
        [22, -44],
        [24, -56],
      ],
    },
  });
  const [sx, sy] = j.hand[0];
  const [kx, ky] = j.hand[1];
  return (
    path("M34 64h132v10H34z", FI) +
    path("M40 74h120v126q-20 8-30 0t-30 0-30 0-30 0z", FD) +
    path("M55 78v112M75 78v116M125 78v116M145 78v112", `${THIN} opacity=".45"`) +
    pillar(26, 56, floor) +
    pillar(174, 56, floor) +
    land(`M14 ${floor}H186`) +
    path(`M14 ${floor + 10}h172M50 ${floor}v10M100 ${floor}v10M150 ${floor}v10`, THIN) +
    path(`M62 ${floor}V112q0-8 8-8h60q8 0 8 8V${floor}z`, FI) +
    circle(62, 104, 4, FG) +
    circle(138, 104, 4, FG) +
    j.svg +
    circle(100, j.shoulder[0][1] + 4, 3, FR) +
    sword(sx, sy, 84) +
    scales(kx, ky, 32)
  );
}

function theHangedMan(): string {
  const man = figure({
    x: 100,
    y: 88,
    scale: 1.45,
    rotate: 180,
    dress: "tunic",
    headwear: "bare",
    hideHands: true,
    legs: {
      0: [
        [-25, -31],
        [3, -27],
      ],
      1: [
        [1, -24],
        [0, 0],
      ],
    },
    arms: {
      0: [
        [-21, -63],
        [-12, -56],
      ],
      1: [
        [21, -63],
        [12, -56],
      ],
    },
  });
  const [hx, hy] = man.head;
  const leaves =
    "M50 70q-4-9 4-12q2 8-4 12zM72 71q2-9 9-9q-2 8-9 9zM128 72q-2-9-9-9q2 8 9 9zM152 70q4-9-4-12q-2 8 4 12z" +
    "M36 74q-8 0-10 6q8 2 10-6zM164 70q8-2 12 4q-8 4-12-4z" +
    "M102 250q8-4 12 2q-8 4-12-2zM98 270q-8-4-12 2q8 4 12-2z";
  return (
    land("M14 286Q100 270 186 286") +
    path("M22 272l18-22 12 8 18-22 12 12M118 252l16-14 14 10 18-16 20 14", THIN) +
    limb(
      [
        [100, 290],
        [98, 240],
        [101, 170],
        [100, 70],
      ],
      10,
    ) +
    limb(
      [
        [34, 74],
        [70, 70],
        [130, 72],
        [166, 68],
      ],
      9,
    ) +
    path(leaves, `${FG} ${THIN}`) +
    path(rays(hx, hy, 18, 27, 16), THIN) +
    man.svg +
    path(`M100 76V${n(man.foot[1][1] - 2)}`, 'stroke-width="2"') +
    path(`M95 ${n(man.foot[1][1] + 4)}h10`, 'stroke-width="2"')
  );
}

function death(): string {
  const ground = 262;
  const steed = horse({ x: 80, y: ground, scale: 0.9, gait: "walk", fill: PALE });
  const [sx, sy] = steed.saddle;
  const rider = figure({
    x: sx,
    y: sy,
    scale: 0.9,
    pose: "ride",
    nearLegOnly: true,
    dress: "armour",
    fill: INK,
    headwear: "helmet",
    arms: {
      0: [
        [10, -24],
        [17, -36],
      ],
    },
  });
  const [px, py] = rider.hand[0];
  const [hx, hy] = rider.head;
  const r = rider.headRadius;
  const kneeler = figure({
    x: 158,
    y: 282,
    scale: 0.85,
    pose: "kneel",
    facing: -1,
    dress: "gown",
    headwear: "long",
    arms: {
      0: [
        [10, -46],
        [16, -55],
      ],
      1: [
        [12, -46],
        [17, -56],
      ],
    },
  });
  const flag = `M${n(px)} 62q-18 6-36 0t-36 2v52q18-4 36-2t36 0z`;
  return (
    path("M96 136H186", THIN) +
    path("M136 136a13 13 0 0 1 26 0z", FG) +
    path(rays(149, 136, 16, 23, 7, 180, 180), THIN) +
    castleTower(122, 136, 16, 40) +
    castleTower(176, 136, 16, 40) +
    path(waves(100, 186, 146, 1.5, 5) + waves(108, 186, 156, 1.5, 4), SEA) +
    land("M14 258Q60 250 110 258T186 256") +
    path(`M${n(px)} ${n(py + 16)}V60`, 'stroke-width="2.4"') +
    path(flag, FI) +
    whiteRose(px - 36, 88, 13) +
    fallenKing(30, 280, 0.7) +
    steed.svg +
    rider.svg +
    circle(hx + r * 0.35, hy - r * 0.05, r * 0.3, `${FI} stroke="none"`) +
    path(
      `M${n(hx + r * 0.1)} ${n(hy + r * 0.6)}h${n(r * 0.7)}M${n(hx + r * 0.35)} ${n(hy + r * 0.4)}v${n(r * 0.4)}M${n(hx + r * 0.6)} ${n(hy + r * 0.4)}v${n(r * 0.4)}`,
      `stroke="${INK}" stroke-width=".8"`,
    ) +
    kneeler.svg
  );
}

function temperance(): string {
  const angel = figure({
    x: 106,
    y: 276,
    scale: 1.45,
    dress: "robe",
    headwear: "long",
    halo: true,
    legs: {
      0: [
        [-8, -24],
        [-12, 4],
      ],
    },
    arms: {
      0: [
        [-26, -62],
        [-30, -72],
      ],
      1: [
        [24, -58],
        [22, -46],
      ],
    },
  });
  const [ux, uy] = angel.hand[0];
  const [lx, ly] = angel.hand[1];
  const [fx, fy] = angel.foot[0];
  const chestY = (angel.shoulder[0][1] + angel.hip[0][1]) / 2 - 8;
  const pool = "M14 262Q40 254 66 258Q94 264 96 280Q96 290 92 294";
  return (
    path("M112 242l18-24 12 8 16-22 12 12 16-16", THIN) +
    crown(166, 186, 14, 6, 3, FG) +
    path(rays(166, 182, 11, 17, 7, 180, 180), THIN) +
    land("M14 268Q100 258 186 266") +
    path(`${pool}H14z`, `${FD} stroke="none"`) +
    path(pool) +
    path(waves(20, 70, 268, 1.5, 3) + waves(18, 64, 284, 1.5, 3), SEA) +
    `<ellipse cx="${n(fx)}" cy="${n(fy)}" rx="11" ry="3.5" ${SEA}/>` +
    path("M112 262q10-8 18-16t18-14 14-16", `${THIN} stroke-dasharray="2 3"`) +
    path("M28 258v-14M36 256v-18", THIN) +
    path("M28 244q-4-6 0-10q4 4 0 10zM36 238q-4-6 0-10q4 4 0 10z", FG) +
    wing(angel.shoulder[0][0] + 4, angel.shoulder[0][1] + 6, 1.25, 1, 10) +
    wing(angel.shoulder[1][0] - 4, angel.shoulder[1][1] + 6, 1.25, -1, -10) +
    angel.svg +
    path(`M101 ${n(chestY - 5)}h10v10h-10zM106 ${n(chestY - 3)}l4 7h-8z`, THIN) +
    circle(angel.head[0], angel.head[1] - 5, 1.6, FG) +
    heldCup([ux, uy], 0.75, 60) +
    heldCup([lx, ly], 0.75) +
    path(
      `M${n(ux + 12)} ${n(uy - 10)}Q${n(lx - 10)} ${n(uy - 14)} ${n(lx)} ${n(ly - 16)}`,
      `stroke="${WATER}" stroke-width="2.2"`,
    )
  );
}

function theDevil(): string {
  const devil = figure({
    x: 100,
    y: 207,
    scale: 1.25,
    pose: "sit",
    dress: "none",
    fill: INK,
    headwear: "bare",
    arms: {
      0: [
        [-24, -60],
        [-22, -82],
      ],
      1: [
        [22, -46],
        [18, -34],
      ],
    },
  });
  const [hx, hy] = devil.head;
  const [tx, ty] = devil.hand[1];
  const chained = (x: number, woman: boolean) =>
    figure({
      x,
      y: 286,
      scale: 0.88,
      dress: "none",
      fill: PALE,
      headwear: woman ? "long" : "hair",
      arms: {
        0: [
          [-16, -62],
          [-5, -50],
        ],
        1: [
          [16, -62],
          [5, -50],
        ],
      },
    });
  const woman = chained(50, true);
  const man = chained(150, false);
  const littleHorns = ([x, y]: Pt) =>
    path(`M${n(x - 5)} ${n(y - 6)}l-3-6M${n(x + 5)} ${n(y - 6)}l3-6`, 'stroke-width="1.4"');
  const horn = (k: number) =>
    `M${n(hx + k * 8)} ${n(hy - 6)}Q${n(hx + k * 14)} ${n(hy - 8)} ${n(hx + k * 21)} ${n(hy - 22)}Q${n(hx + k * 11)} ${n(hy - 17)} ${n(hx + k * 3)} ${n(hy - 9)}z`;
  return (
    land("M14 286H186") +
    batWing(devil.shoulder[0][0] + 4, devil.shoulder[0][1] + 2, 0.95, -1) +
    batWing(devil.shoulder[1][0] - 4, devil.shoulder[1][1] + 2, 0.95, 1) +
    path("M76 164h48v8H76z", FD) +
    path("M80 172h40v114H80z", FI) +
    path("M48 250q-14 8-14 20", 'stroke-width="2"') +
    path("M33 273h.1M36 277h.1M31 278h.1", `stroke="${PALE}" stroke-width="4"`) +
    path("M152 250q14 8 14 20", 'stroke-width="2"') +
    path("M166 270q-4 6 0 10q4-4 0-10z", `${FR} ${THIN}`) +
    woman.svg +
    man.svg +
    littleHorns(woman.head) +
    littleHorns(man.head) +
    devil.svg +
    path(horn(-1) + horn(1), FG) +
    path(`M${n(hx - 3)} ${n(hy + 9)}l3 7 3-7`, `${FI} ${THIN}`) +
    path(pentagramPath(hx, hy - 22, 7, 90), 'stroke-width="1.2"') +
    limb(
      [
        [tx, ty],
        [tx + 9, ty + 32],
      ],
      3,
      INK,
    ) +
    path(`M${n(tx + 9)} ${n(ty + 32)}q-5 6 1 14q5-8-1-14z`, FR) +
    circle(100, 206, 5, 'stroke-width="2"') +
    chain([96, 209], [78, 226], [woman.head[0] + 2, woman.head[1] + 14], 7) +
    chain([104, 209], [122, 226], [man.head[0] - 2, man.head[1] + 14], 7)
  );
}

function theTower(): string {
  const falling = (x: number, y: number, rotate: number) =>
    figure({
      x,
      y,
      scale: 0.6,
      rotate,
      dress: "tunic",
      headwear: "bare",
      arms: {
        0: [
          [-24, -86],
          [-28, -106],
        ],
        1: [
          [24, -90],
          [34, -102],
        ],
      },
      legs: {
        0: [
          [-10, -24],
          [-16, -4],
        ],
        1: [
          [8, -20],
          [18, -4],
        ],
      },
    });
  const left = falling(62, 118, 200);
  const right = falling(140, 160, 160);
  const [kx, ky] = right.head;
  return (
    path("M30 294l20-40 28-14h44l28 14 20 40z", FD) +
    path("M78 240V116l6-8 6 5 8-9 6 7 8-5 10 8v126z", FD) +
    path(
      "M88 160v-8a4 4 0 0 1 8 0v8zM104 160v-8a4 4 0 0 1 8 0v8zM96 206v-10a4 4 0 0 1 8 0v10z",
      FI,
    ) +
    path(
      "M92 152q-8-8-2-18 2 6 6 6-2-6 2-10 2 8 0 14zM108 152q-8-8-2-18 2 6 6 6-2-6 2-10 2 8 0 14zM100 196q-8-8-2-18 2 6 6 6-2-6 2-10 2 8 0 14z",
      `${FR} ${THIN}`,
    ) +
    path("M84 110q-4-14 6-22 0 8 6 10 2-10 10-14-2 10 4 16 4-6 2-12 8 8 4 22z", `${FR} ${THIN}`) +
    `<g transform="rotate(28 146 90)">${crown(146, 96, 30, 14, 3, FG)}</g>` +
    cloud(46, 66, 58, 16) +
    path("M44 70l22 18-9 3 32 22-7 2 24 10-32-5 7-4-32-20 9-3z", `${FG} ${THIN}`) +
    left.svg +
    right.svg +
    group(crown(0, 0, 12, 7, 3, FG), kx + 10, ky + 8, 1, 1, 120) +
    drops([
      [22, 96],
      [26, 232],
      [62, 210],
      [168, 118],
      [176, 168],
      [130, 238],
      [172, 244],
    ])
  );
}

function theStar(): string {
  const maiden = figure({
    x: 126,
    y: 270,
    scale: 1.2,
    pose: "kneel",
    facing: -1,
    dress: "none",
    headwear: "long",
    arms: {
      0: [
        [-10, -48],
        [-22, -40],
      ],
      1: [
        [18, -46],
        [28, -36],
      ],
    },
  });
  const [ax, ay] = maiden.hand[1];
  const [bx, by] = maiden.hand[0];
  const poolJug: [number, number, number] = [ax - 5, ay + 3, -120];
  const landJug: [number, number, number] = [bx + 5, by + 3, 120];
  const [m1x, m1y] = jugPoint(...poolJug, [0, -16]);
  const [m2x, m2y] = jugPoint(...landJug, [0, -16]);
  const pool = "M14 250Q58 238 104 254Q112 274 100 294";
  return (
    path(starPath(100, 88, 8, 34, 12), FG) +
    path(starPath(100, 88, 8, 24, 9, -67.5), THIN) +
    [
      [36, 68],
      [164, 68],
      [26, 116],
      [174, 116],
      [44, 160],
      [156, 158],
      [100, 146],
    ]
      .map(([x, y]) => path(starPath(x!, y!, 8, 7.5, 2.8), `${FP} ${THIN}`))
      .join("") +
    path("M100 232l16-18 12 10 16-20 18 18 24-14", THIN) +
    land("M14 238Q100 224 186 236") +
    limb(
      [
        [177, 234],
        [176, 192],
      ],
      3,
    ) +
    union([[[169, 190, 6]], [[182, 188, 5]], [[176, 180, 8]]], DUSK) +
    path(`${pool}H14z`, `${FD} stroke="none"`) +
    path(pool) +
    path(waves(20, 90, 262, 1.5, 4) + waves(18, 94, 278, 1.5, 4), SEA) +
    maiden.svg +
    path(
      `M${n(m1x)} ${n(m1y)}q-8 10-6 ${n(264 - m1y)}M${n(m2x)} ${n(m2y)}q10 8 12 ${n(256 - m2y)}`,
      `stroke="${WATER}" stroke-width="2"`,
    ) +
    path(
      `M${n(m2x + 12)} 256l-8 8M${n(m2x + 12)} 256l-2 12M${n(m2x + 12)} 256l5 11M${n(m2x + 12)} 256l12 6`,
      `stroke="${WATER}" ${THIN}`,
    ) +
    `<ellipse cx="${n(maiden.foot[1][0])}" cy="${n(maiden.foot[1][1])}" rx="10" ry="3" ${SEA}/>` +
    jug(...poolJug) +
    jug(...landJug)
  );
}

function theMoon(): string {
  return (
    path(rays(100, 82, 27, 34, 16) + rays(100, 82, 27, 30, 16, 11.25)) +
    circle(100, 82, 23, FP) +
    path("M100 59a23 23 0 0 1 0 46a16 23 0 0 0 0-46z", `${FG} stroke="none" opacity=".45"`) +
    path("M91 78q3 3 6 0M103 78q3 3 6 0M99 82q2 5-1 7M95 95q5 2 10 0", `stroke="${INK}" ${THIN}`) +
    drops([
      [78, 118],
      [100, 124],
      [122, 118],
      [89, 136],
      [111, 136],
    ]) +
    path("M56 226l14-14 10 8 16-18 14 12 10-6 18 18", THIN) +
    land("M14 234Q100 224 186 234") +
    castleTower(32, 238, 24, 92) +
    castleTower(168, 238, 24, 92) +
    path("M86 274Q70 256 92 246T98 230M114 274Q100 256 108 246T102 230", THIN) +
    canine(58, 262, 1.1, 1, PALE, false) +
    canine(142, 262, 1.1, -1, DUSK, true) +
    `<ellipse cx="100" cy="284" rx="48" ry="12" ${FD}/>` +
    path(waves(58, 142, 286, 1.5, 6), SEA) +
    crayfish(100, 288, 0.9)
  );
}

function theSun(): string {
  const ground = 282;
  const steed = horse({ x: 96, y: ground, scale: 0.85, gait: "walk", fill: PALE });
  const [sx, sy] = steed.saddle;
  const child = figure({
    x: sx,
    y: sy,
    scale: 0.8,
    pose: "ride",
    nearLegOnly: true,
    dress: "none",
    fill: PALE,
    headwear: "wreath",
    arms: {
      0: [
        [-8, -34],
        [-14, -48],
      ],
      1: [
        [14, -34],
        [28, -42],
      ],
    },
  });
  const [bx, by] = child.hand[0];
  const top: Pt = [bx - 20, by - 56];
  let bricks = "M14 198h172M14 210h172";
  for (let x = 30; x < 186; x += 24) bricks += `M${x} 186v12M${x - 12} 198v12M${x} 210v12`;
  return (
    path(rays(100, 90, 32, 42, 8) + rays(100, 90, 32, 38, 8, 22.5)) +
    circle(100, 90, 28, FG) +
    path("M88 84q4-4 8 0M104 84q4-4 8 0M90 98q10 8 20 0", `stroke="${INK}" stroke-width="2"`) +
    sunflower(34, 170, 186) +
    sunflower(66, 162, 186) +
    sunflower(134, 162, 186) +
    sunflower(166, 170, 186) +
    path("M14 186h172v36H14z", `${FD} stroke="none"`) +
    path("M14 186h172M14 222h172") +
    path(bricks, `${THIN} opacity=".7"`) +
    path(`M14 ${ground}h172`, THIN) +
    path("M30 282l-3-6M36 282l2-6M150 282l-2-6M160 282l3-6M176 282l-2-5", THIN) +
    path(`M${n(bx)} ${n(by + 10)}L${at(top)}`, 'stroke-width="2"') +
    path(`M${at(top)}q-14 10-30 4t-18 14q14 2 22 14q12-4 24-2l4-16z`, FR) +
    steed.svg +
    child.svg
  );
}

function judgement(): string {
  const s = 0.95;
  const x = 100;
  const y = 178;
  const mouth: Pt = [x + 3, y - 86 * s + 4];
  const bell: Pt = [160, 124];
  const along = (k: number): Pt => [
    mouth[0] + (bell[0] - mouth[0]) * k,
    mouth[1] + (bell[1] - mouth[1]) * k,
  ];
  const toPose = ([cx, cy]: Pt): Pt => [(cx - x) / s, (cy - y) / s];
  const angel = figure({
    x,
    y,
    scale: s,
    dress: "robe",
    headwear: "long",
    arms: {
      0: [toPose([x - 4, y - 50]), toPose(along(0.22))],
      1: [toPose([x + 20, y - 52]), toPose(along(0.45))],
    },
  });
  const [ax, ay] = along(0.55);
  const [bx, by] = along(0.8);
  return (
    path("M14 214l20-14 14 8 22-20 20 18 18-10 22 16 18-12 18 10 20-8", THIN) +
    land("M14 222H186") +
    path(
      waves(18, 182, 234, 1.5, 8) + waves(14, 186, 248, 1.5, 9) + waves(18, 182, 286, 1.5, 8),
      SEA,
    ) +
    wing(x - 8, y - 72, 0.8, 1, -32) +
    wing(x + 8, y - 72, 0.8, -1, 32) +
    angel.svg +
    path(`M${n(ax)} ${n(ay)}L${n(bx)} ${n(by)}v20L${n(ax)} ${n(ay + 20)}z`, FP) +
    path(
      `M${n((ax + bx) / 2)} ${n((ay + by) / 2 + 1)}v18M${n(ax + 2)} ${n((ay + by) / 2 + 10)}H${n(bx - 2)}`,
      `stroke="${ROSE}" stroke-width="3"`,
    ) +
    trumpet(mouth, bell) +
    cloud(100, 168, 160, 28) +
    risen(48, 266, 0.8, true, [
      [
        [-18, -36],
        [-20, -52],
      ],
      [
        [18, -36],
        [20, -52],
      ],
    ]) +
    risen(100, 266, 0.6, false, [
      [
        [-18, -38],
        [-12, -54],
      ],
      [
        [18, -38],
        [12, -54],
      ],
    ]) +
    risen(152, 266, 0.85, false, [
      [
        [-22, -24],
        [-32, -34],
      ],
      [
        [22, -24],
        [32, -34],
      ],
    ]) +
    coffin(48, 262) +
    coffin(100, 262) +
    coffin(152, 262)
  );
}

function theWorld(): string {
  const dancer = figure({
    x: 100,
    y: 240,
    scale: 1.15,
    dress: "none",
    headwear: "long",
    legs: {
      0: [
        [-12, -26],
        [5, -20],
      ],
      1: [
        [3, -24],
        [2, 0],
      ],
    },
    arms: {
      0: [
        [-22, -64],
        [-30, -50],
      ],
      1: [
        [22, -82],
        [24, -96],
      ],
    },
  });
  const wand = ([x, y]: Pt, dx: number, dy: number) =>
    path(`M${n(x - dx)} ${n(y - dy)}L${n(x + dx)} ${n(y + dy)}`, 'stroke-width="3"') +
    circle(x - dx, y - dy, 2, FG) +
    circle(x + dx, y + dy, 2, FG);
  const [l, r] = dancer.shoulder;
  const [, hip] = dancer.hip;
  return (
    fourCreatures() +
    wreath() +
    path("M90 88q10 10 20 0v10q-10-10-20 0zM90 246q10 10 20 0v10q-10-10-20 0z", `${FR} ${THIN}`) +
    band(
      `M${at([l[0] - 6, l[1] - 4])}Q${at([r[0], r[1] + 24])} ${at([hip[0] + 2, hip[1] + 6])}Q${at([hip[0] + 14, hip[1] + 24])} ${at([hip[0] + 10, hip[1] + 40])}`,
      3,
      ROSE,
    ) +
    dancer.svg +
    band(
      `M${at([l[0] - 2, l[1]])}Q${at([(l[0] + r[0]) / 2, l[1] + 20])} ${at([hip[0], hip[1] + 2])}`,
      3,
      ROSE,
    ) +
    wand(dancer.hand[0], -4, 11) +
    wand(dancer.hand[1], 5, 10)
  );
}

function wreath(): string {
  const [cx, cy, rx, ry] = [100, 172, 50, 80];
  let leaves = "";
  for (let i = 1; i < 14; i++) {
    for (const side of [1, -1]) {
      const a = ((90 - side * i * 13) * Math.PI) / 180;
      const [px, py] = [cx + rx * Math.cos(a), cy + ry * Math.sin(a)];
      const [tx0, ty0] = [side * rx * Math.sin(a), -side * ry * Math.cos(a)];
      const len = Math.hypot(tx0, ty0);
      const [tx, ty] = [tx0 / len, ty0 / len];
      for (const k of [1, -1]) {
        const [ex, ey] = [px + tx * 10 + k * ty * 4, py + ty * 10 - k * tx * 4];
        const [qx, qy] = [px + tx * 3 + k * ty * 5, py + ty * 3 - k * tx * 5];
        leaves += `M${n(px)} ${n(py)}Q${n(qx)} ${n(qy)} ${n(ex)} ${n(ey)}Q${n(px + tx * 7)} ${n(py + ty * 7)} ${n(px)} ${n(py)}`;
      }
    }
  }
  return path(leaves, `${FG} ${THIN}`);
}

export const MAJOR_ART_B: Record<string, () => string> = {
  justice,
  "the-hanged-man": theHangedMan,
  death,
  temperance,
  "the-devil": theDevil,
  "the-tower": theTower,
  "the-star": theStar,
  "the-moon": theMoon,
  "the-sun": theSun,
  judgement,
  "the-world": theWorld,
};
