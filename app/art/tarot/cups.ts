// The Cups: Ace to Ten, then Page, Knight, Queen and King, indexed by card number. Water runs
// through the suit: ponds, rivers, the shore and the open sea. Picture window: x 14-186, y 48-294.

import {
  circle,
  crescent,
  DUSK,
  FD,
  FG,
  FI,
  FP,
  GOLD,
  INK,
  n,
  PALE,
  path,
  place,
  polar,
  ROSE,
  starPath,
  SUIT_SYMBOL,
  THIN,
  WATER,
  waves,
} from "~/art/kit";
import { blob, cloud, figure, horse, limb, union, type Pt } from "~/art/tarot/figure";

const CUP = SUIT_SYMBOL.cups;
const SEA_LINE = `stroke="${WATER}" ${THIN}`;

// ---- Cups and hands ----------------------------------------------------------------------------

/** A cup standing with its foot on the ground line `gy`. */
function standingCup(x: number, gy: number, s: number): string {
  return place(CUP, x, gy - 19.5 * s, s);
}

/** A cup held by its stem in a hand at `hand`. */
function heldCup([hx, hy]: Pt, s: number): string {
  return place(CUP, hx, hy - 5 * s, s);
}

/** An arm reaching out of a cloud at `from`, its fist closed round a cup's stem at (x, y). */
function handFromCloud(from: Pt, x: number, y: number, k = 1): string {
  const side = from[0] > x ? 1 : -1;
  const [w, h] = [9.5 * k, 6 * k];
  return (
    limb([from, [x + side * 6 * k, y + k]], 7 * k, PALE) +
    path(
      `M${n(x - w * 0.7)} ${n(y - h)}h${n(w * 1.3)}q${n(w * 0.4)} 0 ${n(w * 0.4)} ${n(h)}t${n(-w * 0.4)} ${n(h)}h${n(-w * 1.3)}q${n(-w * 0.3)} 0 ${n(-w * 0.3)} ${n(-h)}t${n(w * 0.3)} ${n(-h)}z`,
      `${FP} stroke-width="1.2"`,
    ) +
    path(
      `M${n(x - side * w)} ${n(y - h / 6)}h${n(side * w * 0.7)}M${n(x - side * w)} ${n(y + h / 2)}h${n(side * w * 0.7)}M${n(x + side * w * 0.7)} ${n(y - h)}q${n(-side * w * 0.7)} ${n(-h / 2)} ${n(-side * w * 1.4)} 0`,
      'stroke-width="1"',
    )
  );
}

// ---- Landscape ---------------------------------------------------------------------------------

/** Water from `top` down to `bottom`, with a gold horizon and rows of blue waves. */
function sea(top: number, bottom: number, rows: number, x1 = 14, x2 = 186): string {
  let lines = "";
  const step = (bottom - top) / (rows + 0.5);
  for (let i = 1; i <= rows; i++) {
    const inset = i % 2 ? 4 : 12;
    lines += waves(
      x1 + inset,
      x2 - inset,
      top + i * step,
      2,
      Math.max(3, Math.round((x2 - x1) / 22)),
    );
  }
  return (
    path(`M${x1} ${top}H${x2}V${bottom}H${x1}z`, `${FD} stroke="none"`) +
    path(`M${x1} ${top}H${x2}`, THIN) +
    path(lines, SEA_LINE)
  );
}

/** A cloud of overlapping puffs, `w` wide, centred on (cx, cy). */
function cupsCloud(cx: number, cy: number, w: number): string {
  const h = w * 0.3;
  const puffs: [number, number, number][] = [
    [-0.36, 0.25, 0.6],
    [-0.16, -0.15, 0.8],
    [0.1, -0.3, 0.95],
    [0.32, 0.1, 0.7],
    [0.05, 0.35, 0.7],
  ];
  return cloud(
    cx,
    cy,
    puffs.map(([dx, dy, r]) => [dx * w, dy * h, r * h]),
  );
}

function tree(x: number, gy: number, h: number, r: number): string {
  const top = gy - h;
  const puffs: [number, number, number][] = [
    [-0.75, 0.1, 0.55],
    [-0.35, -0.45, 0.6],
    [0.25, -0.55, 0.6],
    [0.75, 0, 0.55],
    [0, 0.15, 0.6],
  ];
  return (
    limb(
      [
        [x, gy],
        [x + 2, gy - h * 0.6],
        [x - 2, top],
      ],
      7,
      INK,
    ) +
    union(
      puffs.map(([dx, dy, k]) => [[x + dx * r, top + dy * r, k * r]]),
      INK,
    ) +
    path(
      `M${n(x - r * 0.6)} ${n(top - r * 0.1)}q4-3 8 0M${n(x + r * 0.1)} ${n(top - r * 0.6)}q4-3 8 0M${n(x + r * 0.3)} ${n(top + r * 0.1)}q4-3 8 0`,
      THIN,
    )
  );
}

