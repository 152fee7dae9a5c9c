// The Pentacles: Ace to Ten, then Page, Knight, Queen and King, indexed by card number. Earth's
// suit, so every scene stands on the ground: fields and furrows, gardens, vineyards and towns.
// Coordinates sit in the picture window, x 14-186 and y 48-294.

import {
  circle,
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
  seededRandom,
  SUIT_SYMBOL,
  THIN,
  WATER,
} from "~/art/kit";
import { figure, horse, limb, type Pt, union } from "~/art/tarot/figure";

const NONE = 'stroke="none"';

function pent(x: number, y: number, s = 1): string {
  return place(SUIT_SYMBOL.pentacles, x, y, s);
}

/** Drawing in local units, moved and scaled as a group with the line kept 1.6 wide. */
function group(x: number, y: number, s: number, body: string, flip = false): string {
  const t = `translate(${n(x)} ${n(y)}) scale(${flip ? -s : s} ${s})`;
  return `<g transform="${t}" stroke-width="${n(1.6 / s)}">${body}</g>`;
}

/** Land below a contour running from x 14 to x 186: filled to the frame, edged along the top. */
function land(contour: string, fill: string = DUSK): string {
  return path(`${contour}L186 294H14z`, `fill="${fill}" ${NONE}`) + path(contour);
}

/** Ploughed furrows fanning out from the distance towards the viewer. */
function furrows(top: number, bottom: number, count: number, vx = 100): string {
  let d = "";
  for (let i = 0; i < count; i++) {
    const xb = 14 + (172 * i) / (count - 1);
    d += `M${n(vx + (xb - vx) * 0.3)} ${top}L${n(xb)} ${bottom}`;
  }
  return path(d, `${THIN} opacity=".55"`);
}

/** A round-crowned tree standing on (x, y), h tall. */
function tree(x: number, y: number, h: number): string {
  const w = h * 0.6;
  const top = y - h;
  return (
    limb(
      [
        [x, y],
        [x, top + h * 0.5],
      ],
      h * 0.07,
      INK,
    ) +
    union(
      [
        [
          [x - w * 0.26, top + h * 0.46, w * 0.3],
          [x + w * 0.26, top + h * 0.46, w * 0.3],
          [x, top + w * 0.32, w * 0.32],
        ],
      ],
      DUSK,
    )
  );
}

/** A cloud of overlapping puffs centred on (x, y). */
function cloud(x: number, y: number, w: number): string {
  const r = w * 0.2;
  return union(
    [
      [
        [x - w * 0.3, y + r * 0.2, r],
        [x + w * 0.3, y + r * 0.2, r],
        [x - w * 0.05, y - r * 0.5, r * 1.2],
        [x + w * 0.15, y - r * 0.1, r],
      ],
    ],
    DUSK,
  );
}

/** A small town on the skyline: gabled houses and a spire, base at (x, y), about 60 wide at s 1. */
function town(x: number, y: number, s: number, flip = false): string {
  return group(
    x,
    y,
    s,
    path(
      "M0 0V-12L6-18L12-12V0ZM12 0V-16H22V0ZM22 0V-10L28-15L34-10V0ZM34 0V-26L38-36L42-26V0ZM42 0V-14L50-20L58-14V0Z",
      FD,
    ) + path("M16-11h2M27-6h2M37-18h2M49-9h2", THIN),
    flip,
  );
}

/** A castle of two towers and a gated wall, base at (x, y), about 50 wide at s 1. */
function castle(x: number, y: number, s: number): string {
  const towerL = "M0 0V-34h3v-3h3v3h3v-3h3v3h3V0";
  const wall = "M15 0V-22h3v-3h4v3h4v-3h4v3h3V0";
  const towerR = "M33 0V-40h3v-3h3v3h3v-3h3v3h3V0z";
  return group(
    x,
    y,
    s,
    path(`${towerL}${wall}${towerR}`, FD) + path("M20 0v-8q4-5 8 0v8M6-24v4M40-30v4", THIN),
  );
}

/** A five-petalled garden flower. */
function flower(x: number, y: number, r: number, fill: string = PALE): string {
  let petals = "";
  for (let k = 0; k < 5; k++) {
    const [px, py] = polar(x, y, r * 0.6, -90 + k * 72);
    petals += circle(px, py, r * 0.5);
  }
  return `<g fill="${fill}" ${THIN}>${petals}</g>${circle(x, y, r * 0.28, `${FG} ${NONE}`)}`;
}

/** A flower on a short stem with a leaf. */
function stemFlower(x: number, y: number, h: number, fill: string = PALE): string {
  return (
    path(`M${x} ${y}q2 ${n(-h / 2)} 0 ${-h}M${x} ${n(y - h / 3)}q6-2 7-7q-6 0-7 7`, THIN) +
    flower(x, y - h, 4, fill)
  );
}

// ---- Ace to Four ----

