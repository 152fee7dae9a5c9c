// The Wands as scenes in warm open country: desert, dunes and hills, with a castle or a town far off.
// Ace to Ten show exactly N wands (the shared symbol), the courts one each.

import {
  circle,
  starPath,
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
  ROSE,
  SUIT_SYMBOL,
  THIN,
  WATER,
  waves,
} from "~/art/kit";
import {
  blob,
  type Dress,
  figure,
  type Headwear,
  horse,
  limb,
  POSES,
  type PoseName,
  type Pt,
  union,
} from "~/art/tarot/figure";

const WAND = SUIT_SYMBOL.wands;

/**
 * A wand `len` long, tilted `rot` degrees clockwise, passing through (x, y) at fraction k from its
 * budding top. Long wands keep the symbol's own width, so a staff reads as a staff.
 */
function wand(x: number, y: number, len: number, rot = 0, k = 0.5): string {
  const a = (rot * Math.PI) / 180;
  const off = (k - 0.5) * len;
  const s = +(len / 38).toFixed(2);
  const w = Math.min(s, 1);
  const use = place(WAND, x + off * Math.sin(a), y - off * Math.cos(a), s, Math.round(rot));
  return w === s
    ? use
    : use.replace(
        /scale\(([\d.]+)\)" stroke-width="[\d.]+"/,
        `scale(${w} $1)" stroke-width="${+(1.6 / w).toFixed(2)}"`,
      );
}

/** A drawing made in its own units, moved to (x, y) and scaled, with the line kept even. */
function at(x: number, y: number, s: number, body: string): string {
  return `<g transform="translate(${n(x)} ${n(y)}) scale(${s})" stroke-width="${n(1.6 / s)}">${body}</g>`;
}

/** Shrinks a small figure's markup by rounding its path points to whole units. */
function roundPoints(svg: string): string {
  return svg.replace(
    / d="([^"]+)"/g,
    (_, d: string) => ` d="${d.replace(/-?\d+\.\d+/g, (m) => String(Math.round(+m)))}"`,
  );
}

/** A crenellated top from x0, `w` wide, at height y (units), as path commands drawn rightwards. */
function battlement(x0: number, y: number, w: number, merlon: number): string {
  let d = `M${n(x0)} 0V${n(y)}`;
  const count = Math.max(1, Math.round(w / (merlon * 2)));
  const step = w / (count * 2 - 1);
  for (let i = 0; i < count * 2 - 1; i++)
    d += i % 2 === 0 ? `h${n(step)}` : `v${merlon}h${n(step)}v${-merlon}`;
  return `${d}V0z`;
}

/** A castle 44 wide and 40 tall in units, its base centred on the origin. */
function castle(x: number, y: number, s: number, fill = FD): string {
  const body =
    path(battlement(-22, -32, 10, 3) + battlement(12, -36, 10, 3), fill) +
    path(battlement(-12, -22, 24, 3), fill) +
    path("M-19-22h4v6h-4zM15-26h4v6h-4zM-3-12q3-5 6 0v12h-6z", FI);
  return at(x, y, s, body);
}

/** A falling leaf, gold, tilted `rot` degrees. */
function leaf(x: number, y: number, rot: number): string {
  return path(
    `M0 0q3-5 8 0q-5 5-8 0z`,
    `${FG} ${THIN} transform="translate(${n(x)} ${n(y)}) rotate(${rot})"`,
  );
}

/** Open country to the horizon: a line of hills from left to right at y, filled down to the frame. */
function hills(d: string, fill = FD): string {
  return path(`${d}V294H14z`, `${fill} ${THIN}`);
}

/** A few tufts of desert grass along a ground line. */
function tufts(points: readonly Pt[]): string {
  return path(
    points
      .map(([x, y]) => `M${n(x - 3)} ${n(y)}l1-5M${n(x)} ${n(y)}v-6M${n(x + 3)} ${n(y)}l-1-5`)
      .join(""),
    THIN,
  );
}

