// Minor arcana art: suit pips in the traditional playing-card arrangements, and court figures.

import {
  circle,
  crown,
  FD,
  FG,
  FI,
  outlined,
  PALE,
  path,
  place,
  rays,
  SUIT_SYMBOL,
  THIN,
  WATER,
  waves,
} from "~/domain/tarot/art-kit";
import type { Suit } from "~/domain/tarot/deck";

// Pip centres for Two to Ten, and how large the pips are drawn for each count.
const L = 60;
const R = 140;
const PIPS: Record<number, readonly (readonly [number, number])[]> = {
  2: [
    [100, 108],
    [100, 234],
  ],
  3: [
    [100, 104],
    [62, 232],
    [138, 232],
  ],
  4: [
    [L, 108],
    [R, 108],
    [L, 234],
    [R, 234],
  ],
  5: [
    [L, 100],
    [R, 100],
    [100, 171],
    [L, 242],
    [R, 242],
  ],
  6: [
    [L, 92],
    [R, 92],
    [L, 171],
    [R, 171],
    [L, 250],
    [R, 250],
  ],
  7: [
    [L, 92],
    [R, 92],
    [100, 131],
    [L, 171],
    [R, 171],
    [L, 250],
    [R, 250],
  ],
  8: [
    [L, 92],
    [R, 92],
    [100, 131],
    [L, 171],
    [R, 171],
    [100, 211],
    [L, 250],
    [R, 250],
  ],
  9: [
    [L, 80],
    [R, 80],
    [L, 140],
    [R, 140],
    [100, 171],
    [L, 202],
    [R, 202],
    [L, 262],
    [R, 262],
  ],
  10: [
    [L, 80],
    [R, 80],
    [100, 110],
    [L, 140],
    [R, 140],
    [L, 202],
    [R, 202],
    [100, 232],
    [L, 262],
    [R, 262],
  ],
};
const PIP_SCALE = [0, 2.8, 1.8, 1.8, 1.6, 1.6, 1.4, 1.4, 1.4, 1.15, 1.15];

export function pipArt(suit: Suit, count: number): string {
  const id = SUIT_SYMBOL[suit];
  if (count === 1) {
    return (
      circle(100, 170, 62, `${THIN} stroke-dasharray="1 5"`) +
      path(rays(100, 170, 66, 76, 12, 15) + rays(100, 170, 68, 72, 12, 0), THIN) +
      path(
        "M78 276q4-6 4-10a4 4 0 0 0-8 0q0 4 4 10zM122 276q4-6 4-10a4 4 0 0 0-8 0q0 4 4 10zM100 290q4-6 4-10a4 4 0 0 0-8 0q0 4 4 10z",
        `${FG} stroke="none"`,
      ) +
      place(id, 100, 168, PIP_SCALE[1])
    );
  }
  const places = PIPS[count] ?? [];
  return places.map(([x, y]) => place(id, x, y, PIP_SCALE[count])).join("");
}

// Each suit's landscape under its court figures: desert (wands), sea (cups), wind (swords), fields (pentacles).
const GROUND: Record<Suit, string> = {
  wands:
    path("M14 284q30-18 60-4t60-6 52 6", THIN) +
    path("M140 278l14-16 14 16M158 278l10-11 10 11", THIN),
  cups: path(waves(14, 186, 276, 3, 8) + waves(14, 186, 287, 3, 7), `stroke="${WATER}" ${THIN}`),
  swords:
    path("M14 284h172M24 284q2-10-4-16M34 284q2-8-3-12M166 284q2-10-4-16", THIN) +
    path(
      "M24 72q4-8 12-6 4-8 14-4 8-2 10 6 8 0 6 8H24q-6-4 0-4zM140 98q4-6 10-5 4-6 12-3 7 0 8 5 6 1 4 6h-32q-5-2-2-3z",
      `${FD} ${THIN}`,
    ),
  pentacles:
    path("M14 284h172M14 292l24-8M60 292l16-8M106 292l8-8M152 292v-8", THIN) +
    path(
      "M14 284v-12q10-12 20 0 10-14 20 0v12zM146 284v-12q10-12 20 0 10-14 20 0v12z",
      `${FD} ${THIN}`,
    ) +
    [24, 40, 156, 172].map((x) => circle(x, 270, 2, `fill="${PALE}" stroke="none"`)).join(""),
};

