// Swords Six to Ten: the ferry, the thief leaving the camp, the bound woman, the sleepless night
// and the fallen figure at dawn.

import {
  circle,
  DUSK,
  FD,
  FG,
  FI,
  FP,
  INK,
  n,
  PALE,
  path,
  ROSE,
  seededRandom,
  THIN,
  WATER,
  waves,
} from "~/art/kit";
import { blob, cloud, figure, type Pt } from "~/art/tarot/figure";
import { birds, blindfold, fist, held, hills, stuck, sword, wind } from "~/art/tarot/swords-kit";

function sixOfSwords(): string {
  const random = seededRandom("six-of-swords-water");
  let calm = "";
  for (let i = 0; i < 9; i++) {
    const x = 18 + random() * 70;
    calm += `M${n(x)} ${n(186 + i * 11)}h${n(14 + random() * 18)}`;
  }
  const woman = figure({
    x: 128,
    y: 238,
    scale: 0.9,
    pose: "sitSide",
    facing: -1,
    dress: "robe",
    headwear: "hood",
    joints: { head: [5, -71] },
    arms: {
      1: [
        [8, -48],
        [14, -44],
      ],
    },
  });
  // The child is hidden by the hull but for its head and shoulders.
  const child =
    blob(
      [
        [104, 214, 5],
        [106, 224, 6],
      ],
      FD,
    ) +
    circle(104, 205, 5, `${FP} stroke-width="1.2"`) +
    path("M99 204.5a5 5 0 0 1 10 0q-5-3-10 0z", `${FG} stroke="none"`);
  const ferryman = figure({
    x: 156,
    y: 236,
    scale: 1,
    pose: "walk",
    hideHands: true,
    facing: -1,
    headwear: "cap",
    arms: {
      0: [
        [4, -64],
        [11, -75],
      ],
      1: [
        [9, -55],
        [0, -46],
      ],
    },
  });
  const hull = path("M26 222q8 22 34 24h84q22-2 30-26z", FD) + path("M32 230q60 6 138-4", THIN);
  return (
    birds([
      [58, 100],
      [72, 92],
    ]) +
    hills(
      [
        [14, 170],
        [40, 160],
        [70, 168],
        [96, 178],
      ],
      178,
    ) +
    path("M14 178h172", THIN) +
    path(calm, `stroke="${WATER}" ${THIN}`) +
    path(waves(112, 186, 258, 3, 4) + waves(120, 186, 272, 3, 4), `stroke="${WATER}"`) +
    path(waves(126, 186, 284, 3, 3), `stroke="${WATER}" opacity=".6"`) +
    ferryman.svg +
    path("M128 118L184 262", 'stroke-width="2.5"') +
    fist(ferryman.hand[0], 1) +
    fist(ferryman.hand[1], 1) +
    woman.svg +
    [-8, -4, -1, 2, 5, 8].map((t, i) => stuck([34 + i * 10.5, 234], 1.4, t)).join("") +
    child +
    hull
  );
}

/** A head turned back over the shoulder: the profile redrawn to face the other way. */
function lookBack([x, y]: Pt, r: number, facing: 1 | -1): string {
  const f = -facing;
  const nx = x + f * r;
  return (
    circle(x, y, r, `${FP} stroke-width="1.2"`) +
    circle(x + f * r * 0.5, y + r * 0.05, r * 0.1, `${FI} stroke="none"`) +
    path(
      `M${n(nx - f * 0.4)} ${n(y - r * 0.19)}l${n(f * r * 0.2)} ${n(r * 0.3)}l${n(-f * r * 0.2)} ${n(r * 0.08)}`,
      `${FP} ${THIN}`,
    ) +
    path(
      `M${n(x - r * 1.05)} ${n(y - r * 0.2)}q${n(r * 1.05)} ${n(-r * 1.9)} ${n(r * 2.1)} 0z`,
      `${FD} ${THIN}`,
    )
  );
}

function sevenOfSwords(): string {
  const s = 1.35;
  const thief = figure({
    x: 116,
    y: 284,
    scale: s,
    pose: "stride",
    dress: "tunic",
    arms: {
      0: [
        [4, -60],
        [14, -58],
      ],
      1: [
        [10, -62],
        [18, -56],
      ],
    },
    hideHands: true,
  });
  const [h0, h1] = thief.hand;
  // The bundle lies across the near hand; the far hand steadies it a little further back.
  const tent = (x: number, y: number, w: number) =>
    path(`M${x - w} ${y}L${x} ${y - w * 1.1}L${x + w} ${y}z`, FD) +
    path(`M${x} ${y - w * 1.1}v-10l8 3-8 3M${x} ${y}l-4-${n(w * 0.7)}l-4 ${n(w * 0.7)}`, THIN);
  return (
    cloud(52, 96, [
      [-20, 4, 8],
      [-8, -4, 11],
      [8, -2, 10],
      [20, 5, 7],
    ]) +
    wind([
      [110, 120, 40],
      [130, 140, 36],
    ]) +
    hills([
      [14, 200],
      [60, 190],
      [120, 196],
      [186, 186],
    ]) +
    tent(30, 214, 14) +
    tent(58, 210, 10) +
    tent(160, 200, 9) +
    stuck([30, 284], 1.3, -8) +
    stuck([54, 288], 1.3, 6) +
    thief.svg +
    [-2, -1, 0, 1, 2].map((k) => held([h1[0] + k * 1.5, h1[1] + k], 1.5, -48 + k * 9)).join("") +
    fist(h0, s) +
    fist(h1, s) +
    lookBack(thief.head, thief.headRadius, 1)
  );
}