function aceOfWands(): string {
  const cloud = union(
    [[[146, 140, 12]], [[164, 132, 14]], [[180, 146, 9]], [[162, 156, 12]], [[140, 158, 10]]],
    DUSK,
  );
  const fingers = [154, 159.5, 165, 170.5]
    .map((y) => `M106 ${y}h-13a2.7 2.7 0 0 0 0 5.4h13z`)
    .join("");
  const hand =
    limb(
      [
        [136, 162],
        [110, 164],
      ],
      10,
      PALE,
    ) +
    path("M100 152h10q6 0 6 7v10q0 7-6 7h-10z", FP) +
    path(fingers, `${FP} stroke-width="1.2"`) +
    path("M112 154q-6-6-16-3q-3 2 0 4q6-1 11 3", `${FP} stroke-width="1.2"`);
  return (
    cloud +
    wand(97, 164, 124, 0, 0.64) +
    hand +
    leaf(66, 116, 30) +
    leaf(126, 100, 150) +
    leaf(70, 196, 70) +
    leaf(128, 214, 110) +
    leaf(56, 150, 200) +
    path("M14 252q26-14 52-6t46 0 40-10 34 4", THIN) +
    hills("M14 270q30-10 64-2t58-4 50 6") +
    path("M104 294q10-10 0-16t4-14", `stroke="${WATER}" ${THIN}`) +
    castle(50, 250, 0.75) +
    path("M40 250q10-6 22 0", THIN) +
    tufts([
      [150, 286],
      [170, 282],
      [30, 288],
    ])
  );
}

function twoOfWands(): string {
  const man = figure({
    x: 90,
    y: 290,
    scale: 1.6,
    headwear: "hair",
    fill: INK,
    cloak: DUSK,
    arms: {
      0: [
        [-18, -63],
        [-22, -54],
      ],
      1: [
        [20, -60],
        [14, -72],
      ],
    },
  });
  const [gx, gy] = man.hand[1];
  const [wx, wy] = man.hand[0];
  const wall =
    path(`M14 294V236${battlementRow(14, 186, 236, 9, 6)}V294z`, FD) +
    path(
      "M14 256h172M14 275h172M40 236v20M90 256v19M140 236v20M64 275v19M120 275v19",
      `${THIN} opacity=".6"`,
    );
  const emblem =
    path("M150 262l16 16M166 262l-16 16", THIN) +
    circle(151, 263, 3, `fill="${ROSE}" ${THIN}`) +
    path("M165 261q-2-4 1-6q3 2 1 6z", `${FP} ${THIN}`);
  return (
    path(waves(14, 186, 204, 1.5, 7) + waves(14, 186, 216, 1.5, 6), `stroke="${WATER}" ${THIN}`) +
    path("M14 196q20-10 40-4t36-4l30 6q30-10 66 0", THIN) +
    path("M14 196h172", THIN) +
    wand(wx, wy, 110, 0, 0.62) +
    wand(166, 244, 110, 0, 1) +
    man.svg +
    circle(gx, gy - 10, 11, FD) +
    path(
      `M${n(gx - 11)} ${n(gy - 10)}h22M${n(gx)} ${n(gy - 21)}q-8 11 0 22M${n(gx)} ${n(gy - 21)}q8 11 0 22`,
      THIN,
    ) +
    circle(gx, gy, 2.7, `${FP} ${THIN}`) +
    circle(wx, wy, 2.7, `${FP} ${THIN}`) +
    wall +
    path("M159 229h14v8h-14z", FG) +
    emblem
  );
}