/** A hedge with a bumpy top from x1 to x2, standing on y, h tall. */
function hedge(x1: number, x2: number, y: number, h: number): string {
  const bumps = Math.max(2, Math.round((x2 - x1) / 10));
  const w = (x2 - x1) / bumps;
  let d = `M${n(x1)} ${y}V${n(y - h + 3)}`;
  for (let i = 0; i < bumps; i++) d += `q${n(w / 2)} -7 ${n(w)} 0`;
  return path(`${d}V${y}z`, FD);
}

/** A hand from a cloud offering a great pentacle over a garden path that runs through a hedge arch. */
function aceOfPentacles(): string {
  const arch: Pt[] = [];
  for (let k = 0; k <= 12; k++) {
    const a = Math.PI * (1 - k / 12);
    arch.push([100 + 32 * Math.cos(a), 250 - 46 * Math.sin(a)]);
  }
  const fingers = [0, 1, 2, 3]
    .map((i) =>
      limb(
        [
          [90 - i * 4, 150 - i],
          [83 - i * 4, 144 - i * 2],
          [84 - i * 4, 136 - i * 2],
        ],
        3.6,
        PALE,
      ),
    )
    .join("");
  return (
    path("M14 226l22-24 16 12 26-30 22 26 20-22 24 24 18-16 20 18", THIN) +
    path("M14 226l22-24 16 12 26-30 22 26 20-22 24 24 18-16 20 18V240H14z", `${FD} ${NONE}`) +
    land("M14 240Q100 234 186 240") +
    path("M95 250L76 294H124L105 250z", `${FI} ${THIN}`) +
    hedge(14, 70, 252, 22) +
    hedge(130, 186, 252, 22) +
    limb(arch, 12, DUSK) +
    path(
      arch
        .filter((_, i) => i % 2)
        .map(([x, y]) => `M${n(x - 2)} ${n(y)}h4`)
        .join(""),
      `${THIN} opacity=".7"`,
    ) +
    [22, 40, 58, 144, 162, 178].map((x, i) => stemFlower(x, 284, 14 + (i % 2) * 6)).join("") +
    [31, 170].map((x) => stemFlower(x, 290, 10, ROSE)).join("") +
    cloud(158, 150, 52) +
    limb(
      [
        [152, 152],
        [122, 148],
      ],
      11,
      PALE,
    ) +
    path("M126 142Q104 136 84 142Q78 148 86 152Q104 156 126 155z", FP) +
    pent(100, 117, 2.05) +
    fingers +
    limb(
      [
        [118, 146],
        [118, 136],
        [122, 131],
      ],
      4,
      PALE,
    ) +
    path("M100 80v-12M58 117h-10M142 117h10M71 88l-8-8M129 88l8-8", THIN)
  );
}

/** A lemniscate through points p and q, looping round each. */
function loopRibbon(p: Pt, q: Pt, swell: number): string {
  const [cx, cy] = [(p[0] + q[0]) / 2, (p[1] + q[1]) / 2];
  const ang = Math.atan2(q[1] - p[1], q[0] - p[0]);
  const a = (Math.hypot(q[0] - p[0], q[1] - p[1]) / 2) * 1.3;
  const pts: string[] = [];
  for (let k = 0; k <= 60; k++) {
    const t = (k / 60) * 2 * Math.PI;
    const d = 1 + Math.sin(t) ** 2;
    const lx = (a * Math.cos(t)) / d;
    const ly = (a * swell * Math.sin(t) * Math.cos(t)) / d;
    pts.push(
      `${n(cx + lx * Math.cos(ang) - ly * Math.sin(ang))} ${n(cy + lx * Math.sin(ang) + ly * Math.cos(ang))}`,
    );
  }
  return path(`M${pts.join("L")}`, `stroke-width="2.4"`);
}

/** A sailing ship riding a wave, base of the hull at (x, y). */
function ship(x: number, y: number, s: number, tilt: number): string {
  return `<g transform="rotate(${tilt} ${x} ${y})">${group(
    x,
    y,
    s,
    path("M0-8v-30", THIN) +
      path("M-22-9h44q-4 10-10 11h-24q-6-1-10-11z", FD) +
      path("M-12-34h24q4 10 0 20h-24q-4-10 0-20z", FP) +
      path("M0-38l8 3-8 3", FG),
  )}</g>`;
}