function eightOfSwords(): string {
  const s = 1.4;
  const woman = figure({
    x: 100,
    y: 272,
    scale: s,
    pose: "stand",
    dress: "gown",
    headwear: "long",
    arms: {
      0: [
        [-13, -63],
        [-9, -50],
      ],
      1: [
        [13, -63],
        [9, -50],
      ],
    },
    hideHands: true,
  });
  const [, top] = woman.shoulder[0];
  let ropes = "";
  for (let k = 0; k < 4; k++) {
    const y = top + 6 + k * 11;
    ropes += `M${n(100 - 20)} ${n(y + 4)}q20 4 40-4`;
  }
  const castle =
    path("M186 160h-48q4-18 14-26l6-24h28z", FD) +
    path("M150 110V92h6v-4h5v4h5V80h-3v-4h14v4h-3v30z", FD) +
    path("M166 96h2v6h-2z", THIN);
  const swordsAround: [number, number, number, number][] = [
    [26, 262, 1.3, -6],
    [44, 276, 1.35, 4],
    [60, 252, 1.1, -3],
    [72, 238, 0.95, 5],
    [130, 240, 0.95, -4],
    [142, 254, 1.1, 3],
    [158, 274, 1.35, -5],
    [174, 258, 1.25, 6],
  ];
  return (
    castle +
    hills(
      [
        [14, 190],
        [60, 180],
        [110, 188],
        [150, 176],
        [186, 170],
      ],
      230,
      DUSK,
    ) +
    path("M14 230h172", THIN) +
    path(waves(24, 86, 248, 2, 3) + waves(118, 180, 290, 2, 3), `stroke="${WATER}" ${THIN}`) +
    path(waves(60, 140, 282, 2, 4), `stroke="${WATER}" ${THIN}`) +
    swordsAround
      .slice(2, 6)
      .map(([x, y, sc, t]) => stuck([x, y], sc, t))
      .join("") +
    woman.svg +
    path(ropes, `stroke="${PALE}" stroke-width="2"`) +
    blindfold(woman.head, woman.headRadius) +
    [...swordsAround.slice(0, 2), ...swordsAround.slice(6)]
      .map(([x, y, sc, t]) => stuck([x, y], sc, t))
      .join("")
  );
}

function nineOfSwords(): string {
  const s = 1.3;
  const sleeper = figure({
    x: 140,
    y: 232 + 30 * s,
    scale: s,
    pose: "sitSide",
    facing: -1,
    dress: "robe",
    headwear: "long",
    joints: { head: [6, -70], neck: [2, -63] },
    arms: {
      0: [
        [13, -50],
        [11, -68],
      ],
      1: [
        [15, -52],
        [12, -66],
      ],
    },
  });
  let quiltMarks = "";
  for (let x = 44; x < 136; x += 18) {
    quiltMarks +=
      circle(x, 247, 3, `fill="${ROSE}" ${THIN}`) + path(`M${x + 7} 244l2 3-2 3-2-3z`, FG);
  }
  const quilt =
    path("M28 236q0-8 8-8h62q10-12 24-10 14 2 30 16v22H28z", FD) + path("M28 240h124", THIN);
  const bed =
    path("M22 226h8v64h-8z", FD) +
    path("M22 254h148v22H22z", FD) +
    path("M30 260h34v10H30zM72 260h46v10H72zM126 260h26v10h-26z", THIN);
  const wall = Array.from({ length: 9 }, (_, i) => sword(90, 76 + i * 11, 1.9, -90)).join("");
  return (
    path("M12 47h176v248H12z", `${FI} stroke="none"`) +
    wall +
    path("M14 290h172", THIN) +
    path("M156 192h14v98h-14z", FD) +
    sleeper.svg +
    quilt +
    quiltMarks +
    bed
  );
}

function tenOfSwords(): string {
  const s = 1.45;
  const ground = 280;
  const fallen = figure({
    x: 176,
    y: ground - 6 * s,
    scale: s,
    pose: "walk",
    facing: -1,
    rotate: -90,
    headwear: "hair",
    legs: {
      0: [
        [-1, -24],
        [-2, 0],
      ],
      1: [
        [1, -24],
        [0, 0],
      ],
    },
    arms: {
      0: [
        [4, -92],
        [6, -106],
      ],
      1: [
        [5, -66],
        [6, -50],
      ],
    },
  });
  const back = ground - 12 * s;
  const cloth = path(
    `M110 ${n(back - 1)}q18-5 38-1 6 8 8 ${n(ground - back + 1)}h-48q-4-8 2-${n(ground - back)}z`,
    `fill="${ROSE}"`,
  );
  // Ten blades from the shoulders to the thighs, drawn first so the body hides their points.
  const swordsInBack = Array.from({ length: 10 }, (_, i) =>
    stuck([56 + i * 11, ground - 5 * s - (i % 2) * 5], 1.35 - (i % 2) * 0.2, -24 + i * 5.3),
  ).join("");
  return (
    path("M12 47h176v125H12z", `${FI} stroke="none"`) +
    path("M14 172h172", THIN) +
    path("M20 164h40M92 158h74M108 166h66", `${THIN} opacity=".8"`) +
    path("M42 172a18 18 0 0 1 36 0z", FG) +
    path("M14 182h172M30 190h120M20 198h150M40 206h100", `stroke="${WATER}" ${THIN} opacity=".7"`) +
    hills(
      [
        [14, 218],
        [80, 212],
        [140, 216],
        [186, 210],
      ],
      294,
      INK,
    ) +
    path(`M14 ${ground}h172`, THIN) +
    swordsInBack +
    fallen.svg +
    cloth
  );
}

export const SWORDS_SIX_TO_TEN: Record<number, () => string> = {
  6: sixOfSwords,
  7: sevenOfSwords,
  8: eightOfSwords,
  9: nineOfSwords,
  10: tenOfSwords,
};