/** A long bank of cloud from x1 to x2, `h` deep, its middle on y. */
function cloudBank(x1: number, x2: number, y: number, h: number): string {
  const count = Math.round((x2 - x1) / h);
  const step = (x2 - x1 - h) / (count - 1);
  const puffs: [number, number, number][][] = [];
  for (let i = 0; i < count; i++) {
    const lift = i % 2 ? -h * 0.12 : h * 0.08;
    puffs.push([[x1 + h / 2 + i * step, y + lift, h * (i % 2 ? 0.55 : 0.48)]]);
  }
  puffs.push([
    [x1 + h * 0.5, y + h * 0.1, h * 0.4],
    [x2 - h * 0.5, y + h * 0.1, h * 0.4],
  ]);
  return union(puffs, DUSK);
}

/** A slim, distant tree, `h` tall, standing on (x, gy). */
function poplar(x: number, gy: number, h: number): string {
  const w = h * 0.22;
  return (
    path(`M${x} ${gy}v${n(-h * 0.2)}`, THIN) +
    path(
      `M${x} ${n(gy - h * 0.15)}q${n(-w * 1.6)} ${n(-h * 0.35)} 0 ${n(-h * 0.85)}q${n(w * 1.6)} ${n(h * 0.5)} 0 ${n(h * 0.85)}z`,
      `${FD} stroke-width="1.2"`,
    )
  );
}

/** A house with a pitched roof, door and window, its base centred on (x, gy). */
function house(x: number, gy: number, s: number): string {
  const w = 22 * s;
  const h = 16 * s;
  return (
    path(`M${n(x - w / 2)} ${gy}v${n(-h)}h${n(w)}v${n(h)}z`, FD) +
    path(
      `M${n(x - w / 2 - 3 * s)} ${n(gy - h)}l${n(w / 2 + 3 * s)} ${n(-11 * s)}l${n(w / 2 + 3 * s)} ${n(11 * s)}z`,
      FI,
    ) +
    path(`M${n(x - 3 * s)} ${gy}v${n(-8 * s)}h${n(6 * s)}v${n(8 * s)}`, THIN) +
    path(
      `M${n(x + 5 * s)} ${n(gy - 12 * s)}h${n(4 * s)}v${n(4 * s)}h${n(-4 * s)}z`,
      `${FG} stroke="none"`,
    )
  );
}

/** A tower with battlements, its base centred on (x, gy). */
function tower(x: number, gy: number, w: number, h: number): string {
  const top = gy - h;
  let battlements = `M${n(x - w / 2 - 2)} ${n(top)}`;
  const merlons = 4;
  const mw = (w + 4) / (merlons * 2 - 1);
  for (let i = 0; i < merlons * 2 - 1; i++) battlements += `v${i % 2 ? 4 : -5}h${n(mw)}`;
  return (
    path(`M${n(x - w / 2)} ${gy}V${n(top)}h${n(w)}V${gy}z`, FD) +
    path(`${battlements}v5z`, FD) +
    path(`M${n(x - 2.5)} ${n(top + 12)}v-5a2.5 2.5 0 0 1 5 0v5z`, `${FG} stroke="none"`)
  );
}

/** A fish, nose at (x, y), swimming along `facing`, tipped by `rotate` degrees. */
function fish(x: number, y: number, s: number, facing: 1 | -1, rotate = 0): string {
  const t = `translate(${n(x)} ${n(y)})${rotate ? ` rotate(${rotate})` : ""} scale(${n(facing * s)} ${n(s)})`;
  return (
    `<g transform="${t}" stroke-width="${n(1.3 / s)}">` +
    path("M0 0q-6-6-14-4-5 1-8 4l-6-5v10l6-5q3 3 8 4 8 2 14-4z", FD) +
    circle(-4, -1, 1, `${FG} stroke="none"`) +
    path("M-10-3q2 3 0 6", 'stroke-width=".8"') +
    `</g>`
  );
}

/** A little five-petalled flower: a scalloped outline round a gold heart. */
function flower(x: number, y: number, r: number): string {
  let d = "";
  for (let k = 0; k <= 5; k++) {
    const [px, py] = polar(x, y, r * 0.7, -54 + k * 72);
    d += k ? `A${n(r * 0.42)} ${n(r * 0.42)} 0 1 1 ${n(px)} ${n(py)}` : `M${n(px)} ${n(py)}`;
  }
  return path(d, `${FP} stroke-width=".8"`) + circle(x, y, r * 0.3, `${FG} stroke="none"`);
}

/** Shows a front-view figure from behind: the back of the head covers the face. */
function backOfHead(head: Pt, r: number, hair: string): string {
  return circle(head[0], head[1], r, `fill="${hair}" stroke-width="1.2"`);
}

function pebbles(spots: readonly Pt[]): string {
  return path(
    spots.map(([x, y]) => `M${x - 3} ${y}a3 1.6 0 1 0 6 0a3 1.6 0 1 0-6 0z`).join(""),
    `${FD} stroke-width="1"`,
  );
}

// ---- Ace to Ten --------------------------------------------------------------------------------