/** A young man dances, juggling two pentacles in a looped ribbon; ships pitch on high waves. */
function twoOfPentacles(): string {
  const man = figure({
    x: 100,
    y: 280,
    scale: 1.4,
    pose: "stand",
    headwear: "cap",
    arms: {
      0: [
        [-22, -74],
        [-28, -84],
      ],
      1: [
        [22, -60],
        [28, -52],
      ],
    },
    legs: {
      1: [
        [11, -25],
        [17, -7],
      ],
    },
  });
  const [l, r] = man.hand;
  const pl: Pt = [l[0] - 4, l[1] - 8];
  const pr: Pt = [r[0] + 6, r[1] - 6];
  return (
    path(
      "M14 182q14-26 30-6t28-4q16-30 32-4t30 2q14-22 28-4t24-2V250H14z",
      `fill="${DUSK}" ${NONE}`,
    ) +
    ship(30, 214, 0.75, -12) +
    ship(168, 184, 0.7, 10) +
    path("M14 182q14-26 30-6t28-4q16-30 32-4t30 2q14-22 28-4t24-2", `stroke="${WATER}"`) +
    path(
      "M14 206q10-12 22-2t22 0 22-2 22 0 22 2 22-2 22 0 20-2M18 226q12-8 24 0t24 0 24 0 24 0 24 0 24 0",
      `stroke="${WATER}" ${THIN} opacity=".7"`,
    ) +
    land("M14 246Q100 236 186 246") +
    path("M30 262h20M140 270h24M60 284h16", `${THIN} opacity=".5"`) +
    loopRibbon(pl, pr, 0.9) +
    man.svg +
    pent(pl[0], pl[1], 0.62) +
    pent(pr[0], pr[1], 0.62)
  );
}

/** A gothic pointed arch with three pentacles carved under its point. */
function cathedralArch(): string {
  return (
    path("M14 48h20v240H14zM166 48h20v240h-20z", FD) +
    path("M34 150Q34 86 100 58Q166 86 166 150", 'stroke-width="9"') +
    path("M34 150Q34 86 100 58Q166 86 166 150", `stroke="${DUSK}" stroke-width="6"`) +
    path("M44 150Q46 96 100 70Q154 96 156 150", THIN) +
    path("M14 286H186M24 286v-4M24 60v-4M176 286v-4M176 60v-4", THIN) +
    pent(100, 92, 0.62) +
    pent(82, 120, 0.62) +
    pent(118, 120, 0.62)
  );
}

/** A stonemason on a bench carves the arch while a monk and a patron hold the plans. */
function threeOfPentacles(): string {
  const mason = figure({
    x: 60,
    y: 246,
    scale: 1.08,
    pose: "walk",
    dress: "tunic",
    headwear: "hair",
    legs: {
      0: [
        [-3, -24],
        [-6, 0],
      ],
      1: [
        [5, -24],
        [7, 0],
      ],
    },
    arms: {
      0: [
        [12, -86],
        [20, -98],
      ],
      1: [
        [14, -70],
        [24, -84],
      ],
    },
    head: [3, -93],
  });
  const monk = figure({
    x: 112,
    y: 284,
    scale: 1.05,
    pose: "walk",
    facing: -1,
    dress: "robe",
    headwear: "hood",
    fill: INK,
    arms: {
      1: [
        [10, -60],
        [14, -56],
      ],
    },
  });
  const patron = figure({
    x: 152,
    y: 284,
    scale: 1.1,
    pose: "walk",
    facing: -1,
    dress: "robe",
    headwear: "cap",
    arms: {
      0: [
        [10, -62],
        [20, -66],
      ],
      1: [
        [12, -64],
        [22, -62],
      ],
    },
  });
  const [ph0, ph1] = patron.hand;
  const [hx, hy] = mason.hand[0];
  const [mx, my] = mason.hand[1];
  return (
    cathedralArch() +
    path("M44 150h112v136H44z", `fill="${INK}" ${NONE}`) +
    path("M60 150v136M140 150v136", `${THIN} opacity=".4"`) +
    path("M36 246h50v6H36zM40 252v34M82 252v34", FD) +
    mason.svg +
    path(`M${n(hx)} ${n(hy)}l6-6`, 'stroke-width="2"') +
    path(`M${n(mx - 3)} ${n(my + 4)}l6-8`, 'stroke-width="2"') +
    path(`M${n(mx + 1)} ${n(my - 6)}l6 3-2 4-6-3z`, FG) +
    monk.svg +
    patron.svg +
    path(
      `M${n(ph0[0] - 14)} ${n(ph0[1] - 14)}h18v24h-18zM${n(ph0[0] - 10)} ${n(ph0[1] - 7)}h10M${n(ph0[0] - 10)} ${n(ph0[1] - 1)}h10`,
      `${FP} ${THIN}`,
    ) +
    circle(ph1[0], ph1[1], 2.2, FP)
  );
}

/** A crowned miser on a stone seat clutches one pentacle, balances one on his crown and stands on two. */
function fourOfPentacles(): string {
  const king = figure({
    x: 100,
    y: 270,
    scale: 1.7,
    pose: "sit",
    dress: "robe",
    cloak: true,
    headwear: "crown",
    arms: {
      0: [
        [-14, -44],
        [-5, -46],
      ],
      1: [
        [14, -44],
        [5, -46],
      ],
    },
    legs: {
      0: [
        [-12, -25],
        [-14, 0],
      ],
      1: [
        [12, -25],
        [14, 0],
      ],
    },
    hideHands: true,
  });
  const [hx, hy] = king.head;
  return (
    town(16, 206, 0.9) +
    town(184, 206, 0.9, true) +
    path("M14 206h172", THIN) +
    land("M14 224Q100 218 186 224") +
    path("M56 164h88v106H56z", FD) +
    path("M60 168h80", THIN) +
    king.svg +
    pent(100, 194, 0.9) +
    circle(90, 194, 3.4, FP) +
    circle(110, 194, 3.4, FP) +
    pent(hx, hy - 36, 0.7) +
    pent(76, 280, 0.6) +
    pent(124, 280, 0.6)
  );
}