function threeOfWands(): string {
  const man = figure({
    x: 70,
    y: 240,
    scale: 1.3,
    arms: {
      1: [
        [21, -62],
        [25, -72],
      ],
    },
    fill: INK,
  });
  const [hx, hy] = man.head;
  const [sl, sr] = man.shoulder;
  const r = man.headRadius;
  const [gx, gy] = man.hand[1];
  const back =
    blob(
      [
        [sl[0] + 1, sl[1] + 1, 6],
        [sr[0] - 1, sr[1] + 1, 6],
        [sl[0] - 7, 228, 3],
        [sr[0] + 7, 228, 3],
      ],
      FD,
    ) +
    path(`M${n(hx - 3)} ${n(sl[1] + 10)}l-4 50M${n(hx + 4)} ${n(sl[1] + 10)}l5 50`, THIN) +
    limb([sr, [sr[0] + 8, sr[1] + 18], [gx, gy]], 7.8, INK) +
    circle(gx, gy, 2.7, `${FP} ${THIN}`);
  const head =
    circle(hx - r, hy + 1, 2, `${FP} ${THIN}`) +
    circle(hx + r, hy + 1, 2, `${FP} ${THIN}`) +
    circle(hx, hy, r, FG) +
    path(`M${n(hx - r)} ${n(hy - 2)}q${n(r)} -4 ${n(r * 2)} 0`, `stroke="${INK}" ${THIN}`);
  const ship = (x: number, y: number, s: number) =>
    at(x, y, s, path("M-10 0h20l-4 5h-12z", FD) + path("M0 0v-18l9 14H0zM-1-16l-8 14h8z", FP));
  return (
    path("M142 172a16 16 0 0 1 32 0z", FG) +
    path("M14 172h172", THIN) +
    path("M94 172l10-10 12 6 14-12 12 16", THIN) +
    path(
      waves(90, 186, 188, 1.5, 5) + waves(110, 186, 206, 1.5, 4) + waves(130, 186, 228, 2, 3),
      `stroke="${WATER}" ${THIN}`,
    ) +
    ship(118, 198, 0.8) +
    ship(162, 214, 1) +
    ship(140, 250, 1.3) +
    path("M14 294V242q30-6 60-2t50 4l10 10-8 14 10 26z", FD) +
    wand(34, 246, 84, -3, 1) +
    wand(126, 254, 84, 4, 1) +
    man.svg +
    back +
    head +
    wand(gx, gy, 88, 0, 0.3)
  );
}

function fourOfWands(): string {
  const celebrant = (x: number, fill: string, wear: "wreath" | "long") => {
    const f = figure({
      x,
      y: 270,
      scale: 0.8,
      dress: "gown",
      fill,
      headwear: wear,
      arms: {
        0: [
          [-20, -92],
          [-18, -112],
        ],
        1: [
          [20, -92],
          [18, -112],
        ],
      },
    });
    return (
      roundPoints(f.svg) +
      f.hand.map(([bx, by]) => circle(bx, by - 4, 4, `fill="${ROSE}" ${THIN}`)).join("")
    );
  };
  const swag = (x1: number, x2: number, y: number) => {
    const sag = 12;
    let d = `M${x1} ${y}Q${n((x1 + x2) / 2)} ${y + sag * 2} ${x2} ${y}`;
    let buds = "";
    for (let k = 1; k < 6; k++) {
      const t = k / 6;
      const px = x1 + (x2 - x1) * t;
      const py = y + sag * 4 * t * (1 - t);
      d += `M${n(px - 4)} ${n(py - 1)}q4-5 8 0`;
      buds += circle(px, py + 2, 2.2, k % 2 ? `fill="${ROSE}" ${THIN}` : `${FG} ${THIN}`);
    }
    return path(d, THIN) + buds;
  };
  return (
    castle(100, 190, 1.3) +
    hills("M14 214q30-12 56-10q30-30 64-2t52 4") +
    path("M14 266q40-6 86-4t86 2", THIN) +
    celebrant(86, INK, "wreath") +
    celebrant(114, DUSK, "long") +
    wand(30, 286, 130, 0, 1) +
    wand(62, 286, 130, 0, 1) +
    wand(138, 286, 130, 0, 1) +
    wand(170, 286, 130, 0, 1) +
    swag(30, 62, 160) +
    swag(62, 138, 160) +
    swag(138, 170, 160) +
    path("M14 288h172", THIN) +
    tufts([
      [46, 288],
      [100, 288],
      [154, 288],
    ])
  );
}

interface Wielder {
  x: number;
  y: number;
  scale: number;
  facing: 1 | -1;
  pose?: PoseName;
  /** The wand's lean in the figure's own frame (as if facing right), degrees clockwise from upright. */
  tilt: number;
  /** The point between the hands, in pose units. */
  grip: Pt;
  /** How far apart the hands are along the wand, in pose units. */
  spread?: number;
  len: number;
  /** Where the near hand holds the wand, as a fraction from its top. */
  k?: number;
  fill?: string;
  headwear?: Headwear;
  dress?: Dress;
  cloak?: boolean | string;
}