function dove(cx: number, cy: number): string {
  return (
    path(
      `M${cx - 3} ${cy - 8}q-10-14-28-12 8 4 12 9-7 0-10 4 12 1 22 3zM${cx + 3} ${cy - 8}q10-14 28-12-8 4-12 9 7 0 10 4-12 1-22 3z`,
      `${FP} stroke-width="1.2"`,
    ) +
    path(`M${cx - 4} ${cy - 12}l-4-9h16l-4 9z`, `${FP} stroke-width="1.2"`) +
    path(`M${cx} ${cy - 14}q6 4 5 12t-5 12q-5-4-5-12t5-12z`, `${FP} stroke-width="1.2"`) +
    path(`M${cx - 1.5} ${cy + 10}l1.5 4 1.5-4`, `${FG} stroke-width="1"`) +
    circle(cx, cy + 19, 4.5, `${FP} stroke-width="1.2"`) +
    path(`M${cx} ${cy + 16}v6M${cx - 3} ${cy + 19}h6`, `stroke="${ROSE}" stroke-width="1"`)
  );
}

function lily(x: number, y: number): string {
  return (
    path(`M${x - 10} ${y}a10 3.5 0 1 0 20 0a10 3.5 0 0 0-20 0z`, FI) +
    path(
      `M${x} ${y + 2}q-5-1-5-7q3 1 5 3q0-4 0-7q0 3 0 7q2-2 5-3q0 6-5 7z`,
      `${FP} stroke-width="1"`,
    )
  );
}

function aceOfCups(): string {
  const streams =
    "M84 106c-8-8-20-6-26 6s-8 64-10 148M90 106c-6-6-14-4-17 6s-4 64-5 148" +
    "M116 106c8-8 20-6 26 6s8 64 10 148M110 106c6-6 14-4 17 6s4 64 5 148";
  return (
    path("M14 262q40-8 86-6t86 6V294H14z", `${FD} stroke="none"`) +
    path("M14 262q40-8 86-6t86 6", THIN) +
    path(waves(26, 176, 272, 2, 6) + waves(40, 160, 284, 2, 5), SEA_LINE) +
    path(
      "M44 262q-2 4-6 4M58 262q2 4 6 4M136 262q-2 4-6 4M150 262q2 4 6 4",
      `stroke="${WATER}" stroke-width="1"`,
    ) +
    lily(34, 282) +
    lily(100, 286) +
    lily(166, 282) +
    cupsCloud(160, 178, 50) +
    place(CUP, 100, 145, 2.1) +
    path(streams, `stroke="${WATER}" stroke-width="1.4"`) +
    path("M78 106q5-4 11 0t11 0 11 0 11 0", `stroke="${WATER}" stroke-width="1.4"`) +
    handFromCloud([150, 180], 100, 162) +
    dove(100, 72)
  );
}

/** The caduceus of the Two: a staff with two snakes, crowned by a winged lion's head. */
function caduceus(x: number, top: number): string {
  let snake = "";
  for (const side of [1, -1]) {
    let d = `M${x} ${top + 66}`;
    for (let i = 0; i < 3; i++) d += `q${side * 9} -5 0 -10t0 -10`;
    snake += `${d}q${side * 8}-4 ${side * 7}-10`;
  }
  return (
    path(`M${x} ${top + 70}V${top + 22}`, 'stroke-width="2.2"') +
    path(snake, 'stroke-width="1.3"') +
    path(
      `M${x - 3} ${top + 24}q-6-6-14-4 5 2 7 6zM${x + 3} ${top + 24}q6-6 14-4-5 2-7 6z`,
      `${FG} stroke-width="1"`,
    ) +
    path(
      `M${x - 12} ${top + 8}q-16-14-42-8 10 4 14 8-8 0-12 5 12 2 20 2-6 3-6 7 16 0 26-8zM${x + 12} ${top + 8}q16-14 42-8-10 4-14 8 8 0 12 5-12 2-20 2 6 3 6 7-16 0-26-8z`,
      FD,
    ) +
    path(starPath(x, top + 8, 12, 14, 10), `${FG} stroke-width="1"`) +
    circle(x, top + 8, 8, `fill="${ROSE}" stroke-width="1.2"`) +
    circle(x - 3, top + 6, 1, `${FI} stroke="none"`) +
    circle(x + 3, top + 6, 1, `${FI} stroke="none"`) +
    path(`M${x - 2} ${top + 10}h4l-2 2z`, `${FI} stroke="none"`) +
    path(`M${x - 3} ${top + 13}q1.5 1.5 3 0q1.5 1.5 3 0`, `stroke="${INK}" stroke-width=".8"`) +
    path(
      `M${x - 7} ${top + 1}l-1-5 4 2M${x + 7} ${top + 1}l1-5-4 2`,
      `fill="${ROSE}" stroke-width="1"`,
    )
  );
}