// ---- Five to Eight ----

/** Snowflakes scattered over the sky and the ground, the same every time. */
function snow(count: number): string {
  const random = seededRandom("five-of-pentacles-snow");
  let dots = "";
  for (let i = 0; i < count; i++)
    dots += circle(18 + random() * 164, 52 + random() * 236, 0.8 + random() * 0.9);
  return `<g ${FP} ${NONE}>${dots}</g>`;
}

/** Two beggars, one on crutches, trudge through the snow past a lit church window of five pentacles. */
function fiveOfPentacles(): string {
  const woman = figure({
    x: 150,
    y: 280,
    scale: 1.12,
    pose: "walk",
    dress: "robe",
    headwear: "hood",
    fill: INK,
    cloak: DUSK,
    head: [6, -88],
    arms: {
      0: [
        [6, -62],
        [8, -72],
      ],
      1: [
        [8, -62],
        [9, -71],
      ],
    },
  });
  const man = figure({
    x: 86,
    y: 282,
    scale: 1.1,
    pose: "walk",
    headwear: "bare",
    fill: INK,
    joints: {
      neck: [4, -80],
      shoulder: [
        [1, -77],
        [4, -77],
      ],
    },
    head: [9, -87],
    arms: {
      0: [
        [4, -62],
        [12, -56],
      ],
      1: [
        [8, -64],
        [16, -56],
      ],
    },
    legs: {
      1: [
        [6, -24],
        [-6, -12],
      ],
    },
  });
  const [hx, hy] = man.head;
  const r = man.headRadius;
  const [c0, c1] = man.hand;
  const crutch = ([x, y]: Pt, foot: number) =>
    path(
      `M${n(x - 5)} ${n(y - 16)}h8M${n(x - 1)} ${n(y - 16)}L${n(foot)} 282`,
      'stroke-width="2.2"',
    );
  return (
    path("M14 48h86v212H14z", FD) +
    path(
      "M14 90h18M82 90h18M14 140h14M86 140h14M14 190h20M80 190h20M14 230h86",
      `${THIN} opacity=".5"`,
    ) +
    path("M30 190V92Q30 64 57 56Q84 64 84 92V190z", FP) +
    path("M57 56V190M30 132h54", `stroke="${DUSK}" ${THIN}`) +
    pent(57, 84, 0.56) +
    pent(43, 112, 0.56) +
    pent(71, 112, 0.56) +
    pent(43, 160, 0.56) +
    pent(71, 160, 0.56) +
    land("M14 262q30-8 60-2t62-4 50 2") +
    path(
      "M20 276q10-4 20 0M120 284q12-4 24 0M160 270q8-3 16 0",
      `stroke="${PALE}" ${THIN} opacity=".6"`,
    ) +
    crutch(c0, c0[0] + 10) +
    man.svg +
    crutch(c1, c1[0] + 12) +
    limb(
      [
        [hx - r, hy - 2],
        [hx + r, hy - 4],
      ],
      3,
      PALE,
    ) +
    woman.svg +
    snow(34)
  );
}

/** A balance hanging from a hand at (x, y): a beam and two pans. */
function scales(x: number, y: number): string {
  return (
    path(`M${n(x)} ${n(y)}v8M${n(x - 17)} ${n(y + 8)}h34`, 'stroke-width="1.8"') +
    path(
      `M${n(x - 17)} ${n(y + 8)}l-6 16M${n(x - 17)} ${n(y + 8)}l6 16M${n(x + 17)} ${n(y + 8)}l-6 16M${n(x + 17)} ${n(y + 8)}l6 16`,
      THIN,
    ) +
    path(
      `M${n(x - 25)} ${n(y + 24)}h16q-2 5-8 5t-8-5zM${n(x + 9)} ${n(y + 24)}h16q-2 5-8 5t-8-5z`,
      FG,
    )
  );
}

