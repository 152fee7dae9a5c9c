import { Resvg } from "@resvg/resvg-wasm";
import { describe, expect, it } from "vitest";
import { compatibility } from "~/domain/compatibility/compatibility";
import { DECK } from "~/domain/tarot/deck";
import { SIGNS } from "~/domain/zodiac";
import { hasGlyph } from "../../tests/support/binary";
import { cardArt, COLUMNS, pairArt, signArt, siteArt } from "./share";
import { fitSize, textWidth, wrap } from "./share-kit";
import { ready, shareFonts } from "../../server/share/render";

const ALL_DESIGNS = [
  siteArt(),
  ...SIGNS.map(signArt),
  ...DECK.map(cardArt),
  ...SIGNS.flatMap((a, i) => SIGNS.slice(i).map((b) => pairArt(a, b))),
];

const unescape = (text: string) =>
  text
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&");

/** Every run of text in an SVG, with the family its own element names (if any). */
function textsOf(svg: string): { family: string | undefined; content: string }[] {
  return [...svg.matchAll(/<text([^>]*)>([^<]*)<\/text>/g)].map(([, attributes, content]) => ({
    family: /font-family="([^"]+)"/.exec(attributes!)?.[1],
    content: unescape(content!),
  }));
}

/** How wide resvg sets a line, in pixels, with the share images' fonts. */
function measured(line: string, size: number, weight: 400 | 700): number {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="4000" height="300"><text x="0" y="200" font-size="${size}" font-weight="${weight}" font-family="Noto Sans">${line.replace(/&/g, "&amp;")}</text></svg>`;
  const resvg = new Resvg(svg, { font: { fontBuffers: shareFonts() } });
  try {
    return resvg.getBBox()!.width;
  } finally {
    resvg.free();
  }
}

describe("share art", () => {
  it("draws all 169 images, each character in a face that has it", () => {
    expect(ALL_DESIGNS).toHaveLength(1 + 12 + 78 + 78);
    const [latin, latinBold, symbols] = shareFonts();
    const missing = new Set<string>();
    for (const svg of ALL_DESIGNS) {
      for (const { family, content } of textsOf(svg)) {
        // Card lettering asks for serif, which the renderer maps to Noto Sans.
        const faces = family === "Noto Sans Symbols" ? [symbols!] : [latin!, latinBold!];
        for (const ch of content) {
          if (!faces.every((face) => hasGlyph(face, ch.codePointAt(0)!)))
            missing.add(`${family} ${ch}`);
        }
      }
    }
    expect([...missing]).toEqual([]);
  });

  it("never estimates a line narrower than resvg sets it, nor far wider", async () => {
    await ready();
    const samples = [
      ...SIGNS.flatMap((s) => [s.name, `Ruled by ${s.rulers.join(" and ")}`]),
      ...DECK.flatMap((c) => [c.name, c.keywords.upright.join(", ")]),
      "Daily horoscope",
      "Tarot card meaning",
    ];
    for (const weight of [400, 700] as const) {
      for (const line of samples) {
        const ratio = measured(line, 100, weight) / textWidth(line, 100, weight);
        expect(ratio, `${weight} ${line}`).toBeLessThanOrEqual(1);
        expect(ratio, `${weight} ${line}`).toBeGreaterThan(0.75);
      }
    }
  });

  it("fits every name and keyword list into its column", () => {
    const fits = (
      content: string,
      max: number,
      width: number,
      lines: number,
      weight: 400 | 700,
    ) => {
      const size = fitSize(content, max, width, lines, weight);
      const wrapped = wrap(content, size, width, weight);
      expect(wrapped.length, content).toBeLessThanOrEqual(lines);
      for (const line of wrapped)
        expect(textWidth(line, size, weight), line).toBeLessThanOrEqual(width);
      return size;
    };
    for (const sign of SIGNS)
      expect(fits(sign.name, 112, COLUMNS.sign.width, 1, 700)).toBeGreaterThanOrEqual(72);
    for (const card of DECK) {
      expect(fits(card.name, 84, COLUMNS.card.width, 2, 700)).toBeGreaterThanOrEqual(60);
      expect(
        fits(card.keywords.upright.join(", "), 32, COLUMNS.card.width, 2, 400),
      ).toBeGreaterThanOrEqual(24);
    }
    // Too long for any size: the smallest size is used, and the caller sees more lines.
    expect(fitSize("word ".repeat(200), 84, 300, 2)).toBe(24);
  });

  it("shows a pair's real score, and each sign's own glyph", () => {
    const [aries, leo] = [SIGNS[0]!, SIGNS[4]!];
    const texts = textsOf(pairArt(aries, leo)).map((t) => t.content);
    expect(texts).toContain(String(compatibility(aries, leo).score));
    expect(texts).toEqual(expect.arrayContaining([aries.glyph, leo.glyph, "Aries", "Leo"]));
    expect(textsOf(signArt(leo)).map((t) => t.content)).toContain(leo.glyph);
  });
});