function twoOfCups(): string {
  const man = figure({
    x: 52,
    y: 284,
    scale: 1.45,
    pose: "walk",
    dress: "tunic",
    cloak: true,
    headwear: "wreath",
    arms: {
      1: [
        [12, -68],
        [25, -62],
      ],
    },
  });
  const woman = figure({
    x: 148,
    y: 284,
    scale: 1.45,
    pose: "walk",
    facing: -1,
    dress: "gown",
    headwear: "long",
    legs: {
      0: [
        [-2, -24],
        [-5, 0],
      ],
      1: [
        [3, -24],
        [6, 0],
      ],
    },
    arms: {
      1: [
        [12, -68],
        [25, -62],
      ],
    },
  });
  return (
    path("M14 236q30-14 60-6t50-8 62 4", THIN) +
    path("M126 224q20-18 44-12", THIN) +
    house(100, 226, 0.8) +
    path("M14 286h172", THIN) +
    caduceus(100, 58) +
    man.svg +
    woman.svg +
    heldCup(man.hand[1], 0.75) +
    heldCup(woman.hand[1], 0.75)
  );
}

function pumpkin(x: number, y: number, r: number): string {
  return (
    path(
      `M${n(x - r)} ${y}a${n(r)} ${n(r * 0.75)} 0 1 0 ${n(2 * r)} 0a${n(r)} ${n(r * 0.75)} 0 1 0 ${n(-2 * r)} 0z`,
      FG,
    ) +
    path(
      `M${x} ${n(y - r * 0.75)}v${n(r * 1.5)}M${n(x - r * 0.5)} ${n(y - r * 0.65)}q-2 ${n(r * 0.65)} 0 ${n(r * 1.3)}M${n(x + r * 0.5)} ${n(y - r * 0.65)}q2 ${n(r * 0.65)} 0 ${n(r * 1.3)}`,
      `stroke="${INK}" stroke-width="1"`,
    ) +
    path(`M${x} ${n(y - r * 0.75)}q1-4 4-5`, 'stroke-width="1.4"')
  );
}

function grapes(x: number, y: number): string {
  let d = "";
  for (const [dx, dy] of [
    [-4, 0],
    [4, 0],
    [0, 6],
    [-8, -6],
    [0, -6],
    [8, -6],
    [-4, -12],
    [4, -12],
  ] as const)
    d += circle(x + dx, y + dy, 3.6, `fill="${ROSE}" stroke-width="1"`);
  return (
    path(
      `M${x} ${y - 16}q2-5 7-5M${x + 3} ${y - 14}q8-2 10 4-6 2-10-4z`,
      `${FD} stroke-width="1"`,
    ) + d
  );
}

function threeOfCups(): string {
  const left = figure({
    x: 50,
    y: 272,
    scale: 1.25,
    pose: "walk",
    dress: "gown",
    headwear: "long",
    arms: {
      1: [
        [10, -96],
        [13, -114],
      ],
    },
  });
  const middle = figure({
    x: 100,
    y: 270,
    scale: 1.25,
    pose: "stand",
    dress: "gown",
    fill: INK,
    headwear: "wreath",
    arms: {
      0: [
        [-18, -64],
        [-20, -48],
      ],
      1: [
        [13, -97],
        [2, -116],
      ],
    },
    legs: {
      0: [
        [-8, -24],
        [-12, 0],
      ],
    },
  });
  const right = figure({
    x: 150,
    y: 272,
    scale: 1.25,
    pose: "walk",
    facing: -1,
    dress: "gown",
    headwear: "hair",
    arms: {
      1: [
        [10, -96],
        [13, -114],
      ],
    },
  });
  return (
    path("M14 218q40-10 80-4t92-2", THIN) +
    path("M14 232q50-8 100-2t72 0", `${THIN} opacity=".6"`) +
    path("M14 276h172", THIN) +
    heldCup(left.hand[1], 0.72) +
    heldCup(middle.hand[1], 0.72) +
    heldCup(right.hand[1], 0.72) +
    left.svg +
    right.svg +
    middle.svg +
    pumpkin(28, 282, 10) +
    pumpkin(172, 283, 9) +
    pumpkin(150, 287, 6) +
    grapes(80, 284) +
    grapes(122, 286) +
    path("M44 292q4-10 2-18M48 292q4-8 8-12M98 292q-2-8 2-14", 'stroke-width="1.2"')
  );
}

function fourOfCups(): string {
  const youth = figure({
    x: 84,
    y: 248,
    scale: 1.4,
    pose: "sit",
    dress: "tunic",
    headwear: "hair",
    cloak: true,
    arms: {
      0: [
        [-15, -46],
        [7, -50],
      ],
      1: [
        [15, -46],
        [-7, -53],
      ],
    },
  });
  return (
    path("M14 222q30-14 64-8t60-6 48 4", THIN) +
    tree(44, 240, 130, 26) +
    path("M14 256V236q30-30 70-30t64 38l6 12z", FD) +
    path("M24 230l-2-6M28 229l1-6M118 218l2-6M122 220l4-5", THIN) +
    path("M14 256q86-8 172 0", THIN) +
    youth.svg +
    standingCup(50, 286, 0.75) +
    standingCup(84, 288, 0.75) +
    standingCup(118, 286, 0.75) +
    cupsCloud(160, 104, 46) +
    heldCup([138, 146], 0.75) +
    handFromCloud([156, 108], 138, 147, 0.75)
  );
}