/** A person holding a wand in both hands, at any angle: the arms are posed to meet it. */
function wielder(o: Wielder): string {
  const a = (o.tilt * Math.PI) / 180;
  const sp = o.spread ?? 8;
  const [ux, uy] = [Math.sin(a) * sp, -Math.cos(a) * sp];
  const upper: Pt = [o.grip[0] + ux, o.grip[1] + uy];
  const lower: Pt = [o.grip[0] - ux, o.grip[1] - uy];
  const sk = POSES[o.pose ?? "stand"];
  const elbow = (sh: Pt, h: Pt): Pt => [(sh[0] + h[0]) / 2 - 4, (sh[1] + h[1]) / 2 + 8];
  const f = figure({
    x: o.x,
    y: o.y,
    scale: o.scale,
    pose: o.pose,
    facing: o.facing,
    fill: o.fill,
    headwear: o.headwear,
    dress: o.dress,
    cloak: o.cloak,
    arms: {
      0: [elbow(sk.shoulder[0], lower), lower],
      1: [elbow(sk.shoulder[1], upper), upper],
    },
  });
  const [hx, hy] = f.hand[1];
  const grip = f.hand.map(([gx, gy]) => circle(gx, gy, 2.1 * o.scale, `${FP} stroke-width="1"`));
  return (
    (o.scale < 1 ? roundPoints(f.svg) : f.svg) +
    wand(hx, hy, o.len, o.facing * o.tilt, o.k ?? 0.4) +
    grip.join("")
  );
}

function fiveOfWands(): string {
  const youths: Wielder[] = [
    { x: 40, y: 232, scale: 0.82, facing: 1, pose: "walk", tilt: 18, grip: [14, -90], len: 86 },
    {
      x: 100,
      y: 222,
      scale: 0.82,
      facing: 1,
      tilt: -24,
      grip: [16, -98],
      spread: 10,
      len: 86,
      fill: INK,
      headwear: "cap",
    },
    {
      x: 160,
      y: 232,
      scale: 0.82,
      facing: -1,
      pose: "walk",
      tilt: 40,
      grip: [14, -88],
      len: 86,
      headwear: "hood",
    },
    {
      x: 58,
      y: 288,
      scale: 0.9,
      facing: 1,
      pose: "stride",
      tilt: 55,
      grip: [16, -80],
      len: 90,
      fill: INK,
    },
    {
      x: 142,
      y: 288,
      scale: 0.9,
      facing: -1,
      pose: "stride",
      tilt: 62,
      grip: [16, -76],
      len: 90,
      headwear: "long",
    },
  ];
  return (
    hills("M14 214q40-10 84-6t88 2") +
    path("M14 196q24-14 48-6t40-4 40 2 44-6", THIN) +
    youths.map((y) => wielder({ headwear: "hair", ...y })).join("") +
    tufts([
      [24, 290],
      [100, 286],
      [176, 290],
    ])
  );
}

