// Emblems for major arcana XI-XXI. Coordinates sit in the picture window, x 14-186 and y 48-294.

import {
  circle,
  crescent,
  crown,
  drops,
  FD,
  FG,
  FI,
  fourCreatures,
  FP,
  INK,
  n,
  path,
  pentagramPath,
  place,
  rays,
  ROSE,
  starPath,
  THIN,
  WATER,
  waves,
} from "~/domain/tarot/art-kit";
import { rose } from "~/domain/tarot/art-major-a";

const SEA = `stroke="${WATER}" ${THIN}`;

/** A figure in silhouette: thick gold-edged strokes, all edges first so joints merge. */
function figure(limbs: string, torso: string, torsoWidth: number, limbWidth = 6): string {
  return (
    path(limbs, `stroke-width="${limbWidth + 3}"`) +
    path(torso, `stroke-width="${torsoWidth + 3}"`) +
    path(limbs, `stroke="${INK}" stroke-width="${limbWidth}"`) +
    path(torso, `stroke="${INK}" stroke-width="${torsoWidth}"`)
  );
}

function chain(
  x0: number,
  y0: number,
  cx: number,
  cy: number,
  x1: number,
  y1: number,
  links: number,
): string {
  let out = "";
  for (let i = 0; i <= links; i++) {
    const t = i / links;
    const x = (1 - t) ** 2 * x0 + 2 * (1 - t) * t * cx + t * t * x1;
    const y = (1 - t) ** 2 * y0 + 2 * (1 - t) * t * cy + t * t * y1;
    out += circle(x, y, 2.4, THIN);
  }
  return out;
}

