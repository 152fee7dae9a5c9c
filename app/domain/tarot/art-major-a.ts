// Emblems for major arcana 0-X. Coordinates sit in the picture window, x 14-186 and y 48-294.

import {
  circle,
  crescent,
  FD,
  FG,
  FI,
  fourCreatures,
  FP,
  INK,
  n,
  PALE,
  path,
  place,
  polar,
  rays,
  ROSE,
  starPath,
  text,
  THIN,
  waves,
} from "~/domain/tarot/art-kit";

function lemniscate(cx: number, cy: number, w: number, h: number): string {
  const [a, b] = [w / 2, (h / 2) * 1.33];
  const lobe = (s: number) =>
    `C${n(cx + s * 0.3 * a)} ${n(cy - b)} ${n(cx + s * a)} ${n(cy - b)} ${n(cx + s * a)} ${cy}` +
    `C${n(cx + s * a)} ${n(cy + b)} ${n(cx + s * 0.3 * a)} ${n(cy + b)} ${cx} ${cy}`;
  return path(`M${cx} ${cy}${lobe(1)}${lobe(-1)}z`, 'stroke-width="2"');
}

/** A five-petalled rose, petals filled with `fill`. */
export function rose(cx: number, cy: number, r: number, fill = PALE): string {
  let petals = "";
  for (let k = 0; k < 5; k++) {
    const [x, y] = polar(cx, cy, r * 0.6, -90 + k * 72);
    petals += circle(x, y, r * 0.55);
  }
  return `<g fill="${fill}" ${THIN}>${petals}</g>${circle(cx, cy, r * 0.3, FG)}`;
}

function wheat(x: number, bottom: number, height: number, lean: number): string {
  const top = bottom - height;
  let grains = "";
  for (let i = 0; i < 5; i++) {
    const gy = top + 4 + i * 5;
    const gx = x + lean * (1 - (gy - top) / height);
    grains += `M${n(gx)} ${n(gy)}q-5-2-5-7q5 2 5 7zM${n(gx)} ${n(gy)}q5-2 5-7q-5 2-5 7z`;
  }
  return (
    path(`M${x} ${bottom}Q${x} ${n(top + height / 2)} ${n(x + lean)} ${top}`) +
    path(grains, `${FG} ${THIN}`)
  );
}

function ramHead(cx: number, cy: number, s: number): string {
  return (
    `<g transform="translate(${cx} ${cy}) scale(${s})" stroke-width="${n(1.4 / s)}">` +
    path("M-5-6h10l-2 14h-6z", FD) +
    path("M-5-5c-10-3-14 6-8 9 3 1 5-2 3-4M5-5c10-3 14 6 8 9-3 1-5-2-3-4") +
    `</g>`
  );
}

function sphinx(x: number, y: number, body: string, face: string): string {
  return (
    path(`M${x - 22} ${y + 28}q0-18 22-18t22 18z`, `fill="${body}"`) +
    path(
      `M${x - 11} ${y + 14}L${x - 8} ${y - 6}Q${x} ${y - 14} ${x + 8} ${y - 6}L${x + 11} ${y + 14}z`,
      `fill="${body}"`,
    ) +
    circle(x, y + 1, 5, `fill="${face}" stroke="none"`) +
    path(`M${x - 10} ${y + 28}v-8M${x + 10} ${y + 28}v-8`, THIN)
  );
}

