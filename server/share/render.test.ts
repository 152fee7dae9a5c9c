import { describe, expect, it } from "vitest";
import { pngSize } from "../../tests/support/binary";
import { siteArt } from "~/art/share";
import { renderPng } from "./render";

const svg = (body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="40" height="20"><rect width="40" height="20" fill="#0b1026"/>${body}</svg>`;
const ARIES =
  '<text x="2" y="16" font-size="16" font-family="Noto Sans Symbols" fill="#fff">\u2648</text>';

describe("renderPng", () => {
  it("renders a share image as a 1200x630 PNG", async () => {
    const png = await renderPng(siteArt());
    expect(pngSize(png)).toEqual({ width: 1200, height: 630 });
    // A real picture, not an empty canvas: a flat 1200x630 PNG compresses to a few KB.
    expect(png.length).toBeGreaterThan(50_000);
  });

  it("renders at the SVG's own size", async () => {
    expect(pngSize(await renderPng(svg("")))).toEqual({ width: 40, height: 20 });
  });

  it("sets text only in the fonts it is given, as the system's are never read", async () => {
    const blank = await renderPng(svg(""), []);
    expect(Buffer.from(await renderPng(svg(ARIES), []))).toEqual(Buffer.from(blank));
    expect(Buffer.from(await renderPng(svg(ARIES)))).not.toEqual(Buffer.from(blank));
  });
});