function jug(x: number, y: number, rotate: number): string {
  return `<g transform="translate(${x} ${y}) rotate(${rotate})">${path("M-4-16h8l-1 5q9 4 9 14 0 12-12 14-12-2-12-14 0-10 9-14z", FD)}${path("M5-10q9 0 7 10", THIN)}</g>`;
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
  justice: () =>
    path("M20 80h20v200H20zM160 80h20v200h-20z", FD) +
    path("M16 72h28v8H16zM156 72h28v8h-28zM16 280h28v8H16zM156 280h28v8h-28z") +
    path("M40 82q60 26 120 0v12q-60 24-120 0z", FD) +
    path("M58 96l5 10v124H53V106z", FD) +
    path("M58 108v116") +
    path("M44 232h28", 'stroke-width="3"') +
    path("M58 234v20", 'stroke-width="3"') +
    circle(58, 258, 4, FG) +
    path("M120 120v152", 'stroke-width="2.5"') +
    path("M106 280h28l-4-8h-20z", FG) +
    path("M92 124h56", 'stroke-width="2.5"') +
    circle(120, 119, 4, FG) +
    path("M92 124l-10 52M92 124l10 52M148 124l-10 52M148 124l10 52", THIN) +
    path("M80 176h24q-12 14-24 0zM136 176h24q-12 14-24 0z", FG),
  "the-hanged-man": () =>
    path("M36 74h128v12H36zM96 86h8v196h-8z", FD) +
    path("M94 282q-10 0-16 8M106 282q10 0 16 8", THIN) +
    path(
      "M50 74q-2-9 5-11q2 8-5 11zM70 74q-2-9 5-11q2 8-5 11zM130 74q2-9-5-11q-2 8 5 11zM150 74q2-9-5-11q-2 8 5 11z",
      FG,
    ) +
    circle(100, 228, 17, THIN) +
    path(rays(100, 228, 20, 28, 16)) +
    figure(
      "M100 92V166M100 160L126 142L104 120M92 206L86 188L98 176M108 206L114 188L102 176",
      "M100 166V208",
      20,
      8,
    ) +
    circle(100, 226, 9, FI) +
    path("M96 86v8M104 86v8", 'stroke-width="2"'),
  death: () =>
    path("M14 250h172", THIN) +
    path("M30 250v-38h5v-6h6v6h6v-6h6v6h5v38zM142 250v-38h5v-6h6v6h6v-6h6v6h5v38z", FD) +
    path("M78 250a22 22 0 0 1 44 0z", FG) +
    path(rays(100, 250, 26, 34, 9, 180, 180)) +
    path(waves(20, 180, 264, 2, 8) + waves(30, 170, 276, 2, 7), SEA) +
    path("M44 290V66", 'stroke-width="3"') +
    circle(44, 62, 4, FG) +
    path("M44 72q28-10 56 0t56 0v78q-28-10-56 0t-56 0z", FI) +
    rose(100, 111, 17) +
    `<g transform="rotate(-18 148 280)">${crown(148, 284, 26, 11, 3, FG)}</g>`,
  temperance: () =>
    path("M116 164l22-28 18 12 30-26", THIN) +
    crown(164, 130, 18, 8, 3, FG) +
    path(rays(164, 124, 14, 22, 9, 180, 180), THIN) +
    path("M110 294q36-16 24-44t24-56 10-44", `${THIN} stroke-dasharray="2 4"`) +
    path("M14 248q46-10 90 0v46H14z", FD) +
    path(waves(20, 96, 262, 2, 4) + waves(24, 92, 280, 2, 4), SEA) +
    `<ellipse cx="56" cy="270" rx="10" ry="3" ${SEA}/><ellipse cx="56" cy="270" rx="17" ry="5.5" ${SEA}/>` +
    path("M81 118q14 24 15 66M78 120q15 30 16 64", `stroke="${WATER}" stroke-width="1.5"`) +
    place("tc-cup", 58, 112, 1.1, 70) +
    place("tc-cup", 96, 206, 1.1),
  "the-devil": () =>
    path("M88 150q-30-40-70-40 8 10 8 20-10-2-14 8 12 4 16 14-8 2-10 10 40-6 70-12z", FD) +
    path("M112 150q30-40 70-40-8 10-8 20 10-2 14 8-12 4-16 14 8 2 10 10-40-6-70-12z", FD) +
    path("M80 76q-10-18 4-30M120 76q10-18-4-30", 'stroke-width="3"') +
    circle(100, 104, 30, FD) +
    path(pentagramPath(100, 104, 27, 90), 'stroke-width="2"') +
    path("M58 186h84v10H58zM66 196h68v90H66z", FI) +
    circle(100, 218, 8, 'stroke-width="2.5"') +
    chain(94, 226, 64, 236, 50, 282, 9) +
    chain(106, 226, 136, 236, 150, 282, 9),
  "the-tower": () =>
    path("M30 294l20-40 28-14h44l28 14 20 40z", FD) +
    path("M78 240V116l6-8 6 5 8-9 6 7 8-5 10 8v126z", FD) +
    path(
      "M88 160v-8a4 4 0 0 1 8 0v8zM104 160v-8a4 4 0 0 1 8 0v8zM96 206v-10a4 4 0 0 1 8 0v10z",
      FI,
    ) +
    path(
      "M92 152q-8-8-2-18 2 6 6 6-2-6 2-10 2 8 0 14zM108 152q-8-8-2-18 2 6 6 6-2-6 2-10 2 8 0 14zM100 196q-8-8-2-18 2 6 6 6-2-6 2-10 2 8 0 14z",
      `fill="${ROSE}" ${THIN}`,
    ) +
    `<g transform="rotate(28 146 90)">${crown(146, 96, 30, 14, 3, FG)}</g>` +
    path("M26 52l38 30-9 3 32 24-7 2 24 10-32-5 7-4-32-20 9-3z", `${FG} ${THIN}`) +
    drops([
      [44, 120],
      [60, 160],
      [36, 200],
      [56, 232],
      [150, 140],
      [164, 190],
      [142, 224],
      [170, 246],
    ]),
  "the-star": () =>
    path(starPath(100, 100, 8, 36, 12), FG) +
    path(starPath(100, 100, 8, 26, 10, -67.5), THIN) +
    [
      [38, 70],
      [162, 70],
      [28, 122],
      [172, 122],
      [46, 168],
      [154, 168],
      [100, 160],
    ]
      .map(([x, y]) => path(starPath(x!, y!, 8, 8, 3), `${FP} ${THIN}`))
      .join("") +
    path("M14 232q50-8 100 0v62H14z", FD) +
    path(waves(20, 104, 248, 2, 4) + waves(20, 104, 264, 2, 4) + waves(20, 104, 280, 2, 4), SEA) +
    path("M108 294q4-44 78-60v60z", FD) +
    jug(66, 196, -110) +
    jug(134, 196, 110) +
    path(
      "M51 202q-8 14-8 36M149 202q8 14 10 36M159 238l-8 10M159 238v12M159 238l10 8",
      `stroke="${WATER}" stroke-width="1.5"`,
    ),
  "the-moon": () =>
    path(rays(100, 92, 28, 38, 16) + rays(100, 92, 28, 32, 16, 11.25)) +
    circle(100, 92, 24, FP) +
    crescent(100, 92, 24, 90, `${FG} stroke="none" opacity=".5"`) +
    path("M94 88q3 3 6 0M106 88q3 3 6 0M102 92q2 5-1 7M97 104q4 2 8 0", `stroke="${INK}" ${THIN}`) +
    drops([
      [80, 130],
      [100, 136],
      [120, 130],
      [90, 148],
      [110, 148],
    ]) +
    path("M18 244V150h6v-6h6v6h6v-6h6v6h6v94zM134 244V150h6v-6h6v6h6v-6h6v6h6v94z", FD) +
    path("M28 176v-6a3 3 0 0 1 6 0v6zM166 176v-6a3 3 0 0 1 6 0v6z", FG) +
    path("M100 268q-26-24 0-48t0-44", `${THIN} stroke-dasharray="3 4"`) +
    `<g transform="translate(60 254)">${path("M-12 0Q-14-12-8-18L-3-24-1-32-3-39 1-36 5-37 14-45 12-39 5-32Q8-22 7-10L8 0Z", FP)}</g>` +
    `<g transform="translate(140 254) scale(-1 1)">${path("M-12 0Q-14-12-8-18L-3-24-1-32-3-39 1-36 5-37 14-45 12-39 5-32Q8-22 7-10L8 0Z", FD)}</g>` +
    `<ellipse cx="100" cy="282" rx="46" ry="10" ${FD}/>` +
    path(waves(64, 136, 284, 1.5, 5), SEA) +
    path("M100 280v-12", `stroke="${ROSE}" stroke-width="4"`) +
    path("M100 268l-5-6M100 268l5-6M97 276l-5 1M103 276l5 1", `stroke="${ROSE}" ${THIN}`),
  "the-sun": () =>
    path(rays(100, 108, 34, 54, 8) + rays(100, 108, 34, 44, 8, 22.5)) +
    circle(100, 108, 30, FG) +
    path("M88 102q4-4 8 0M104 102q4-4 8 0M90 116q10 8 20 0", `stroke="${INK}" stroke-width="2"`) +
    path(
      "M42 226v-14M78 226v-20M122 226v-20M158 226v-14M78 216q-8-2-10-8 8 0 10 8M122 216q8-2 10-8-8 0-10 8",
      THIN,
    ) +
    [
      [42, 204],
      [78, 198],
      [122, 198],
      [158, 204],
    ]
      .map(([x, y]) => path(starPath(x!, y!, 12, 11, 7), FG) + circle(x!, y!, 4.5, FI))
      .join("") +
    path("M14 226h172v28H14z", FD) +
    path(
      "M14 240h172M40 226v14M80 226v14M120 226v14M160 226v14M60 240v14M100 240v14M140 240v14",
      THIN,
    ) +
    path("M28 294v-36", 'stroke-width="2"') +
    path("M28 262q20-6 40 0t40 0 40 0v16q-20-6-40 0t-40 0-40 0z", `fill="${ROSE}"`),
  judgement: () =>
    path("M14 212l22-16 16 10 22-22 24 24 20-14 22 16 18-12 28 18", THIN) +
    path(
      "M14 96q2-18 20-14 6-18 26-10 10-16 30-6 14-12 28 0 12-8 22 4 12-6 20 6 10-4 16 4 8 0 10 6v10z",
      FD,
    ) +
    path("M66 94L120 139", 'stroke-width="3"') +
    path("M116.7 138.5L127 157.5Q136 152 139.8 142.1L119.3 135.5z", FG) +
    path("M86 111L104 126V160L86 145Z", FP) +
    path("M95 118.5v34M86 128l18 15", `stroke="${ROSE}" stroke-width="3"`) +
    path("M146 152q6 6 4 14M152 146q9 9 6 22", THIN) +
    path(waves(14, 186, 276, 2, 9) + waves(20, 180, 288, 2, 8), SEA) +
    [48, 100, 152]
      .map(
        (x) =>
          path(`M${x - 16} 258h32l-3 12h-26z`, FD) +
          path(`M${x - 12} 250v-22M${x} 244v-16M${x - 4} 248l4-8 4 8`, THIN) +
          circle(x, 234, 4, FP) +
          path(`M${x - 7} 226l7 12 7-12`, THIN),
      )
      .join(""),
  "the-world": () =>
    fourCreatures() +
    wreath() +
    path(
      "M90 88q10 10 20 0v10q-10-10-20 0zM90 246q10 10 20 0v10q-10-10-20 0z",
      `fill="${ROSE}" ${THIN}`,
    ) +
    figure(
      "M100 170L100 214M100 180L114 200 100 206M100 144L80 158M100 144L122 150",
      "M100 144V178",
      10,
    ) +
    circle(100, 130, 8, FI) +
    path("M72 150l10 20M126 138l-6 22", 'stroke-width="2"') +
    path("M90 150q20 14 18 36", `stroke="${ROSE}" stroke-width="2"`) +
    [
      [76, 110],
      [126, 104],
      [80, 222],
      [124, 230],
      [68, 190],
    ]
      .map(([x, y]) => path(starPath(x!, y!, 4, 4, 1), FP))
      .join(""),
};