export const MAJOR_ART_A: Record<string, () => string> = {
  "the-fool": () =>
    circle(146, 86, 11, FG) +
    path(rays(146, 86, 15, 23, 12, 15)) +
    path("M14 206l20-24 12 10 18-26 22 30", THIN) +
    path("M186 214h-20l-8-3h-22l-9 4h-16l-4 10 6 14-8 18 6 17-5 20h80z", FD) +
    path(waves(24, 90, 262, 2, 4), `${THIN} opacity=".6"`) +
    path(waves(30, 84, 278, 2, 3), `${THIN} opacity=".4"`) +
    path("M104 150q-4 2-10 8-6 8-2 14 4 6 12 6t12-6q4-6-2-14-6-6-10-8z", FD) +
    path("M104 150l-5-5M104 150l5-5M104 150l4-10", THIN) +
    path("M162 211L108 140", 'stroke-width="2.5"') +
    path("M172 212q-2-12 1-24M173 200q6-2 9-8q-7 0-9 8") +
    rose(173, 184, 8),
  "the-magician": () =>
    lemniscate(100, 74, 60, 22) +
    path("M100 98v78", 'stroke-width="2.5"') +
    circle(100, 96, 3, FP) +
    circle(100, 178, 3, FP) +
    path(starPath(100, 86, 4, 2, 0.5), FP) +
    path("M30 204h140v6H30zM36 210v72M164 210v72M36 246h128", FD) +
    path("M40 216h120v24H40z", THIN) +
    place("tc-wand", 48, 189, 0.75) +
    place("tc-cup", 82, 189, 0.75) +
    place("tc-sword", 118, 188, 0.75) +
    place("tc-pent", 152, 193, 0.75) +
    rose(52, 282, 5) +
    rose(100, 284, 5) +
    rose(148, 282, 5),
  "the-high-priestess": () =>
    path("M28 62h28v10h-4v200h4v10H28v-10h4V72h-4z", FD) +
    path("M144 62h28v10h-4v200h4v10h-28v-10h4V72h-4z", FP) +
    text(44, 182, 20, "B", `font-family="serif" text-anchor="middle" ${FG} stroke="none"`) +
    text(156, 182, 20, "J", `font-family="serif" text-anchor="middle" ${FI} stroke="none"`) +
    path("M56 84q22 12 44 0t44 0", THIN) +
    [74, 100, 126]
      .map(
        (x) =>
          circle(x, x === 100 ? 102 : 100, 5, `fill="${ROSE}"`) +
          path(`M${x - 3} ${x === 100 ? 96 : 94}l3 3 3-3`, THIN),
      )
      .join("") +
    crescent(100, 150, 20, 0, FP) +
    path("M76 196h48", 'stroke-width="4"') +
    path("M80 198h40v38q-20 6-40 0z", FP) +
    path("M88 208h24M88 216h24M88 224h16", `stroke="${INK}" ${THIN}`) +
    path("M40 294h120", THIN),
  "the-empress": () =>
    Array.from({ length: 12 }, (_, i) => {
      const [x, y] = polar(100, 158, 80, 195 + (i * 150) / 11);
      return path(starPath(x, y, 6, 5, 2.2), FG);
    }).join("") +
    path("M56 152q0-14 14-14h60q14 0 14 14v90H56z", FD) +
    path("M70 158v70M130 158v70", `${THIN} stroke-dasharray="1 6"`) +
    path("M100 178c-8-18-38-14-34 8 3 16 20 28 34 44 14-16 31-28 34-44 4-22-26-26-34-8z", FI) +
    circle(100, 188, 11) +
    path("M100 199v20M92 210h16") +
    wheat(30, 292, 58, -4) +
    wheat(44, 292, 48, 6) +
    wheat(156, 292, 48, -6) +
    wheat(170, 292, 58, 4),
  "the-emperor": () =>
    path("M14 150l24-36 14 16 22-42 26 36 20-28 22 32 14-14 30 34", THIN) +
    path("M58 110h84v120H58z", FD) +
    ramHead(100, 140, 1.8) +
    ramHead(58, 108, 1) +
    ramHead(142, 108, 1) +
    path("M40 196h120v12H40zM48 208v70M152 208v70M36 278h128v10H36z", FD) +
    circle(44, 182, 9, FG) +
    path("M44 173v-8M40 168h8M35 182h18", `stroke="${INK}" ${THIN}`) +
    path("M156 150a6 8 0 1 1 .1 0M148 162h16M156 162v86", 'stroke-width="2.5"'),
  "the-hierophant": () =>
    path("M22 80h20v200H22zM158 80h20v200h-20z", FD) +
    path("M18 72h28v8H18zM154 72h28v8h-28zM18 280h28v8H18zM154 280h28v8h-28z") +
    path("M78 146q0-46 22-60 22 14 22 60z", FG) +
    path("M80 136h40M82 120h36M87 104h26", `stroke="${INK}" stroke-width="2"`) +
    path("M100 86V68M94 74h12") +
    path(
      "M92 174v-18a3 3 0 0 1 6 0v-2a3 3 0 0 1 6 0v20q8-2 8 6v4q0 10-11 10h-2q-11 0-11-10zM92 178q-7-5-7 1 2 6 10 6M104 174v4M93 188h16l2 12H91z",
      `${FD} ${THIN}`,
    ) +
    `<g stroke-width="2.5">${path("M66 214l68 58M134 214l-68 58")}</g>` +
    circle(60, 209, 8, FD) +
    circle(140, 209, 8, FD) +
    path("M134 272l-8 8M124 263l-7 7M66 272l8 8M76 263l7 7", 'stroke-width="2.5"'),
  "the-lovers": () =>
    circle(100, 74, 12, FG) +
    path(rays(100, 74, 16, 24, 16)) +
    path("M96 110q-30-22-62-16 10 6 12 12-8 0-12 6 12 2 18 8-8 2-10 8 30 4 54-12z", FD) +
    path("M104 110q30-22 62-16-10 6-12 12 8 0 12 6-12 2-18 8 8 2 10 8-30 4-54-12z", FD) +
    circle(100, 106, 6, FP) +
    path("M92 116h16l6 30H86z", FP) +
    circle(88, 200, 18, 'stroke-width="2.5"') +
    circle(112, 200, 18, 'stroke-width="2.5"') +
    path("M40 290v-54M160 290v-54", 'stroke-width="3"') +
    circle(40, 222, 20, FD) +
    [
      [32, 214],
      [46, 212],
      [40, 228],
      [30, 230],
      [50, 226],
    ]
      .map(([x, y]) => circle(x!, y!, 3, `fill="${ROSE}"`))
      .join("") +
    path(
      "M160 246c-12-2-20-12-14-24 2 6 6 6 6 6-2-10 4-16 8-22 4 6 10 12 8 22 0 0 4 0 6-6 6 12-2 22-14 24z",
      FD,
    ) +
    path("M14 292h172", THIN),
  "the-chariot": () =>
    path("M36 84q64-24 128 0v10H36z", FD) +
    path("M36 94q8 6 16 0t16 0 16 0 16 0 16 0 16 0 16 0 16 0", THIN) +
    [60, 80, 100, 120, 140]
      .map((x) =>
        path(starPath(x, x === 100 ? 80 : x === 80 || x === 120 ? 82 : 86, 6, 3.5, 1.5), FG),
      )
      .join("") +
    path("M48 96v94M152 96v94", 'stroke-width="2.5"') +
    path("M76 118h48v56H76z", FD) +
    crescent(76, 120, 8, 30, FP) +
    crescent(124, 120, 8, -30, FP) +
    path("M44 174h112v54H44z", FD) +
    circle(100, 198, 6, FG) +
    path(
      "M92 196q-14-10-34-6 12 4 16 10 8 2 18-2zM108 196q14-10 34-6-12 4-16 10-8 2-18-2z",
      `${FG} ${THIN}`,
    ) +
    [36, 164].map((x) => circle(x, 214, 16, FD) + path(rays(x, 214, 0, 16, 8))).join("") +
    sphinx(60, 258, INK, PALE) +
    sphinx(140, 258, PALE, INK),
  strength: () =>
    lemniscate(100, 76, 60, 22) +
    path(starPath(100, 180, 18, 48, 38), FD) +
    circle(100, 180, 26, FI) +
    path("M80 160a7 7 0 0 1 12-6M120 160a7 7 0 0 0-12-6") +
    path("M87 172q4 3 8 0M105 172q4 3 8 0") +
    path("M94 184h12l-6 8z", FG) +
    path("M100 192v5q-6 5-10 0M100 197q6 5 10 0") +
    Array.from({ length: 9 }, (_, i) => {
      const [x, y] = polar(100, 180, 42, 200 + i * 17.5);
      return circle(x, y, 3.5, `fill="${i % 2 ? PALE : ROSE}" ${THIN}`);
    }).join("") +
    path("M72 226q8 10 20 8M128 226q-8 10-20 8", 'stroke-width="2"') +
    path("M14 268q40-12 86 0t86 0M14 284q40-10 86 0t86 0", THIN),
  "the-hermit": () =>
    path("M14 294l86-90 86 90z", FD) +
    path("M100 204l-16 17 8-3 8 7 8-7 8 3z", FP) +
    circle(100, 146, 44, `${THIN} stroke-dasharray="1 5"`) +
    path(rays(100, 146, 30, 38, 12, 15)) +
    path("M84 126h32l-4 44H88z", FD) +
    path("M80 126l20-16 20 16zM86 170h28v6H86z", FG) +
    circle(100, 105, 5) +
    path(starPath(100, 148, 3, 11, 5.5) + starPath(100, 148, 3, 11, 5.5, 90), `${FG} ${THIN}`) +
    path("M126 246L150 70", 'stroke-width="3"'),
  "wheel-of-fortune": () =>
    fourCreatures() +
    circle(100, 176, 60, FD) +
    circle(100, 176, 46) +
    circle(100, 176, 14, FG) +
    path(rays(100, 176, 14, 46, 8, 0)) +
    ["T", "A", "R", "O"]
      .map((letter, i) => {
        const [x, y] = polar(100, 176, 53, -90 + i * 90);
        return text(
          x,
          y + 4,
          11,
          letter,
          `font-family="serif" text-anchor="middle" ${FG} stroke="none"`,
        );
      })
      .join("") +
    `<g stroke-width="1.2">${[
      "M-3-1a3 3 0 1 0 6 0a3 3 0 1 0-6 0M0 2v5M-2 5h4M-3-5q3 3 6 0",
      "M-4 2l4-7 4 7zM0 2v5M-2 5h4",
      "M-4 0a4 4 0 1 0 8 0a4 4 0 1 0-8 0M-4 0h8",
      "M-4-1l2-2 2 2 2-2 2 2M-4 3l2-2 2 2 2-2 2 2",
    ]
      .map((d, i) => {
        const [x, y] = polar(100, 176, 30, -45 + i * 90);
        return `<g transform="translate(${n(x)} ${n(y)})">${path(d)}</g>`;
      })
      .join("")}</g>` +
    path("M88 116v-8q0-6 5-10h14q5 4 5 10v8z", FD) +
    path("M93 100l7-14 7 14", FD) +
    circle(100, 102, 4, FP) +
    path("M100 112V74", 'stroke-width="2"') +
    path("M97 78h6", 'stroke-width="2"'),
};
