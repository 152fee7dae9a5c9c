// The share images' designs, as SVG: the site, a sign, a tarot card and a pair of signs.
import { compatibility } from "~/domain/compatibility/compatibility";
import { cardSvg } from "~/art/tarot";
import { n, polar } from "~/art/kit";
import type { Card } from "~/domain/tarot/deck";
import { formatRange, SIGNS, type Sign } from "~/domain/zodiac";
import { canvas, COLOURS, fitSize, glyph, lines, medallion, text, wrap } from "./share-kit";

/** Where each design's column of text starts, and how wide it may run inside the frame. */
export const COLUMNS = { sign: { x: 614, width: 516 }, card: { x: 514, width: 616 } };

const capitalise = (word: string) => `${word[0]!.toUpperCase()}${word.slice(1)}`;

/** The twelve glyphs around a wheel, Aries at nine o'clock as on a chart, the Sun at the hub. */
function zodiacWheel(cx: number, cy: number, r: number): string {
  let spokes = "";
  let glyphs = "";
  for (const sign of SIGNS) {
    const edge = 180 - sign.index * 30;
    const [x1, y1] = polar(cx, cy, r * 0.74, edge + 15);
    const [x2, y2] = polar(cx, cy, r, edge + 15);
    spokes += `M${n(x1)} ${n(y1)}L${n(x2)} ${n(y2)}`;
    const [gx, gy] = polar(cx, cy, r * 0.87, edge);
    glyphs += glyph(gx, gy + r * 0.06, Math.round(r * 0.17), sign.glyph);
  }
  return (
    `<g fill="none" stroke="${COLOURS.gold}" stroke-width="2"><circle cx="${cx}" cy="${cy}" r="${r}"/>` +
    `<circle cx="${cx}" cy="${cy}" r="${n(r * 0.74)}"/><path d="${spokes}"/>` +
    `<circle cx="${cx}" cy="${cy}" r="${n(r * 0.5)}" stroke-dasharray="3 7" opacity=".7"/></g>${glyphs}` +
    // The Sun's sign, drawn: the symbols face we load has the planets but not U+2609.
    `<circle cx="${cx}" cy="${cy}" r="${n(r * 0.2)}" fill="none" stroke="${COLOURS.goldSoft}" stroke-width="5"/>` +
    `<circle cx="${cx}" cy="${cy}" r="${n(r * 0.035)}" fill="${COLOURS.goldSoft}"/>`
  );
}

export function siteArt(): string {
  const body =
    zodiacWheel(330, 300, 215) +
    text(620, 230, 104, "Starcast", { weight: 700, fill: COLOURS.goldSoft }) +
    lines(624, 310, 40, ["Daily horoscopes read", "from the real sky"]) +
    text(624, 420, 34, "Tarot \u00b7 Compatibility \u00b7 Free", { fill: COLOURS.gold });
  return canvas("site", body);
}

export function signArt(sign: Sign): string {
  const { x, width } = COLUMNS.sign;
  const nameSize = fitSize(sign.name, 112, width, 1);
  const facts = [
    `${capitalise(sign.element)} \u00b7 ${capitalise(sign.modality)}`,
    `Ruled by ${sign.rulers.join(" and ")}`,
  ];
  const body =
    medallion(sign, 320, 290, 200) +
    text(x - 4, 230, nameSize, sign.name, { weight: 700, fill: COLOURS.goldSoft }) +
    text(x, 305, 46, "Daily horoscope") +
    text(x, 375, 34, formatRange(sign), { fill: COLOURS.muted }) +
    lines(x, 427, 34, facts, { fill: COLOURS.gold }, 1.45);
  return canvas(`sign-${sign.slug}`, body);
}

// The card's own art (200x340) nested at 540 high; its ids are the card art's, none of ours.
export function cardArt(card: Card): string {
  const { x, width } = COLUMNS.card;
  const art = cardSvg(card).replace("<svg ", '<svg x="120" y="45" width="318" height="540" ');
  const nameSize = fitSize(card.name, 84, width, 2);
  const name = wrap(card.name, nameSize, width, 700);
  const below = 215 + (name.length - 1) * nameSize * 1.1;
  const keywords = card.keywords.upright.join(", ");
  const keywordSize = fitSize(keywords, 32, width, 2, 400);
  const arcana = card.arcana === "major" ? "MAJOR ARCANA" : "MINOR ARCANA";
  const body =
    art +
    text(x, 130, 28, arcana, { fill: COLOURS.gold, spacing: 4 }) +
    lines(x - 4, 215, nameSize, name, { weight: 700, fill: COLOURS.goldSoft }, 1.1) +
    text(x, below + 75, 40, "Tarot card meaning") +
    lines(x, below + 135, keywordSize, wrap(keywords, keywordSize, width), { fill: COLOURS.muted });
  return canvas(`card-${card.slug}`, body, "right");
}

export function pairArt(first: Sign, second: Sign): string {
  const { score } = compatibility(first, second);
  const centred = { anchor: "middle" } as const;
  const body =
    text(600, 112, 30, "ZODIAC COMPATIBILITY", { ...centred, fill: COLOURS.gold, spacing: 5 }) +
    medallion(first, 250, 300, 140) +
    medallion(second, 950, 300, 140) +
    text(600, 340, 150, String(score), { ...centred, weight: 700, fill: COLOURS.goldSoft }) +
    text(600, 400, 36, "out of 100", { ...centred, fill: COLOURS.muted }) +
    text(250, 510, 48, first.name, { ...centred, weight: 700 }) +
    text(950, 510, 48, second.name, { ...centred, weight: 700 }) +
    text(600, 510, 48, "&", { ...centred, fill: COLOURS.gold });
  return canvas(`pair-${first.slug}-${second.slug}`, body, "centre");
}