function fiveOfCups(): string {
  const mourner = figure({
    x: 104,
    y: 272,
    scale: 1.6,
    pose: "walk",
    facing: -1,
    dress: "robe",
    fill: INK,
    cloak: INK,
    headwear: "hood",
    head: [12, -82],
    legs: {
      0: [
        [-2, -24],
        [-4, 0],
      ],
      1: [
        [3, -24],
        [5, 0],
      ],
    },
    arms: {
      0: [
        [6, -62],
        [10, -76],
      ],
      1: [
        [8, -64],
        [9, -78],
      ],
    },
  });
  const spill = (x: number, y: number) =>
    path(`M${x} ${y}q-8 2-10 6 6 3 14 1t10-3q-6-3-14-4z`, `fill="${ROSE}" stroke-width="1"`);
  return (
    path("M14 196q30-10 60-4t70-8 42 4", THIN) +
    tower(160, 194, 18, 46) +
    sea(200, 226, 2) +
    path("M116 230l4-18q30-14 60 0l4 18h-10a24 20 0 0 0-48 0z", FD) +
    path("M124 214q26-11 52 0", THIN) +
    path("M14 232q86-8 172 0", THIN) +
    standingCup(146, 272, 0.78) +
    standingCup(172, 276, 0.78) +
    mourner.svg +
    spill(22, 266) +
    spill(44, 284) +
    spill(66, 270) +
    place(CUP, 36, 262, 0.75, -100) +
    place(CUP, 58, 280, 0.75, -80) +
    place(CUP, 80, 266, 0.75, -110)
  );
}

/** A cup with a posy of white flowers. */
function flowerCup(x: number, y: number, s: number): string {
  const rim = y - 18 * s;
  return (
    flower(x - 6 * s, rim - 2 * s, 5 * s) +
    flower(x + 6 * s, rim - 2 * s, 5 * s) +
    flower(x, rim - 7 * s, 5 * s) +
    place(CUP, x, y, s)
  );
}

function sixOfCups(): string {
  const boy = figure({
    x: 74,
    y: 252,
    scale: 1.15,
    pose: "walk",
    dress: "tunic",
    headwear: "hood",
    head: [6, -89],
    legs: {
      0: [
        [-3, -24],
        [-7, 0],
      ],
      1: [
        [5, -25],
        [8, 0],
      ],
    },
    arms: {
      0: [
        [8, -64],
        [22, -58],
      ],
      1: [
        [12, -64],
        [25, -60],
      ],
    },
  });
  const girl = figure({
    x: 136,
    y: 252,
    scale: 0.9,
    pose: "walk",
    facing: -1,
    dress: "gown",
    fill: INK,
    headwear: "long",
    legs: {
      0: [
        [-2, -24],
        [-4, 0],
      ],
      1: [
        [3, -24],
        [5, 0],
      ],
    },
    arms: {
      1: [
        [10, -66],
        [22, -70],
      ],
    },
  });
  const [bx, by] = boy.hand[1];
  return (
    tower(34, 220, 30, 120) +
    path("M49 220V156h44v64", FD) +
    path("M45 158l26-22 26 22z", FI) +
    path("M58 172h8v10h-8zM76 172h8v10h-8z", `${FG} stroke="none"`) +
    path("M14 228h172M14 220h90", THIN) +
    path("M150 228v-40h24v40", FD) +
    path("M146 188h32", 'stroke-width="3"') +
    flowerCup(162, 174, 0.55) +
    boy.svg +
    girl.svg +
    flowerCup(bx, by - 5 * 0.6, 0.6) +
    flowerCup(36, 280, 0.55) +
    flowerCup(76, 282, 0.55) +
    flowerCup(124, 282, 0.55) +
    flowerCup(164, 280, 0.55)
  );
}

// The visions in the Seven's cups, drawn about the middle of a rim at (0, 0).
const VISIONS: readonly string[] = [
  // A castle.
  path("M-10 0v-13h4v-4h4v4h4v-4h4v4h4v13z", FD) + path("M-2 0v-5a2 2 0 0 1 4 0v5", THIN),
  // A heap of jewels under a sparkle.
  path("M-12 0l4-6h7l3 6zM-1 0l4-8h6l3 8z", `${FG} stroke-width="1"`) +
    path(starPath(-4, -14, 4, 5, 1.4), `${FP} stroke="none"`),
  // A victor's wreath.
  circle(0, -10, 7, 'stroke-width="3.4"') +
    circle(0, -10, 7, `stroke="${DUSK}" stroke-width="1.4" stroke-dasharray="2 2"`) +
    path("M-3-3l-3 5M3-3l3 5", 'stroke-width="1.2"'),
  // A snake rising.
  path("M-8 0q8-2 8-6t-6-6 2-8q5 0 6 3", 'stroke-width="2.4"') +
    circle(2, -17, 1.8, FG) +
    path("M4-17l3-1M4-17l3 1", `stroke="${ROSE}" stroke-width="1"`),
  // A dragon with a bat's wing.
  path(
    "M-13 0q4-4 10-3 6 1 8-5l4-5 3 2-2 2 3 1-3 2q-2 7-10 9-8 2-13-2z",
    `${FD} stroke-width="1"`,
  ) + path("M-4-3l-7-13 5 3 2-6 3 7 3-3 1 9z", `${FD} stroke-width="1"`),
  // A shrouded figure in a ring of light.
  path("M0-22q6 0 6 7l3 15h-18l3-15q0-7 6-7z", `${FP} stroke-width="1"`) +
    circle(0, -15, 10, 'stroke-width=".8" stroke-dasharray="1.5 2"'),
  // A head with a laurel crown.
  circle(0, -9, 7, `${FP} stroke-width="1"`) +
    path("M-7-11q7-8 14 0", 'stroke-width="2.4"') +
    circle(-2.5, -8, 0.8, `${FI} stroke="none"`) +
    circle(2.5, -8, 0.8, `${FI} stroke="none"`),
];