/** A merchant holding scales gives coins to two beggars kneeling at his feet; a town behind. */
function sixOfPentacles(): string {
  const merchant = figure({
    x: 100,
    y: 280,
    scale: 1.42,
    pose: "stand",
    dress: "robe",
    cloak: true,
    headwear: "cap",
    arms: {
      0: [
        [-22, -70],
        [-24, -86],
      ],
      1: [
        [20, -62],
        [30, -54],
      ],
    },
  });
  const beggar = (x: number, facing: 1 | -1, hood: boolean) =>
    figure({
      x,
      y: 282,
      scale: 1.02,
      pose: "kneel",
      facing,
      fill: INK,
      headwear: hood ? "hood" : "hair",
      head: [6, -70],
      arms: {
        0: [
          [10, -48],
          [18, -56],
        ],
        1: [
          [12, -50],
          [22, -60],
        ],
      },
    });
  const left = beggar(44, 1, true);
  const right = beggar(156, -1, false);
  const [gx, gy] = merchant.hand[1];
  const [sx, sy] = merchant.hand[0];
  return (
    town(16, 210, 0.75) +
    castle(134, 210, 0.9) +
    land("M14 214Q100 208 186 214") +
    [30, 58, 86, 114, 142, 170]
      .map((x, i) => pent(x, [102, 84, 74, 74, 84, 102][i]!, 0.58))
      .join("") +
    left.svg +
    right.svg +
    merchant.svg +
    scales(sx, sy) +
    circle(gx + 2, gy + 8, 2.4, FG) +
    circle(gx, gy + 16, 2.4, FG)
  );
}

/** A farmer rests his chin on his hoe and looks at seven pentacles growing on a bush. */
function sevenOfPentacles(): string {
  const farmer = figure({
    x: 150,
    y: 282,
    scale: 1.38,
    pose: "walk",
    facing: -1,
    dress: "tunic",
    headwear: "hair",
    joints: {
      neck: [5, -80],
      shoulder: [
        [1, -77],
        [4, -77],
      ],
    },
    head: [10, -88],
    arms: {
      0: [
        [8, -60],
        [16, -74],
      ],
      1: [
        [10, -60],
        [17, -72],
      ],
    },
    legs: {
      0: [
        [-1, -24],
        [8, 0],
      ],
      1: [
        [4, -24],
        [-6, 0],
      ],
    },
  });
  const [hx, hy] = farmer.hand[1];
  const spots: Pt[] = [
    [42, 128],
    [72, 116],
    [100, 134],
    [32, 164],
    [62, 156],
    [92, 172],
    [54, 200],
  ];
  return (
    path("M14 196q30-24 60-10t56-8 56 6M14 214q40-12 80-2t92-4", THIN) +
    land("M14 246Q100 238 186 246") +
    furrows(248, 294, 9, 120) +
    limb(
      [
        [66, 250],
        [64, 200],
        [50, 170],
      ],
      5,
      INK,
    ) +
    union(
      [
        [
          [38, 142, 14],
          [72, 126, 14],
          [102, 148, 12],
          [98, 184, 12],
          [66, 206, 12],
          [30, 178, 12],
        ],
        ...(
          [
            [38, 138, 21],
            [72, 120, 22],
            [104, 146, 19],
            [26, 176, 17],
            [102, 184, 17],
            [46, 208, 19],
            [82, 210, 18],
          ] as const
        ).map((c) => [c]),
      ],
      DUSK,
    ) +
    path("M64 236l-6-24M62 196l-22-26M66 178l8-46M70 196l26-20", `${THIN} opacity=".6"`) +
    spots.map(([x, y]) => pent(x, y, 0.56)).join("") +
    path(`M${n(hx - 2)} ${n(hy - 6)}L${n(hx - 26)} 280`, 'stroke-width="2.4"') +
    path(`M${n(hx - 32)} 276h12l-2 6h-10z`, FG) +
    farmer.svg
  );
}

/** A craftsman on his bench chisels a pentacle; six finished ones hang on a post, one lies by him. */
function eightOfPentacles(): string {
  const smith = figure({
    x: 142,
    y: 284,
    scale: 1.6,
    pose: "sitSide",
    facing: -1,
    dress: "tunic",
    headwear: "hair",
    head: [4, -72],
    arms: {
      0: [
        [10, -58],
        [18, -68],
      ],
      1: [
        [12, -44],
        [24, -44],
      ],
    },
  });
  const [mx, my] = smith.hand[0];
  const [cx, cy] = smith.hand[1];
  return (
    town(128, 140, 0.72) +
    path("M14 142h172", THIN) +
    land("M14 148Q100 144 186 148") +
    path("M34 62h10v222H34z", FD) +
    path("M30 62h18", 'stroke-width="2"') +
    [80, 108, 136, 164, 192, 220].map((y) => pent(39, y, 0.58)).join("") +
    path("M124 237h48v6h-48zM128 243v41M168 243v41", FD) +
    path("M66 222h38v62H66z", FD) +
    pent(86, 212.2, 0.7) +
    pent(56, 282, 0.5) +
    smith.svg +
    path(`M${n(cx)} ${n(cy)}l-9 2`, 'stroke-width="2"') +
    path(`M${n(mx)} ${n(my)}l2-12`, 'stroke-width="2"') +
    path(`M${n(mx - 4)} ${n(my - 17)}h12v6h-12z`, FG)
  );
}

// ---- Nine and Ten ----