function page(id: string): string {
  return (
    path("M80 112q-16 40-18 92l14-6", FD) +
    outlined("M86 184l-2 76M100 184l3 76", 4) +
    path("M76 262h10M100 262h10", 'stroke-width="3"') +
    path("M80 110q12-6 24 0l10 76H70z", FD) +
    path("M74 150h36", 'stroke-width="2.5"') +
    outlined("M104 114l14 18 12-14", 5) +
    circle(92, 96, 10, FI) +
    path("M80 94q2-14 14-14 12 0 14 10-14-2-28 4zM106 88q14-2 16 12", FD) +
    place(id, 136, 100, 1.5)
  );
}

function knight(id: string): string {
  return (
    path("M62 204q-18 8-18 40 8-8 10-22", FD) +
    outlined("M132 230l10 40M122 234l-4 38M78 234l-8 38M68 228l6 42", 4) +
    path("M60 206q0-14 24-14h40l16-30 12-4 18 20-4 7-16-5-8 28q0 28-18 30H74q-14 0-14-32z", FD) +
    path("M150 158l-2-9M140 162q-8 14-16 30", THIN) +
    path("M80 198h30v12H80z", THIN) +
    outlined("M96 200l6 30", 5) +
    path("M86 198l2-46h18l4 46z", FI) +
    outlined("M106 158l18-14 6-16", 4) +
    circle(98, 138, 10, FI) +
    path("M88 140v-6q0-14 10-14t10 14v6zM98 120q2-12 12-14", FD) +
    place(id, 134, 108, 1.4)
  );
}

function queen(id: string): string {
  return (
    path("M54 268V124q46-60 92 0v144z", FD) +
    path("M62 268V128q38-48 76 0v140", THIN) +
    path("M88 122q12-5 24 0l6 6-6 36 16 36 4 68H68l4-68 16-36-6-36z", FI) +
    path("M82 200q18 8 36 0M88 164h24M90 206l-4 60M110 206l4 60", THIN) +
    outlined("M116 130l10 26-4 4M86 130l-6 44 16 22", 4) +
    path("M89 112q-6 22 0 32M111 112q6 22 0 32", `${FD} ${THIN}`) +
    circle(100, 110, 11, FI) +
    crown(100, 101, 26, 11, 3, FG) +
    place(id, 127, 140, 1.4)
  );
}

function king(id: string): string {
  return (
    path("M44 270V102h112v168z", FD) +
    circle(44, 96, 6, FG) +
    circle(156, 96, 6, FG) +
    path("M52 270V112h96v158", THIN) +
    path("M82 122Q100 116 118 122L128 130 126 186 136 202 140 268H60L64 202 74 186 72 130z", FI) +
    path("M66 204q34 12 68 0M92 210l-2 56M108 210l2 56M100 124v62", THIN) +
    outlined("M120 132l12 16M80 132l-8 50", 4.5) +
    circle(70, 190, 7, FG) +
    path("M70 183v-5M67 180h6", THIN) +
    circle(100, 108, 11, FI) +
    path("M91 112q9 18 18 0z", FD) +
    crown(100, 99, 26, 12, 5, FG) +
    path("M100 84v-9M96 79h8", 'stroke-width="2"') +
    place(id, 139, 122, 1.5)
  );
}

const COURT = [page, knight, queen, king];

export function courtArt(suit: Suit, number: number): string {
  const figure = COURT[number - 11];
  if (!figure) throw new RangeError(`Not a court card number: ${number}`);
  return GROUND[suit] + figure(SUIT_SYMBOL[suit]);
}