function sevenOfCups(): string {
  const spots: readonly Pt[] = [
    [50, 98],
    [100, 94],
    [150, 98],
    [32, 172],
    [77, 168],
    [123, 168],
    [168, 172],
  ];
  let cups = "";
  spots.forEach(([x, y], i) => {
    cups +=
      place(CUP, x, y, 0.7) + `<g transform="translate(${x} ${n(y - 14)})">${VISIONS[i] ?? ""}</g>`;
  });
  return (
    cloudBank(22, 178, 112, 28) +
    cloudBank(16, 184, 186, 30) +
    cups +
    path(
      "M44 294q0-30 18-36 6-2 12-4 2-8 0-12-6-4-6-14 0-14 14-14t14 14q0 10-6 14-2 4 0 12 6 2 12 4 18 6 18 36z",
      `${FI} stroke-width="1.6"`,
    ) +
    limb(
      [
        [106, 262],
        [122, 240],
        [132, 224],
      ],
      7,
      INK,
    ) +
    circle(133, 222, 3, `${FP} stroke-width="1"`)
  );
}

function eightOfCups(): string {
  const wanderer = figure({
    x: 142,
    y: 198,
    scale: 0.75,
    pose: "walk",
    dress: "robe",
    cloak: INK,
    headwear: "hood",
    arms: {
      1: [
        [10, -64],
        [18, -56],
      ],
    },
  });
  const [sx, sy] = wanderer.hand[1];
  let cups = "";
  for (let i = 0; i < 5; i++) cups += standingCup(30 + i * 21, 286, 0.75);
  for (const x of [40.5, 61.5, 103.5]) cups += standingCup(x, 286 - 28.5, 0.75);
  const peaks = "M14 194l18-26 12 10 26-50 22 36 14-16 26 34 18-24 36 36";
  return (
    circle(100, 76, 16, FP) +
    crescent(100, 76, 14, 0, `fill="${DUSK}" stroke="none"`) +
    path(`${peaks}V202H14z`, `${FD} stroke="none"`) +
    path(peaks, THIN) +
    path("M14 202q60-8 120-4t52 4", THIN) +
    path(`M${n(sx + 4)} ${n(sy - 30)}L${n(sx - 2)} ${n(sy + 20)}`, 'stroke-width="2"') +
    wanderer.svg +
    sea(206, 228, 2) +
    path("M14 228q80 6 172-2", THIN) +
    blob(
      [
        [136, 274, 3],
        [150, 266, 5],
        [166, 268, 5],
        [176, 276, 3],
      ],
      FD,
    ) +
    cups
  );
}

function nineOfCups(): string {
  const host = figure({
    x: 100,
    y: 282,
    scale: 1.5,
    pose: "sit",
    dress: "tunic",
    headwear: "cap",
    cloak: true,
    arms: {
      0: [
        [-16, -44],
        [8, -50],
      ],
      1: [
        [16, -44],
        [-8, -53],
      ],
    },
    legs: {
      0: [
        [-14, -26],
        [-13, 0],
      ],
      1: [
        [14, -26],
        [13, 0],
      ],
    },
  });
  const [hx, hy] = host.head;
  let cups = "";
  for (let i = 0; i < 9; i++) {
    const [x, y] = polar(100, 190, 84, 198 + i * 18);
    cups += standingCup(x, y, 0.55);
  }
  const arc = (r: number) => {
    const [x1, y1] = polar(100, 190, r, 188);
    const [x2, y2] = polar(100, 190, r, 352);
    return `M${n(x1)} ${n(y1)}A${r} ${r} 0 0 1 ${n(x2)} ${n(y2)}`;
  };
  return (
    path(
      `${arc(84)}L${n(polar(100, 190, 66, 352)[0])} 200A66 66 0 0 0 ${n(polar(100, 190, 66, 188)[0])} 200z`,
      FD,
    ) +
    path(arc(84), 'stroke-width="4"') +
    path(arc(84), `stroke="${DUSK}" stroke-width="1.4"`) +
    path(arc(76), `${THIN} stroke-dasharray="2 4"`) +
    path("M14 286h172", THIN) +
    path("M58 238h84v8H58zM62 246v40M138 246v40", FD) +
    host.svg +
    path(`M${n(hx - 4)} ${n(hy + 4)}q4 4 8 0`, `stroke="${INK}" stroke-width="1.2"`) +
    cups
  );
}

