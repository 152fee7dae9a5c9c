// Swords Ace to Five: the crowned sword, the blindfolded choice, the pierced heart, the knight's
// tomb and the hollow victory.

import {
  circle,
  crescent,
  crown,
  drops,
  FD,
  FG,
  FP,
  GOLD,
  n,
  PALE,
  path,
  ROSE,
  seededRandom,
  THIN,
  WATER,
  waves,
} from "~/art/kit";
import { blob, cloud, figure, limb, type Pt } from "~/art/tarot/figure";
import {
  blindfold,
  farFigure,
  fist,
  held,
  hills,
  stuck,
  sword,
  tornClouds,
} from "~/art/tarot/swords-kit";

/** A branch hanging from (x, y) down to (x + dx, y + dy), leaves along it. */
function branch(x: number, y: number, dx: number, dy: number): string {
  let leaves = "";
  for (let k = 1; k <= 4; k++) {
    const t = k / 5;
    const lx = x + dx * t + dx * 0.3 * Math.sin(t * Math.PI);
    const ly = y + dy * t;
    leaves += `M${n(lx)} ${n(ly)}q-5-1-6 4q5 0 6-4zM${n(lx)} ${n(ly)}q5-1 6 4q-5 0-6-4z`;
  }
  return (
    path(`M${n(x)} ${n(y)}q${n(dx * 0.9)} ${n(dy * 0.4)} ${n(dx)} ${n(dy)}`, 'stroke-width="1.3"') +
    path(leaves, `${FG} ${THIN}`)
  );
}

function aceOfSwords(): string {
  const mountains =
    path(
      "M14 294v-30l20-20 12 10 26-32 20 24 14-10 24 26 14-12 22 18 20 4v20z",
      `${FD} stroke="none"`,
    ) +
    path("M14 264l20-20 12 10 26-32 20 24 14-10 24 26 14-12 22 18 20 4") +
    path("M62 234l10-12 8 8M114 234l-8-8-6 4M154 246l-6-4-4 4", THIN);
  const arm = limb(
    [
      [150, 194],
      [110, 190],
    ],
    9,
    PALE,
  );
  // A fist seen from the thumb side, fingers curled towards the viewer.
  const hand =
    path("M94 180h10q7 0 7 6v8q0 6-7 6H94q-5 0-5-3.3 0-3.3 0-6.7 0-3.3 0-6.7 0-3.3 5-3.3z", FP) +
    path("M89 186.7h7M89 193.3h7M98 180q6 0 8 4", THIN);
  return (
    mountains +
    sword(100, 157, 3) +
    crown(100, 118, 32, 14, 5, FG) +
    path("M84 118h32", `stroke="${GOLD}" stroke-width="3"`) +
    branch(85, 117, -18, 40) +
    branch(115, 117, 18, 40) +
    arm +
    hand +
    cloud(164, 194, [
      [-14, 4, 9],
      [-6, -8, 11],
      [8, -10, 10],
      [16, 2, 9],
      [4, 10, 9],
      [-12, 14, 6],
      [10, -20, 6],
    ]) +
    drops([
      [58, 150],
      [140, 144],
      [66, 188],
      [132, 220],
      [74, 214],
    ])
  );
}

function twoOfSwords(): string {
  const sea =
    path(waves(14, 186, 188, 2, 9), `stroke="${WATER}" ${THIN}`) +
    path(waves(14, 186, 200, 2, 8), `stroke="${WATER}" ${THIN} opacity=".7"`) +
    path(waves(14, 186, 212, 2, 7), `stroke="${WATER}" ${THIN} opacity=".5"`) +
    blob(
      [
        [32, 186, 6],
        [44, 180, 8],
        [56, 188, 4],
      ],
      FD,
    ) +
    blob(
      [
        [150, 190, 4],
        [160, 184, 6],
        [172, 190, 4],
      ],
      FD,
    );
  const bench = path("M58 228h84v36H58zM54 223h92v6H54z", FD);
  const woman = figure({
    x: 100,
    y: 264,
    scale: 1.3,
    pose: "sit",
    dress: "gown",
    headwear: "long",
    arms: {
      0: [
        [-14, -43],
        [4, -52],
      ],
      1: [
        [14, -43],
        [-4, -52],
      ],
    },
    hideHands: true,
  });
  return (
    path("M14 180h172", THIN) +
    crescent(154, 82, 10, -30, FG) +
    sea +
    path("M14 264h172", THIN) +
    bench +
    woman.svg +
    held(woman.hand[1], 2.5, -28) +
    held(woman.hand[0], 2.5, 28) +
    fist(woman.hand[0], 1.3) +
    fist(woman.hand[1], 1.3) +
    blindfold(woman.head, woman.headRadius)
  );
}

function heart(cx: number, top: number, w: number, h: number): string {
  const [a, b] = [w / 2, h];
  return path(
    `M${n(cx)} ${n(top + b)}C${n(cx - a * 0.9)} ${n(top + b * 0.62)} ${n(cx - a * 1.1)} ${n(top + b * 0.05)} ${n(cx - a * 0.5)} ${n(top)}` +
      `C${n(cx - a * 0.2)} ${n(top - b * 0.04)} ${n(cx)} ${n(top + b * 0.1)} ${n(cx)} ${n(top + b * 0.22)}` +
      `C${n(cx)} ${n(top + b * 0.1)} ${n(cx + a * 0.2)} ${n(top - b * 0.04)} ${n(cx + a * 0.5)} ${n(top)}` +
      `C${n(cx + a * 1.1)} ${n(top + b * 0.05)} ${n(cx + a * 0.9)} ${n(top + b * 0.62)} ${n(cx)} ${n(top + b)}z`,
    `fill="${ROSE}"`,
  );
}

