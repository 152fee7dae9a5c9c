// The Swords court: a page on a windy hill, a knight at full gallop, a queen in profile and a
// king facing us, each under air's sky of clouds, gusts and birds.

import { circle, DUSK, FD, FG, INK, n, PALE, path, THIN } from "~/art/kit";
import { cloud, figure, horse } from "~/art/tarot/figure";
import { birds, fist, held, hills, tornClouds, wind } from "~/art/tarot/swords-kit";

/** A butterfly with open wings, as carved on the Swords thrones. */
function butterfly(x: number, y: number, r: number, fill = FG): string {
  const wing = (f: 1 | -1) =>
    `M${n(x)} ${n(y)}q${n(f * r * 0.9)} ${n(-r * 1.4)} ${n(f * r * 1.3)} ${n(-r * 0.6)}q${n(f * r * 0.1)} ${n(r * 0.7)} ${n(-f * r * 1.3)} ${n(r * 0.6)}` +
    `q${n(f * r * 1.1)} ${n(r * 0.2)} ${n(f * r * 0.9)} ${n(r * 0.9)}q${n(-f * r * 0.5)} ${n(r * 0.3)} ${n(-f * r * 0.9)} ${n(-r * 0.9)}z`;
  return (
    path(wing(1) + wing(-1), `${fill} ${THIN}`) + path(`M${n(x)} ${n(y - r * 0.7)}v${n(r * 1.4)}`)
  );
}

function pageOfSwords(): string {
  const s = 1.35;
  const page = figure({
    x: 100,
    y: 238,
    scale: s,
    pose: "walk",
    legs: {
      0: [
        [-6, -24],
        [-14, 0],
      ],
      1: [
        [9, -24],
        [14, 0],
      ],
    },
    arms: {
      0: [
        [12, -70],
        [20, -92],
      ],
      1: [
        [14, -68],
        [22, -90],
      ],
    },
    cloak: true,
    headwear: "hair",
    hideHands: true,
  });
  const [hand] = page.hand;
  const [sx, sy] = page.shoulder[0];
  const cape = path(`M${n(sx)} ${n(sy)}q-20 4-34 -8q8 14 4 30q14-4 30-14z`, `fill="${INK}"`);
  return (
    cloud(48, 80, [
      [-20, 4, 9],
      [-8, -4, 12],
      [8, -2, 11],
      [20, 6, 8],
    ]) +
    cloud(150, 106, [
      [-14, 2, 7],
      [-2, -4, 10],
      [12, 2, 8],
    ]) +
    birds([
      [150, 70],
      [166, 62],
      [172, 82],
      [40, 124],
    ]) +
    wind([
      [20, 150, 40],
      [134, 150, 44],
      [24, 190, 30],
    ]) +
    hills(
      [
        [14, 226],
        [50, 218],
        [86, 230],
        [130, 222],
        [186, 228],
      ],
      294,
      DUSK,
    ) +
    hills([
      [14, 270],
      [60, 248],
      [100, 238],
      [150, 252],
      [186, 272],
    ]) +
    cape +
    page.svg +
    held(hand, 1.7, 14) +
    fist(page.hand[0], s) +
    fist(page.hand[1], s)
  );
}

function knightOfSwords(): string {
  const s = 1.05;
  // At full gallop every hoof is off the ground, so the ground line runs just below them.
  const steed = horse({ x: 108, y: 296, scale: s, facing: -1, gait: "gallop" });
  const rider = figure({
    x: steed.saddle[0],
    y: steed.saddle[1],
    scale: s,
    pose: "ride",
    facing: -1,
    dress: "armour",
    headwear: "helmet",
    nearLegOnly: true,
    cloak: INK,
    arms: {
      1: [
        [13, -36],
        [20, -52],
      ],
    },
    hideHands: true,
  });
  return (
    tornClouds(
      "M14 70l30-8 24 4 30-10 20 6 24-4-26 14-22-2-30 10-20-4zM96 96l28-10 22 4 24-8 16 4v8l-16 2-20 8-26-2zM20 122l24-6 18 2 14-6-12 10-26 4z",
    ) +
    birds(
      [
        [56, 150],
        [70, 142],
        [44, 144],
      ],
      3.5,
    ) +
    hills(
      [
        [14, 236],
        [50, 228],
        [100, 240],
        [150, 226],
        [186, 234],
      ],
      294,
    ) +
    wind([
      [120, 150, 40],
      [140, 176, 34],
      [16, 204, 30],
    ]) +
    path("M14 270h172", THIN) +
    path("M150 254h26M160 246h20M148 262h32", `${THIN} opacity=".6"`) +
    steed.svg +
    rider.svg +
    held(rider.hand[1], 1.6, -18) +
    fist(rider.hand[1], s) +
    fist(rider.hand[0], s)
  );
}