function sixOfWands(): string {
  const steed = horse({ x: 108, y: 278, scale: 1.05, facing: -1, gait: "walk" });
  const [sx, sy] = steed.saddle;
  const rider = figure({
    x: sx,
    y: sy,
    scale: 1.05,
    pose: "ride",
    facing: -1,
    nearLegOnly: true,
    headwear: "wreath",
    fill: INK,
    cloak: DUSK,
    arms: {
      1: [
        [10, -22],
        [16, -38],
      ],
    },
  });
  const [hx, hy] = rider.hand[1];
  // A laurel wreath hung near the top of the wand, its ribbons red.
  const [wx, wy] = [hx, hy - 0.8 * 112 + 22];
  let laurel = "";
  for (let k = 0; k < 12; k++) {
    const t = (k * Math.PI) / 6;
    const [lx, ly] = [wx + 9 * Math.cos(t), wy + 9 * Math.sin(t)];
    laurel += `M${n(lx)} ${n(ly)}l${n(4 * Math.cos(t + 1.1))} ${n(4 * Math.sin(t + 1.1))}`;
  }
  const wreath =
    path(
      `M${n(wx - 2)} ${n(wy + 8)}q-4 10 -8 14M${n(wx + 2)} ${n(wy + 8)}q2 10 6 15`,
      `stroke="${ROSE}" stroke-width="1.8"`,
    ) +
    circle(wx, wy, 8, 'stroke-width="2.4"') +
    path(laurel, `stroke="${GOLD}" stroke-width="2.4"`);
  // The crowd in the foreground, seen from behind, cheering with raised wands.
  const onlooker = (x: number, y: number, fill: string, tilt: number) => {
    const hand: Pt = [x + 11, y - 12];
    return (
      path(`M${x - 13} 294v-10q0-12 13-12t13 12v10z`, `fill="${fill}"`) +
      wand(hand[0], hand[1], 64, tilt, 0.7) +
      limb([[x + 8, y + 16], [x + 15, y + 4], hand], 4.5, fill) +
      circle(...hand, 2, `${FP} stroke-width="1"`) +
      circle(x, y + 2, 7.5, FG)
    );
  };
  return (
    hills("M14 236q40-10 90-4t82 0") +
    steed.svg +
    rider.svg +
    wand(hx, hy, 112, 0, 0.8) +
    wreath +
    circle(hx, hy, 2, `${FP} stroke-width="1"`) +
    onlooker(24, 262, INK, -16) +
    onlooker(48, 268, DUSK, -8) +
    onlooker(72, 264, INK, -2) +
    onlooker(144, 266, DUSK, 6) +
    onlooker(166, 260, INK, 4)
  );
}

function sevenOfWands(): string {
  const attackers = [
    [24, 286, 22],
    [40, 288, 30],
    [58, 284, 18],
    [74, 288, 34],
    [90, 286, 26],
    [106, 290, 38],
  ]
    .map(([x, y, r]) => wand(x!, y!, 88, r, 1))
    .join("");
  return (
    path("M14 214q20-10 44-6t30 0", THIN) +
    path("M14 294V250q30-6 56-30t58-40q30-4 58 2v112z", FD) +
    attackers +
    path("M14 294v-22q14-6 26-2t24-4 24 6 22-2 16 8v16z", FI) +
    wielder({
      x: 146,
      y: 184,
      scale: 1.15,
      facing: -1,
      pose: "stride",
      tilt: 112,
      grip: [16, -66],
      spread: 10,
      len: 100,
      headwear: "hair",
    }) +
    tufts([
      [172, 186],
      [112, 196],
    ])
  );
}

function eightOfWands(): string {
  const rot = 118;
  const a = (rot * Math.PI) / 180;
  const dir: Pt = [Math.sin(a), -Math.cos(a)];
  const perp: Pt = [-dir[1], dir[0]];
  const stagger = [6, -10, 12, -4, 8, -12, 2, -6];
  let flight = "";
  let trails = "";
  stagger.forEach((st, i) => {
    const off = (i - 3.5) * 15;
    const cx = 96 + off * perp[0] + st * dir[0];
    const cy = 150 + off * perp[1] + st * dir[1];
    flight += wand(cx, cy, 96, rot, 0.5);
    const [tx, ty] = [cx - dir[0] * 54, cy - dir[1] * 54];
    trails += `M${n(tx)} ${n(ty)}l${n(-dir[0] * 14)} ${n(-dir[1] * 14)}`;
  });
  return (
    path(trails, `${THIN} stroke-dasharray="2 3"`) +
    flight +
    path("M14 246q30-8 62-2t58-6 52 4", THIN) +
    hills("M14 262q36-10 70-2t66-2 36-2") +
    castle(152, 250, 0.6) +
    path("M62 294q-6-10 8-14t34-6 20-8", `stroke="${WATER}"`) +
    tufts([
      [30, 280],
      [150, 284],
      [176, 276],
    ])
  );
}