function tenOfCups(): string {
  const man = figure({
    x: 52,
    y: 276,
    scale: 1.3,
    pose: "stand",
    dress: "tunic",
    arms: {
      0: [
        [-20, -94],
        [-26, -114],
      ],
      1: [
        [18, -68],
        [22, -64],
      ],
    },
  });
  const woman = figure({
    x: 80,
    y: 276,
    scale: 1.25,
    pose: "stand",
    dress: "gown",
    fill: INK,
    arms: {
      0: [
        [-18, -68],
        [-22, -64],
      ],
      1: [
        [20, -94],
        [26, -114],
      ],
    },
  });
  const kid = (x: number, facing: 1 | -1) =>
    figure({
      x,
      y: 276,
      scale: 0.72,
      pose: "walk",
      facing,
      dress: facing === 1 ? "tunic" : "gown",
      headwear: facing === 1 ? "hair" : "long",
      arms: {
        1: [
          [10, -68],
          [20, -62],
        ],
        0: [
          [-8, -94],
          [-12, -112],
        ],
      },
    });
  const boy = kid(134, 1);
  const girl = kid(166, -1);
  let bow = "";
  for (const [r, colour] of [
    [78, ROSE],
    [72, GOLD],
    [66, WATER],
  ] as const)
    bow += path(
      `M${100 - r} 180a${r} ${r} 0 0 1 ${2 * r} 0`,
      `stroke="${colour}" stroke-width="4"`,
    );
  let cups = "";
  for (let i = 0; i < 10; i++) {
    const [x, y] = polar(100, 180, 72, 190 + i * 17.8);
    cups += place(CUP, x, y, 0.5);
  }
  return (
    bow +
    cups +
    path("M14 236q30-20 60-14t40 0", THIN) +
    house(112, 222, 0.7) +
    path("M96 240q40-10 90-6", THIN) +
    path(waves(104, 186, 250, 1.5, 4), SEA_LINE) +
    path("M14 278h172", THIN) +
    man.svg +
    woman.svg +
    backOfHead(man.head, man.headRadius, GOLD) +
    backOfHead(woman.head, woman.headRadius, GOLD) +
    path(
      `M${n(woman.head[0] - 8)} ${n(woman.head[1])}q-2 14 2 22h12q4-8 2-22z`,
      `${FG} stroke="none"`,
    ) +
    boy.svg +
    girl.svg
  );
}

// ---- Courts ------------------------------------------------------------------------------------

function pageOfCups(): string {
  const page = figure({
    x: 78,
    y: 280,
    scale: 1.7,
    pose: "walk",
    dress: "tunic",
    cloak: true,
    headwear: "cap",
    legs: {
      0: [
        [-3, -24],
        [-8, 0],
      ],
      1: [
        [5, -24],
        [8, 0],
      ],
    },
    arms: {
      0: [
        [-10, -60],
        [-2, -50],
      ],
      1: [
        [14, -66],
        [26, -70],
      ],
    },
  });
  const [hx, hy] = page.hand[1];
  return (
    sea(214, 262, 3) +
    path("M14 262q60-6 120 0t52-2V294H14z", `${FI} stroke="none"`) +
    path("M14 262q60-6 120 0t52-2", THIN) +
    pebbles([
      [30, 284],
      [142, 280],
      [160, 288],
    ]) +
    fish(hx - 11, hy - 34, 1.1, -1, 45) +
    heldCup(page.hand[1], 0.8) +
    path(`M${n(hx - 8)} ${n(hy - 19)}q4-3 8 0t8 0`, SEA_LINE) +
    page.svg
  );
}

function knightOfCups(): string {
  const mount = horse({ x: 94, y: 272, scale: 1.04, gait: "walk" });
  const rider = figure({
    x: mount.saddle[0],
    y: mount.saddle[1],
    scale: 1.04,
    pose: "ride",
    dress: "armour",
    headwear: "helmet",
    nearLegOnly: true,
    arms: {
      1: [
        [14, -22],
        [28, -24],
      ],
    },
  });
  return (
    path("M14 206q40-16 80-8t92-4", THIN) +
    path("M120 202q30 4 20 14t30 18", `stroke="${WATER}" stroke-width="1.2"`) +
    poplar(28, 206, 34) +
    poplar(42, 204, 26) +
    poplar(164, 200, 22) +
    path("M14 272h172", THIN) +
    path("M14 276q40 6 86 4t86 6V294H14z", `${FD} stroke="none"`) +
    path(waves(24, 176, 284, 2, 7), SEA_LINE) +
    mount.svg +
    rider.svg +
    heldCup(rider.hand[1], 0.78)
  );
}