/** A hooded falcon perched on (x, y), facing right unless flipped. */
function falcon(x: number, y: number, s: number, flip = false): string {
  return group(
    x,
    y,
    s,
    path("M-6 2l-7 8h5z", FI) +
      path("M-6 2q-4-10 2-16q6-2 8 4q0 8-10 12z", FI) +
      path("M-4-4q4 2 7-2", THIN) +
      circle(3, -16, 3.6, FG) +
      path("M6.5-17l2.5 2-2.5 1M3-19.6v-3", THIN),
    flip,
  );
}

/** A bunch of grapes hanging from (x, y). */
function grapes(x: number, y: number): string {
  const at: Pt[] = [
    [0, 0],
    [4.4, 0],
    [8.8, 0],
    [2.2, 3.8],
    [6.6, 3.8],
    [4.4, 7.6],
  ];
  return (
    path(`M${n(x + 4.4)} ${n(y - 2)}v-4`, THIN) +
    at.map(([dx, dy]) => circle(x + dx, y + dy, 2.3, `${FD} ${THIN}`)).join("")
  );
}

/** A climbing vine: a stem through the points with leaves along it. */
function vine(points: readonly Pt[]): string {
  const d = `M${points.map(([x, y]) => `${n(x)} ${n(y)}`).join("L")}`;
  let leaves = "";
  points.slice(1).forEach(([x, y], i) => {
    const side = i % 2 ? 1 : -1;
    leaves += `M${n(x)} ${n(y)}q${side * 6} -2 ${side * 9} -8q${-side * 7} 1 ${-side * 9} 8z`;
  });
  return path(d, 'stroke-width="2.4"') + path(leaves, `${FD} ${THIN}`);
}

/** A woman in her vineyard with a hooded falcon on her gloved hand; nine pentacles on the vines. */
function nineOfPentacles(): string {
  const lady = figure({
    x: 100,
    y: 282,
    scale: 1.45,
    pose: "stand",
    dress: "gown",
    headwear: "long",
    arms: {
      0: [
        [-20, -60],
        [-28, -54],
      ],
      1: [
        [22, -70],
        [22, -84],
      ],
    },
  });
  const [fx, fy] = lady.hand[1];
  const left: Pt[] = [
    [28, 96],
    [52, 122],
    [28, 150],
    [48, 204],
    [24, 234],
  ];
  const right: Pt[] = [
    [168, 176],
    [148, 202],
    [172, 226],
    [150, 250],
  ];
  return (
    castle(124, 128, 0.9) +
    path("M14 140q40-16 80-6t92-6", THIN) +
    land("M14 264Q100 258 186 264") +
    vine([
      [38, 262],
      [40, 216],
      [36, 180],
      [42, 150],
      [38, 114],
      [42, 78],
    ]) +
    vine([
      [160, 262],
      [162, 238],
      [158, 212],
      [162, 186],
      [158, 160],
    ]) +
    grapes(18, 176) +
    grapes(20, 124) +
    grapes(170, 196) +
    grapes(142, 226) +
    left.map(([x, y]) => pent(x, y, 0.52)).join("") +
    right.map(([x, y]) => pent(x, y, 0.52)).join("") +
    lady.svg +
    falcon(fx + 1, fy - 2, 1.6, true)
  );
}

/** A short white beard under a face at `head`, for a figure facing f. */
function beard([x, y]: Pt, r: number, f: 1 | -1): string {
  return `M${n(x - f * r * 0.2)} ${n(y + r * 0.5)}q${n(f * r * 0.2)} ${n(r * 1.6)} ${n(f * r * 1.1)} ${n(r * 1.2)}q${n(-f * r * 0.1)} ${n(-r * 0.5)} ${n(-f * r * 0.2)} ${n(-r * 0.9)}z`;
}

/** A dog standing on (x, y), facing right unless flipped. */
function dog(x: number, y: number, s: number, flip = false): string {
  return group(
    x,
    y,
    s,
    path("M-10-12v12M-6-12v12M4-12v12M8-12v12", 'stroke-width="2.6"') +
      path("M-13-15q-7-3-6-11", THIN) +
      path("M-14-14a11 5.5 0 1 0 22 0a11 5.5 0 1 0-22 0z", FI) +
      path("M4-17l6-9h5l3 3 4 1-1 3-6 1-2 5z", FI) +
      path("M13-26l-3 7", THIN) +
      circle(16, -23, 0.9, `${FP} ${NONE}`),
    flip,
  );
}

/** Ten pentacles in the pattern of the Tree of Life, centred on x. */
function treeOfLife(x: number, top: number, dx: number, dy: number, s: number): string {
  const nodes: Pt[] = [
    [x, top],
    [x - dx, top + dy * 0.5],
    [x + dx, top + dy * 0.5],
    [x - dx, top + dy * 1.8],
    [x + dx, top + dy * 1.8],
    [x, top + dy * 2.3],
    [x - dx, top + dy * 3.3],
    [x + dx, top + dy * 3.3],
    [x, top + dy * 3.8],
    [x, top + dy * 4.9],
  ];
  return nodes.map(([px, py]) => pent(px, py, s)).join("");
}

