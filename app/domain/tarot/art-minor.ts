// Minor arcana art: suit pips in the traditional playing-card arrangements, and court figures.

import { circle, crown, DUSK, GOLD, INK, PALE, path, rays, SUIT_SYMBOL, use, WATER, waves } from "~/domain/tarot/art-kit";
import type { Suit } from "~/domain/tarot/deck";

const FD = `fill="${DUSK}"`;
const FI = `fill="${INK}"`;
const FG = `fill="${GOLD}"`;
const THIN = 'stroke-width="1"';

// Pip centres for Two to Ten, and how large the pips are drawn for each count.
const L = 64;
const R = 136;
const PIPS: Record<number, readonly (readonly [number, number])[]> = {
  2: [[100, 108], [100, 234]],
  3: [[100, 88], [100, 171], [100, 254]],
  4: [[L, 108], [R, 108], [L, 234], [R, 234]],
  5: [[L, 100], [R, 100], [100, 171], [L, 242], [R, 242]],
  6: [[L, 92], [R, 92], [L, 171], [R, 171], [L, 250], [R, 250]],
  7: [[L, 92], [R, 92], [100, 131], [L, 171], [R, 171], [L, 250], [R, 250]],
  8: [[L, 92], [R, 92], [100, 131], [L, 171], [R, 171], [100, 211], [L, 250], [R, 250]],
  9: [[L, 80], [R, 80], [L, 140], [R, 140], [100, 171], [L, 202], [R, 202], [L, 262], [R, 262]],
  10: [[L, 80], [R, 80], [100, 110], [L, 140], [R, 140], [L, 202], [R, 202], [100, 232], [L, 262], [R, 262]],
};
const PIP_SCALE = [0, 2.6, 1.4, 1.35, 1.3, 1.2, 1.15, 1.1, 1.05, 1, 1];

export function pipArt(suit: Suit, count: number): string {
  const id = SUIT_SYMBOL[suit];
  if (count === 1) {
    return (
      circle(100, 170, 62, `${THIN} stroke-dasharray="1 5"`) +
      path(rays(100, 170, 66, 76, 12, 15) + rays(100, 170, 68, 72, 12, 0), THIN) +
      path("M78 276q4-6 4-10a4 4 0 0 0-8 0q0 4 4 10zM122 276q4-6 4-10a4 4 0 0 0-8 0q0 4 4 10zM100 290q4-6 4-10a4 4 0 0 0-8 0q0 4 4 10z", `${FG} stroke="none"`) +
      use(id, 100, 168, PIP_SCALE[1])
    );
  }
  const places = PIPS[count] ?? [];
  return places.map(([x, y]) => use(id, x, y, PIP_SCALE[count])).join("");
}

// Each suit's landscape under its court figures: desert (wands), sea (cups), wind (swords), fields (pentacles).
const GROUND: Record<Suit, string> = {
  wands: path("M14 284q30-18 60-4t60-6 52 6", THIN) + path("M140 278l14-16 14 16M158 278l10-11 10 11", THIN),
  cups: path(waves(14, 186, 276, 3, 8) + waves(14, 186, 287, 3, 7), `stroke="${WATER}" ${THIN}`),
  swords: path("M14 284h172M24 284q2-10-4-16M34 284q2-8-3-12M166 284q2-10-4-16", THIN) +
    path("M24 72q4-8 12-6 4-8 14-4 8-2 10 6 8 0 6 8H24q-6-4 0-4zM140 98q4-6 10-5 4-6 12-3 7 0 8 5 6 1 4 6h-32q-5-2-2-3z", `${FD} ${THIN}`),
  pentacles: path("M14 280h172M14 290l30-10M60 290l20-10M106 290l10-10M152 290l0-10", THIN) +
    path("M24 280v-34M176 280v-34", THIN) +
    circle(24, 244, 5, `fill="${PALE}" ${THIN}`) +
    circle(176, 244, 5, `fill="${PALE}" ${THIN}`),
};

function page(id: string): string {
  return (
    path("M80 114h24l10 76H70z", FD) +
    path("M84 190l-2 78M100 190l4 78M78 268h8M100 268h10", 'stroke-width="2.5"') +
    path("M72 150h40", THIN) +
    path("M80 116l-8 40 4 2M104 118l22 18", 'stroke-width="3"') +
    circle(92, 98, 11, FI) +
    path("M80 96q10-14 26-4-12 0-26 4zM106 92q6-6 2-12", FD) +
    use(id, 136, 118, 1.25)
  );
}

function knight(id: string): string {
  return (
    path("M60 222q-14 10-14 34M68 228q-14 12-6 30", THIN) +
    path("M130 232l8 42M122 234l-2 40M76 234l-6 40M66 230l12 42", 'stroke-width="3"') +
    path("M62 206q0-12 22-12h42l16-30 10-4 16 18-4 6-14-6-8 30q0 26-16 28H72q-10 0-10-30z", FD) +
    path("M142 166q-6 12-14 24M146 162l-2-8", THIN) +
    path("M92 196l8 30", 'stroke-width="4"') +
    path("M88 196l-2-44h20l2 44z", FI) +
    circle(96, 138, 10, FI) +
    path("M86 136q0-14 10-14t10 14zM96 122q4-12 12-10", FD) +
    path("M104 160l20-16", 'stroke-width="3"') +
    use(id, 134, 120, 1.15)
  );
}

function queen(id: string): string {
  return (
    path("M58 262V124q42-56 84 0v138z", FD) +
    path("M66 262V128q34-44 68 0v134", THIN) +
    path("M88 124h24l20 146H68z", FI) +
    path("M76 200q24 8 48 0", THIN) +
    path("M110 128l14 30M90 128l-6 48 14 16", 'stroke-width="3"') +
    circle(100, 110, 11, FI) +
    crown(100, 101, 24, 12, 3, FG) +
    path("M89 110q-4 20 2 28M111 110q4 20-2 28", THIN) +
    use(id, 128, 150, 1.15)
  );
}

function king(id: string): string {
  return (
    path("M46 268V104h108v164z", FD) +
    circle(46, 98, 6, FG) +
    circle(154, 98, 6, FG) +
    path("M54 268V114h92v154", THIN) +
    path("M84 124h32l4 76h-40z", FI) +
    path("M76 200h48v16h-48zM82 216l-2 50M118 216l2 50M74 266h14M112 266h14", `${FI} stroke-width="2.5"`) +
    path("M116 130l16 22M84 130l-10 44 18 8", 'stroke-width="3.5"') +
    circle(100, 108, 11, FI) +
    path("M92 114q8 16 16 0", FD) +
    crown(100, 99, 26, 16, 4, FG) +
    path("M100 80v-8M96 76h8") +
    use(id, 134, 140, 1.25)
  );
}

const COURT = [page, knight, queen, king];

export function courtArt(suit: Suit, number: number): string {
  const figure = COURT[number - 11];
  if (!figure) throw new RangeError(`Not a court card number: ${number}`);
  return GROUND[suit] + figure(SUIT_SYMBOL[suit]);
}