function queenOfSwords(): string {
  const s = 1.4;
  const ground = 282;
  const queen = figure({
    x: 100,
    // The gown's hem reaches below the feet: lift them so the hem rests on the ground.
    y: ground - 10,
    scale: s,
    pose: "sitSide",
    dress: "gown",
    headwear: "crown",
    cloak: INK,
    arms: {
      0: [
        [16, -60],
        [31, -70],
      ],
      1: [
        [12, -46],
        [18, -48],
      ],
    },
    hideHands: true,
  });
  const [rx, ry] = queen.hand[0];
  // The throne seen from the side: a high back carved with butterflies, a seat and an arm.
  const throne =
    path(`M64 ${ground}V122q0-12 12-12t12 12v${n(ground - 150)}h34v28z`, FD) +
    path(`M70 ${ground - 40}V126`, THIN) +
    path(`M88 ${ground - 58}h26v8H88z`, FD) +
    butterfly(76, 98, 9) +
    butterfly(78, 150, 6) +
    butterfly(78, 186, 5);
  return (
    cloud(36, 238, [
      [-20, 4, 10],
      [-6, -6, 12],
      [10, -2, 10],
      [22, 6, 8],
    ]) +
    cloud(162, 236, [
      [-16, 4, 8],
      [-2, -4, 11],
      [14, 4, 9],
    ]) +
    birds([[154, 78]], 5) +
    path(`M14 ${ground}h172`, THIN) +
    throne +
    queen.svg +
    held(queen.hand[1], 1.8, 0) +
    fist(queen.hand[1], s) +
    // The raised hand, open, fingers up.
    path(
      `M${n(rx - 3)} ${n(ry + 3)}v-6q0-2 1.5-2t1.5 2v-2q0-2 1.5-2t1.5 2v2q0-2 1.5-1.5t1.5 1.5v6q0 3-4 3h-1q-3 0-3-3z`,
      `fill="${PALE}" ${THIN}`,
    )
  );
}

function kingOfSwords(): string {
  const s = 1.45;
  const king = figure({
    x: 100,
    y: 280,
    scale: s,
    pose: "sit",
    dress: "robe",
    headwear: "crown",
    cloak: true,
    arms: {
      0: [
        [-19, -44],
        [-17, -52],
      ],
    },
    hideHands: true,
  });
  const throne =
    path("M58 236V108q0-14 14-14h56q14 0 14 14v128z", FD) +
    path("M66 230V110q0-8 8-8h52q8 0 8 8v120", THIN) +
    butterfly(74, 116, 8) +
    butterfly(126, 116, 8) +
    path("M50 236h100v12H50z", FD) +
    circle(100, 98, 4, FG);
  return (
    cloud(30, 238, [
      [-10, 4, 8],
      [0, -4, 10],
      [10, 4, 8],
    ]) +
    cloud(170, 232, [
      [-10, 4, 8],
      [0, -6, 10],
      [10, 2, 8],
    ]) +
    birds([
      [30, 80],
      [42, 70],
      [168, 86],
    ]) +
    path("M14 280h172", THIN) +
    throne +
    king.svg +
    held(king.hand[0], 1.8, -6) +
    fist(king.hand[1], s) +
    fist(king.hand[0], s)
  );
}

export const SWORDS_COURT: Record<number, () => string> = {
  11: pageOfSwords,
  12: knightOfSwords,
  13: queenOfSwords,
  14: kingOfSwords,
};