function threeOfSwords(): string {
  const random = seededRandom("three-of-swords-rain");
  let rain = "";
  for (let i = 0; i < 34; i++) {
    const x = 20 + random() * 160;
    const y = 108 + random() * 176;
    rain += `M${n(x)} ${n(y)}l-4 10`;
  }
  const [cx, cy] = [100, 196];
  const pierce = (rotate: number) => {
    const a = (rotate * Math.PI) / 180;
    return sword(cx - 22 * Math.sin(a), cy + 22 * Math.cos(a), 2.3, rotate);
  };
  return (
    path(rain, `stroke="${WATER}" ${THIN} opacity=".8"`) +
    cloud(100, 76, [
      [-70, 14, 12],
      [-52, 2, 16],
      [-28, -4, 18],
      [-4, 4, 14],
      [18, -6, 18],
      [42, 2, 15],
      [64, 12, 12],
      [-40, 20, 10],
      [30, 20, 10],
    ]) +
    heart(cx, 150, 110, 94) +
    pierce(140) +
    pierce(220) +
    pierce(180)
  );
}

/** Gold hair on the back of a head lying with its crown to the left. */
function hairLeft([x, y]: Pt, r: number): string {
  return path(
    `M${n(x - r * 0.1)} ${n(y - r)}a${n(r)} ${n(r)} 0 0 0 0 ${n(2 * r)}q${n(-r * 0.75)} ${n(-r * 0.9)} 0 ${n(-2 * r)}z`,
    `${FG} stroke="none"`,
  );
}

function fourOfSwords(): string {
  const s = 1.4;
  const knight = figure({
    x: 164,
    y: 214 - 7 * s,
    scale: s,
    pose: "walk",
    rotate: -90,
    dress: "armour",
    legs: {
      0: [
        [-1, -24],
        [-1, 0],
      ],
      1: [
        [1, -24],
        [1, 0],
      ],
    },
    arms: {
      0: [
        [4, -68],
        [16, -72],
      ],
      1: [
        [6, -64],
        [17, -70],
      ],
    },
    hideHands: true,
  });
  const [hx, hy] = knight.hand[1];
  const prayer = path(`M${n(hx - 3)} ${n(hy + 3)}q0-8 3-11q3 3 3 11z`, `${FP} ${THIN}`);
  const window =
    path("M26 132V82q0-18 16-18t16 18v50z", FD) +
    path("M42 64v68M26 98h32M26 116h32", THIN) +
    circle(42, 86, 5, `fill="${ROSE}" ${THIN}`);
  const tomb =
    path("M30 222h140v58H30z", FD) +
    path("M24 212h152v10H24z", FD) +
    path("M38 230h124v42H38z", THIN);
  return (
    window +
    path("M14 282h172M14 290h172", THIN) +
    stuck([88, 146], 1.5) +
    stuck([118, 140], 1.5) +
    stuck([148, 146], 1.5) +
    path("M76 88h84", 'stroke-width="1.2"') +
    tomb +
    sword(100, 251, 1.6, -90) +
    knight.svg +
    hairLeft(knight.head, knight.headRadius) +
    prayer
  );
}

function fiveOfSwords(): string {
  const s = 1.35;
  const victor = figure({
    x: 66,
    y: 284,
    scale: s,
    pose: "stand",
    headwear: "hair",
    arms: {
      0: [
        [-17, -62],
        [-18, -46],
      ],
      1: [
        [17, -60],
        [9, -67],
      ],
    },
    hideHands: true,
  });
  const [hx, hy] = victor.head;
  const smirk = path(`M${n(hx - 3)} ${n(hy + 5)}q4 2 7-2`, THIN);
  return (
    tornClouds() +
    path("M14 204h172", THIN) +
    path(waves(100, 186, 212, 2, 4), `stroke="${WATER}" ${THIN}`) +
    path(waves(110, 186, 222, 2, 3), `stroke="${WATER}" ${THIN} opacity=".6"`) +
    path("M14 204q30-16 60-8l26 8z", FD) +
    hills(
      [
        [14, 234],
        [100, 226],
        [186, 238],
      ],
      294,
    ) +
    farFigure(138, 228, 52, true, true) +
    farFigure(158, 226, 56) +
    sword(136, 270, 1.2, 78) +
    sword(164, 282, 1.2, 104) +
    held(victor.hand[1], 1.6, 20) +
    held(victor.hand[1], 1.6, 34) +
    victor.svg +
    held(victor.hand[0], 1.5, 180) +
    fist(victor.hand[0], s) +
    fist(victor.hand[1], s) +
    smirk
  );
}

export const SWORDS_ACE_TO_FIVE: Record<number, () => string> = {
  1: aceOfSwords,
  2: twoOfSwords,
  3: threeOfSwords,
  4: fourOfSwords,
  5: fiveOfSwords,
};