function nineOfWands(): string {
  const palisade = [24, 45, 66, 87, 113, 134, 155, 176]
    .map((x) => wand(x, 258, 104, 0, 1))
    .join("");
  const man = wielder({
    x: 98,
    y: 288,
    scale: 1.4,
    facing: 1,
    tilt: 0,
    grip: [8, -66],
    spread: 9,
    len: 122,
    k: 0.2,
    fill: INK,
    headwear: "hair",
  });
  const [hx, hy] = [98, 288 - 91 * 1.4];
  const r = 8 * 1.4;
  return (
    path("M14 224q34-10 70-4t62-4 40 2", THIN) +
    palisade +
    hills("M14 258q40-4 86-2t86 0") +
    man +
    path(
      `M${n(hx - r - 1)} ${n(hy - 5)}q${n(r + 1)} -5 ${n(2 * r + 2)} 0v5q${n(-r - 1)} -5 ${n(-2 * r - 2)} 0z`,
      `${FP} stroke-width="1.2"`,
    ) +
    path(
      `M${n(hx + r - 1)} ${n(hy - 4)}l5 -3M${n(hx + r - 1)} ${n(hy - 2)}l6 1`,
      'stroke-width="1.2"',
    ) +
    circle(hx + 4, hy - 3, 1.6, `fill="${ROSE}" stroke="none"`) +
    tufts([
      [40, 288],
      [160, 286],
    ])
  );
}

function tenOfWands(): string {
  const porter = figure({
    x: 62,
    y: 286,
    scale: 1.2,
    pose: "walk",
    fill: INK,
    headwear: "hair",
    joints: {
      head: [20, -86],
      neck: [14, -78],
      shoulder: [
        [9, -74],
        [12, -74],
      ],
    },
    arms: {
      0: [
        [20, -56],
        [30, -64],
      ],
      1: [
        [22, -56],
        [32, -62],
      ],
    },
  });
  const [hx, hy] = porter.hand[1];
  const bundle = (from: number, to: number) =>
    Array.from({ length: to - from }, (_, i) => {
      const j = from + i;
      return wand(hx - 3 + (j % 3) * 3, hy + 2 - (j % 2) * 4, 100, 2 + j * 5, 0.6);
    }).join("");
  const house = (x: number, y: number, w: number, h: number) =>
    path(`M${x} ${y}v${-h}l${w / 2} -8l${w / 2} 8v${h}z`, `${FD} ${THIN}`) +
    path(`M${x + w / 2 - 2} ${y}v-6h4v6`, `${FI} ${THIN}`);
  return (
    path("M14 236q40-10 80-4t92-6", THIN) +
    house(132, 240, 16, 14) +
    house(150, 238, 14, 18) +
    path("M166 238v-34l4-6 4 6v34z", `${FD} ${THIN}`) +
    house(176, 240, 10, 10) +
    hills("M14 258q50-8 100-10t72-8") +
    path("M30 294q40-20 80-32t60-20", `${THIN} stroke-dasharray="3 4"`) +
    bundle(0, 4) +
    porter.svg +
    bundle(4, 10) +
    porter.hand.map(([x, y]) => circle(x, y, 2.4, `${FP} stroke-width="1"`)).join("")
  );
}

/** Three pyramids on the skyline, the nearest at (x, y). */
function pyramids(x: number, y: number): string {
  return (
    path(
      `M${x - 30} ${y - 4}l14-18 14 18zM${x + 20} ${y - 2}l12-14 12 14zM${x - 12} ${y}l22-30 22 30z`,
      `${FD} ${THIN}`,
    ) + path(`M${x + 10} ${y - 30}l6 30`, THIN)
  );
}

/** A small fire-lizard seen from above, the emblem of the Wands' courts, head to the right. */
function salamander(x: number, y: number, s: number, rot = 0): string {
  const body =
    path("M5-1l4-6h2M5 1l4 6h2M-5-1l-4-6h-2M-5 1l-4 6h-2", 'stroke-width="1.4"') +
    path("M-6 0q-10 1-12 7q-1 3-5 2", `stroke="${GOLD}" stroke-width="2.4"`) +
    path("M-7 0q0-3 7-3t8 1q2-2 5-2t5 4-5 4-5-2q-1 1-8 1t-7-3z", FG);
  return `<g transform="translate(${n(x)} ${n(y)}) rotate(${rot}) scale(${s})" stroke-width="${n(1.6 / s)}">${body}</g>`;
}

