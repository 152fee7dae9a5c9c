// Card art drawn by code: one portrait SVG per card, gold line work on a night sky.
// Served as files (/tarot/cards/<slug>.svg) and safe to inline: shared ids have identical content.

import {
  circle,
  crescent,
  defsFor,
  escapeXml,
  GOLD,
  INK,
  PALE,
  path,
  seededRandom,
  starPath,
  text,
} from "~/art/kit";
import { MAJOR_ART_A } from "~/art/tarot/major-a";
import { MAJOR_ART_B } from "~/art/tarot/major-b";
import { PENTACLES_ART } from "~/art/tarot/pentacles";
import { SWORDS_ART } from "~/art/tarot/swords";
import { WANDS_ART } from "~/art/tarot/wands";
import { CUPS_ART } from "~/art/tarot/cups";
import type { Card, Suit } from "~/domain/tarot/deck";
import type { Element } from "~/domain/zodiac";

const MAJOR_ART: Record<string, () => string> = { ...MAJOR_ART_A, ...MAJOR_ART_B };
const MINOR_ART: Record<Suit, Record<number, () => string>> = {
  wands: WANDS_ART,
  cups: CUPS_ART,
  swords: SWORDS_ART,
  pentacles: PENTACLES_ART,
};

const LINE = `fill="none" stroke="${GOLD}" stroke-width="1.6" stroke-linecap="round" stroke-linejoin="round"`;
const LETTERING = `font-family="serif" text-anchor="middle" fill="${GOLD}" stroke="none"`;

function document(title: string, desc: string, body: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 340" role="img">` +
    `<title>${escapeXml(title)}</title>${desc ? `<desc>${escapeXml(desc)}</desc>` : ""}${defsFor(`#tc-bg"${body}`)}` +
    `<rect width="200" height="340" rx="12" fill="url(#tc-bg)"/>${body}</svg>`
  );
}

/** Soft star dots, scattered the same way every time for a given seed. */
function starField(seed: string, count: number): string {
  const random = seededRandom(seed);
  let dots = "";
  for (let i = 0; i < count; i++) {
    const x = 16 + random() * 168;
    const y = 50 + random() * 242;
    const r = [0.5, 0.7, 1][Math.floor(random() * 3)]!;
    dots += circle(x, y, r, random() < 0.4 ? 'opacity=".55"' : "");
  }
  const sx = 24 + random() * 152;
  const sy = 60 + random() * 60;
  return `<g fill="${PALE}">${dots}${path(starPath(sx, sy, 4, 3.5, 0.8))}</g>`;
}

// The alchemical triangle of the card's element, shown at the top of minor cards.
const ELEMENT_MARK: Record<Element, string> = {
  fire: "M100 22l7 12h-14z",
  water: "M100 34l7-12h-14z",
  air: "M100 22l7 12h-14zM94 29.5h12",
  earth: "M100 34l7-12h-14zM94 26.5h12",
};

function frame(card: Card): string {
  const size = Math.min(15, Math.floor(150 / (card.name.length * 0.5)));
  const top = card.numeral ? text(100, 36, 16, card.numeral, 'letter-spacing="1"') : "";
  const mark = card.numeral ? "" : path(ELEMENT_MARK[card.element], 'stroke-width="1.2"');
  return (
    `<g ${LINE}>${path("M11 46h178M11 296h178M30 30h32M138 30h32")}` +
    `<rect x="7" y="7" width="186" height="326" rx="8"/><rect x="11" y="11" width="178" height="318" rx="5" stroke-width=".6"/>` +
    `${path("M100 42l4 4-4 4-4-4zM100 292l4 4-4 4-4-4z", `fill="${INK}"`)}${mark}</g>` +
    `<g ${LETTERING}>${top}${text(100, 320, size, card.name, 'letter-spacing=".5"')}</g>`
  );
}

function emblem(card: Card): string {
  if (card.arcana === "major") {
    const draw = MAJOR_ART[card.slug];
    if (!draw) throw new Error(`No art for ${card.slug}`);
    return draw();
  }
  const draw = MINOR_ART[card.suit!][card.number];
  if (!draw) throw new Error(`No art for ${card.slug}`);
  return draw();
}

export function cardSvg(card: Card): string {
  const body = `${starField(card.slug, 24)}<g ${LINE}>${emblem(card)}</g>${frame(card)}`;
  return document(card.name, card.picture, body);
}

// The back is symmetric under a half turn, so a reversed card cannot be told from its back.
export function cardBackSvg(): string {
  const half = seededRandom("card-back");
  let dots = "";
  for (let i = 0; i < 14; i++) {
    // Rounded before mirroring so both halves print the same digits.
    const x = Math.round((18 + half() * 164) * 10) / 10;
    const y = Math.round((18 + half() * 120) * 10) / 10;
    const r = half() < 0.5 ? 0.6 : 1;
    dots += circle(x, y, r) + circle(200 - x, 340 - y, r);
  }
  const body =
    `<g fill="${PALE}" opacity=".8">${dots}</g><g ${LINE}>` +
    `<rect x="7" y="7" width="186" height="326" rx="8"/><rect x="13" y="13" width="174" height="314" rx="5" stroke-width=".6"/>` +
    `${circle(100, 170, 62, 'stroke-width=".8"')}${circle(100, 170, 56, 'stroke-dasharray="1 4"')}${circle(100, 170, 34)}` +
    `${path(starPath(100, 170, 12, 52, 36), 'stroke-width=".8"')}${path(starPath(100, 170, 8, 30, 9), `fill="${GOLD}"`)}` +
    `${circle(100, 170, 5, `fill="${INK}"`)}${crescent(100, 78, 12, 0, `fill="${GOLD}"`)}${crescent(100, 262, 12, 180, `fill="${GOLD}"`)}` +
    `${path("M100 24v20M100 296v20M30 170h14M156 170h14")}</g>`;
  return document("Starcast card back", "", body);
}