/** The Queen's cup: the suit's cup with handles and a domed lid topped by a cross. */
function lidCup(x: number, y: number, s: number): string {
  const rim = y - 18 * s;
  return (
    place(CUP, x, y, s) +
    path(
      `M${n(x - 12 * s)} ${n(y - 14 * s)}q-7 0-7 6t6 6M${n(x + 12 * s)} ${n(y - 14 * s)}q7 0 7 6t-6 6`,
      'stroke-width="1.4"',
    ) +
    path(`M${n(x - 12 * s)} ${n(rim)}q0-10 ${n(12 * s)}-10t${n(12 * s)} 10z`, FG) +
    path(`M${n(x)} ${n(rim - 10 * s)}v-7M${n(x - 3)} ${n(rim - 14 * s)}h6`, 'stroke-width="1.4"')
  );
}

/** A scallop shell, hinge at (x, y), fanning upwards. */
function shell(x: number, y: number, r: number): string {
  let ribs = "";
  for (let k = 0; k < 5; k++) {
    const [px, py] = polar(x, y, r * 0.9, 200 + k * 35);
    ribs += `M${x} ${y}L${n(px)} ${n(py)}`;
  }
  return (
    path(
      `M${n(x - r)} ${n(y - r * 0.3)}A${r} ${r} 0 0 1 ${n(x + r)} ${n(y - r * 0.3)}L${x} ${y}z`,
      FG,
    ) + path(ribs, `stroke="${INK}" stroke-width="1"`)
  );
}

function queenOfCups(): string {
  const queen = figure({
    x: 80,
    y: 264,
    scale: 1.6,
    pose: "sitSide",
    dress: "gown",
    headwear: "crown",
    cloak: INK,
    arms: {
      0: [
        [8, -46],
        [18, -46],
      ],
      1: [
        [10, -46],
        [22, -45],
      ],
    },
  });
  const [hx, hy] = queen.hand[1];
  return (
    sea(180, 246, 4, 110) +
    path("M14 246q70-6 172 4V294H14z", `${FI} stroke="none"`) +
    path("M14 246q70-6 172 4", THIN) +
    pebbles([
      [136, 276],
      [160, 284],
      [28, 284],
      [112, 288],
    ]) +
    path("M34 264V116q24-26 48 0v148", FD) +
    path("M40 124q18-18 36 0v132H40z", `${THIN} opacity=".6"`) +
    shell(58, 110, 22) +
    path("M28 264h60v8H28z", FD) +
    fish(56, 252, 0.5, 1) +
    queen.svg +
    lidCup(hx + 2, hy - 4, 0.75)
  );
}

function ship(x: number, y: number, s: number): string {
  return (
    path(`M${n(x - 14 * s)} ${y}h${n(28 * s)}l-5 ${n(6 * s)}h${n(-18 * s)}z`, FD) +
    path(`M${x} ${y}v${n(-26 * s)}`, 'stroke-width="1.2"') +
    path(
      `M${n(x + 1)} ${n(y - 24 * s)}q${n(12 * s)} ${n(10 * s)} 0 ${n(20 * s)}z`,
      `${FP} stroke-width="1"`,
    )
  );
}

function kingOfCups(): string {
  const king = figure({
    x: 100,
    y: 226,
    scale: 1.4,
    pose: "sit",
    dress: "robe",
    headwear: "crown",
    cloak: INK,
    arms: {
      0: [
        [-18, -44],
        [-16, -30],
      ],
      1: [
        [18, -48],
        [20, -62],
      ],
    },
  });
  const [sx, sy] = king.hand[0];
  return (
    sea(168, 294, 5) +
    ship(34, 178, 0.9) +
    fish(168, 226, 0.9, -1, -35) +
    path("M166 242q6-4 12 0", SEA_LINE) +
    path("M70 240V110q30-22 60 0v130", FD) +
    path("M78 118q22-14 44 0", THIN) +
    path("M60 226h80v18H60z", FD) +
    path("M56 244h88v14H56z", FI) +
    path(waves(48, 152, 262, 2, 4), SEA_LINE) +
    king.svg +
    path(`M${n(sx)} ${n(sy + 6)}V${n(sy - 26)}`, 'stroke-width="2.2"') +
    circle(sx, sy - 28, 3, FG) +
    heldCup(king.hand[1], 0.72)
  );
}

const CARDS = [
  aceOfCups,
  twoOfCups,
  threeOfCups,
  fourOfCups,
  fiveOfCups,
  sixOfCups,
  sevenOfCups,
  eightOfCups,
  nineOfCups,
  tenOfCups,
  pageOfCups,
  knightOfCups,
  queenOfCups,
  kingOfCups,
];

/**
 * Merges each rounded shape's gold edge and fill (two copies of one outline) into a single path
 * that paints its stroke under its fill: the same picture in fewer bytes.
 */

export const CUPS_ART: Record<number, () => string> = Object.fromEntries(
  CARDS.map((draw, i) => [i + 1, draw]),
);