/** A lion's head, face on: a scalloped mane, round ears, a gold nose. */
function lionHead(x: number, y: number, r: number): string {
  let mane = "";
  for (let k = 0; k < 12; k++) {
    const t = (k * Math.PI) / 6;
    mane += circle(x + r * 1.1 * Math.cos(t), y + r * 1.1 * Math.sin(t), r * 0.42);
  }
  const u = (v: number) => n(v * r);
  return (
    `<g ${FG} stroke-width="1">${mane}</g>` +
    circle(x - r * 0.62, y - r * 0.72, r * 0.28, FD) +
    circle(x + r * 0.62, y - r * 0.72, r * 0.28, FD) +
    circle(x, y, r * 0.92, FD) +
    circle(x - r * 0.36, y - r * 0.16, r * 0.1, `${FG} stroke="none"`) +
    circle(x + r * 0.36, y - r * 0.16, r * 0.1, `${FG} stroke="none"`) +
    path(
      `M${n(x - r * 0.2)} ${n(y + r * 0.12)}h${u(0.4)}l${u(-0.2)} ${u(0.22)}z`,
      `${FG} stroke-width="1"`,
    ) +
    path(
      `M${n(x)} ${n(y + r * 0.34)}v${u(0.14)}q${u(-0.14)} ${u(0.2)} ${u(-0.3)} ${u(0.04)}M${n(x)} ${n(y + r * 0.48)}q${u(0.14)} ${u(0.2)} ${u(0.3)} ${u(0.04)}`,
      'stroke-width="1"',
    )
  );
}

function sunflower(x: number, y: number, r: number): string {
  return path(starPath(x, y, 14, r, r * 0.6), FG) + circle(x, y, r * 0.5, FI);
}

function pageOfWands(): string {
  const page = figure({
    x: 78,
    y: 286,
    scale: 1.35,
    pose: "walk",
    headwear: "cap",
    cloak: INK,
    fill: DUSK,
    head: [1, -92],
    arms: {
      0: [
        [12, -78],
        [27, -94],
      ],
      1: [
        [14, -60],
        [27, -70],
      ],
    },
  });
  const [hx, hy] = page.hand[1];
  return (
    pyramids(138, 224) +
    path("M14 226q40-8 80-2t92-2", THIN) +
    hills("M14 256q30-14 66-8t60 4 46-8") +
    path("M110 274q20-8 40-4t36-4", THIN) +
    page.svg +
    wand(hx, hy, 150, 0, 0.42) +
    page.hand.map(([x, y]) => circle(x, y, 2.8, `${FP} stroke-width="1"`)).join("") +
    tufts([
      [30, 284],
      [172, 284],
    ])
  );
}

function knightOfWands(): string {
  const steed = horse({ x: 96, y: 272, scale: 1, gait: "gallop" });
  const [sx, sy] = steed.saddle;
  const rider = figure({
    x: sx,
    y: sy,
    scale: 1,
    pose: "ride",
    nearLegOnly: true,
    headwear: "helmet",
    dress: "armour",
    cloak: INK,
    head: [6, -44],
    joints: { neck: [4, -35] },
    arms: {
      1: [
        [14, -18],
        [26, -28],
      ],
    },
  });
  const [hx, hy] = rider.hand[1];
  const dust = union([[[24, 264, 8]], [[38, 258, 9]], [[52, 266, 7]], [[20, 250, 5]]], DUSK);
  return (
    pyramids(138, 246) +
    path("M14 246q50-8 100-4t72-2", THIN) +
    path("M14 282q40-8 90-4t82-2", THIN) +
    dust +
    steed.svg +
    rider.svg +
    wand(hx, hy, 116, 36, 0.86) +
    circle(hx, hy, 2.2, `${FP} stroke-width="1"`) +
    path("M20 238l-6 2M22 230l-8 1M18 246l-4 3", THIN)
  );
}