/** An old man with his two dogs, a couple and their child beneath a family archway; ten pentacles. */
function tenOfPentacles(): string {
  const elder = figure({
    x: 42,
    y: 282,
    scale: 1.2,
    pose: "sitSide",
    dress: "robe",
    fill: INK,
    headwear: "hood",
    arms: {
      1: [
        [8, -46],
        [20, -36],
      ],
    },
  });
  const man = figure({
    x: 124,
    y: 282,
    scale: 1.2,
    pose: "walk",
    dress: "tunic",
    headwear: "hair",
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
        [10, -62],
        [18, -56],
      ],
    },
  });
  const wife = figure({
    x: 160,
    y: 282,
    scale: 1.14,
    pose: "walk",
    facing: -1,
    dress: "gown",
    headwear: "long",
    legs: {
      0: [
        [-2, -24],
        [-4, 0],
      ],
      1: [
        [2, -24],
        [4, 0],
      ],
    },
    arms: {
      0: [
        [-6, -62],
        [-14, -52],
      ],
    },
  });
  const child = figure({
    x: 145,
    y: 282,
    scale: 0.68,
    pose: "walk",
    facing: -1,
    dress: "tunic",
    headwear: "hair",
  });
  return (
    path("M28 178q30-14 60-4t84-6", `${THIN} opacity=".7"`) +
    land("M14 196Q100 190 186 196") +
    path("M14 284h172", THIN) +
    path("M14 48h14v236H14zM172 48h14v236h-14z", FD) +
    path("M28 110Q28 62 100 54Q172 62 172 110", 'stroke-width="8"') +
    path("M28 110Q28 62 100 54Q172 62 172 110", `stroke="${DUSK}" stroke-width="5"`) +
    path("M14 96h14M172 96h14M14 150h14M172 150h14M14 210h14M172 210h14", `${THIN} opacity=".6"`) +
    treeOfLife(100, 68, 30, 21.5, 0.5) +
    path("M20 240h38v6H20zM24 246v38M54 246v38", FD) +
    elder.svg +
    dog(78, 284, 1.05, true) +
    dog(106, 284, 0.85, true) +
    path(beard(elder.head, elder.headRadius, 1), `${FP} ${THIN}`) +
    man.svg +
    wife.svg +
    child.svg
  );
}

// ---- The courts ----

/** The page stands still in a ploughed field, gazing at the pentacle he holds up in both hands. */
function pageOfPentacles(): string {
  const page = figure({
    x: 86,
    y: 282,
    scale: 1.5,
    pose: "walk",
    dress: "tunic",
    cloak: DUSK,
    headwear: "cap",
    head: [5, -91],
    legs: {
      0: [
        [-2, -24],
        [-5, 0],
      ],
      1: [
        [4, -24],
        [7, 0],
      ],
    },
    arms: {
      0: [
        [14, -70],
        [26, -84],
      ],
      1: [
        [16, -68],
        [28, -82],
      ],
    },
  });
  const [hx, hy] = page.hand[1];
  return (
    path("M100 192l32-50 18 18 14-14 22 30v8z", FD) +
    land("M14 198Q100 188 186 198") +
    furrows(200, 294, 11, 110) +
    tree(30, 200, 60) +
    tree(52, 202, 44) +
    page.svg +
    pent(hx + 2, hy - 12, 0.85) +
    stemFlower(150, 286, 14) +
    stemFlower(166, 290, 10, ROSE)
  );
}

/** The knight sits still on a heavy standing horse, holding out his pentacle over ploughed land. */
function knightOfPentacles(): string {
  const mount = horse({ x: 94, y: 270, scale: 1.04, gait: "stand", fill: INK });
  const [sx, sy] = mount.saddle;
  const knight = figure({
    x: sx,
    y: sy,
    scale: 1.04,
    pose: "ride",
    dress: "armour",
    headwear: "helmet",
    nearLegOnly: true,
    arms: {
      1: [
        [12, -22],
        [22, -34],
      ],
    },
  });
  const [hx, hy] = knight.hand[1];
  return (
    path("M14 186h172", THIN) +
    tree(26, 188, 40) +
    tree(48, 188, 30) +
    land("M14 200Q100 194 186 200") +
    furrows(202, 294, 13, 100) +
    mount.svg +
    knight.svg +
    pent(hx + 8, hy - 8, 0.7)
  );
}

/** A rabbit sitting on (x, y), facing left. */
function rabbit(x: number, y: number, s: number): string {
  return group(
    x,
    y,
    s,
    path("M-9-10l-3-12q2-2 4 0l2 11M-6-11l1-12q3-1 3 2l-1 10", FD) +
      path("M-8 0q-2-13 9-13q9 0 9 9v4z", FD) +
      circle(-8, -9, 4.5, FD) +
      circle(10, -3, 2.2, `${FP} ${THIN}`) +
      circle(-10, -10, 0.8, `${FP} ${NONE}`),
  );
}