function queenOfWands(): string {
  const queen = figure({
    x: 100,
    y: 270,
    scale: 1.4,
    pose: "sit",
    dress: "gown",
    headwear: "crown",
    cloak: INK,
    arms: {
      0: [
        [-22, -44],
        [-26, -52],
      ],
      1: [
        [20, -46],
        [16, -58],
      ],
    },
  });
  const [wx, wy] = queen.hand[0];
  const [fx, fy] = queen.hand[1];
  const cat =
    blob(
      [
        [146, 276, 9],
        [150, 284, 10],
        [144, 258, 6],
      ],
      FI,
    ) +
    path("M138 254l1-8 5 5 5-5 1 8", FI) +
    path("M158 288q10-2 8-14", 'stroke-width="3"') +
    circle(141, 257, 1.3, `${FG} stroke="none"`) +
    circle(147, 257, 1.3, `${FG} stroke="none"`);
  return (
    pyramids(48, 196) +
    path("M14 198q40-6 86-4t86 2", THIN) +
    path("M58 272V128q42-30 84 0v144z", FD) +
    path("M66 272V134q34-24 68 0v138", THIN) +
    sunflower(100, 118, 9) +
    path("M40 272v-50h22v50zM138 272v-50h22v50z", FD) +
    lionHead(51, 214, 9) +
    lionHead(149, 214, 9) +
    path("M40 272h120v8H40zM30 280h140v10H30z", FD) +
    queen.svg +
    wand(wx, wy, 120, 0, 0.45) +
    circle(wx, wy, 2.8, `${FP} stroke-width="1"`) +
    path(`M${n(fx)} ${n(fy)}q2-14 4-24`, 'stroke-width="2"') +
    sunflower(fx + 4, fy - 28, 8) +
    circle(fx, fy, 2.8, `${FP} stroke-width="1"`) +
    cat
  );
}

function kingOfWands(): string {
  const king = figure({
    x: 114,
    y: 272,
    scale: 1.5,
    pose: "sitSide",
    facing: -1,
    dress: "robe",
    headwear: "crown",
    fill: INK,
    arms: {
      1: [
        [10, -46],
        [20, -54],
      ],
    },
  });
  const [hx, hy] = king.hand[1];
  return (
    path("M14 214q40-8 80-4t92-2", THIN) +
    pyramids(50, 212) +
    path("M102 272V106h66v166z", FD) +
    path("M108 272V112h54v160", THIN) +
    lionHead(135, 136, 11) +
    salamander(135, 172, 0.8, 180) +
    salamander(135, 192, 0.8) +
    path("M96 272h78v8H96zM84 280h100v10H84z", FD) +
    path("M98 272v-44h62v44z", FD) +
    path("M98 236h62", THIN) +
    king.svg +
    wand(hx, hy, 140, 0, 0.42) +
    path(`M${n(hx - 3)} ${n(hy - 50)}l-7-5M${n(hx + 3)} ${n(hy - 30)}l7-5`, THIN) +
    circle(hx - 11, hy - 56, 2.6, `fill="${ROSE}" ${THIN}`) +
    circle(hx + 11, hy - 36, 2.6, `fill="${ROSE}" ${THIN}`) +
    circle(hx, hy, 2.8, `${FP} stroke-width="1"`) +
    salamander(46, 284, 0.8, -10)
  );
}

function battlementRow(x1: number, x2: number, y: number, w: number, h: number): string {
  let d = "";
  for (let x = x1; x < x2; x += w * 2)
    d += `H${n(Math.min(x + w, x2))}V${y - h}H${n(Math.min(x + w * 2, x2))}V${y}`;
  return d;
}

export const WANDS_ART: Record<number, () => string> = {
  1: aceOfWands,
  2: twoOfWands,
  3: threeOfWands,
  4: fourOfWands,
  5: fiveOfWands,
  6: sixOfWands,
  7: sevenOfWands,
  8: eightOfWands,
  9: nineOfWands,
  10: tenOfWands,
  11: pageOfWands,
  12: knightOfWands,
  13: queenOfWands,
  14: kingOfWands,
};