/** The queen sits in a rose bower with a pentacle in her lap, looking down at it; a rabbit nearby. */
function queenOfPentacles(): string {
  const queen = figure({
    x: 88,
    y: 270,
    scale: 1.5,
    pose: "sitSide",
    dress: "gown",
    headwear: "crown",
    head: [6, -71],
    arms: {
      0: [
        [6, -46],
        [15, -40],
      ],
      1: [
        [8, -45],
        [16, -37],
      ],
    },
  });
  const [hx, hy] = queen.hand[1];
  const roses: Pt[] = [
    [26, 214],
    [26, 166],
    [27, 118],
    [46, 78],
    [100, 60],
    [154, 78],
    [173, 118],
    [174, 166],
    [174, 214],
  ];
  return (
    land("M14 236Q100 228 186 236") +
    path("M26 268V120Q26 62 100 60Q174 62 174 120V268", 'stroke-width="2.4"') +
    path(
      [40, 58, 80, 120, 142, 160]
        .map((x) => `M${x} ${x < 100 ? 92 - (x - 40) / 2.4 : 67 + (x - 120) / 2.4}l-4-7q5 1 4 7`)
        .join(""),
      `${FD} ${THIN}`,
    ) +
    roses.map(([x, y]) => flower(x, y, 6, ROSE)).join("") +
    path("M52 150h32v112H52zM52 150q16-22 32 0", FD) +
    path("M57 164h22M57 246h22", THIN) +
    flower(68, 186, 6, GOLD) +
    path("M56 226h64v8H56zM112 234v28", FD) +
    path("M46 262h84v10H46z", FD) +
    queen.svg +
    pent(hx + 2, hy - 10, 0.78) +
    rabbit(160, 288, 1) +
    stemFlower(134, 290, 12, ROSE) +
    stemFlower(24, 290, 12)
  );
}

/** A bull's head with horns, carved on the throne. */
function bullHead(x: number, y: number, s: number): string {
  return group(
    x,
    y,
    s,
    path("M-5-4q-9-1-10-10q5 5 10 4M5-4q9-1 10-10q-5 5-10 4", FG) +
      path("M-6-6h12l-2 12q-4 3-8 0z", FD) +
      path("M-2 4h4", THIN),
  );
}

/** The king on a throne carved with bulls, among grapevines, a castle behind; sceptre and pentacle. */
function kingOfPentacles(): string {
  const king = figure({
    x: 100,
    y: 274,
    scale: 1.66,
    pose: "sit",
    dress: "robe",
    fill: INK,
    cloak: DUSK,
    headwear: "crown",
    arms: {
      0: [
        [-18, -48],
        [-20, -56],
      ],
      1: [
        [18, -46],
        [12, -30],
      ],
    },
    legs: {
      0: [
        [-11, -25],
        [-12, 0],
      ],
      1: [
        [11, -25],
        [13, 0],
      ],
    },
  });
  const [sx, sy] = king.hand[0];
  const [px, py] = king.hand[1];
  return (
    castle(68, 104, 1.3) +
    path("M14 110Q100 100 186 110", THIN) +
    land("M14 250Q100 244 186 250") +
    path("M52 104h96v150H52z", FD) +
    path("M58 110h84v144", THIN) +
    bullHead(56, 104, 1.2) +
    bullHead(144, 104, 1.2) +
    path("M40 212h22v46H40zM138 212h22v46h-22z", FD) +
    bullHead(51, 214, 0.9) +
    bullHead(149, 214, 0.9) +
    king.svg +
    [82, 96, 110, 120].map((x, i) => circle(x, 236 + (i % 2) * 12, 2.2, `${FG} ${NONE}`)).join("") +
    path(`M${n(sx)} ${n(sy + 16)}V${n(sy - 30)}`, 'stroke-width="2.4"') +
    circle(sx, sy - 33, 4, FG) +
    path(`M${n(sx)} ${n(sy - 37)}v-5M${n(sx - 2.5)} ${n(sy - 40)}h5`, THIN) +
    pent(px + 4, py + 4, 0.8) +
    vine([
      [20, 290],
      [22, 240],
      [18, 200],
      [24, 160],
      [20, 124],
    ]) +
    vine([
      [180, 290],
      [178, 240],
      [182, 200],
      [176, 160],
      [180, 124],
    ]) +
    grapes(24, 176) +
    grapes(166, 214) +
    grapes(26, 250) +
    grapes(168, 140)
  );
}

// ---- Assembly ----

const DRAW: Record<number, () => string> = {
  1: aceOfPentacles,
  2: twoOfPentacles,
  3: threeOfPentacles,
  4: fourOfPentacles,
  5: fiveOfPentacles,
  6: sixOfPentacles,
  7: sevenOfPentacles,
  8: eightOfPentacles,
  9: nineOfPentacles,
  10: tenOfPentacles,
  11: pageOfPentacles,
  12: knightOfPentacles,
  13: queenOfPentacles,
  14: kingOfPentacles,
};

export const PENTACLES_ART: Record<number, () => string> = DRAW;
