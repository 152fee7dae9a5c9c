import { describe, expect, it } from "vitest";
import { BODIES } from "~/domain/sky/types";
import { pngSize } from "../../tests/support/binary";
import { POINT_GLYPHS } from "~/domain/chart/glyphs";
import { WHEEL_SIZE } from "~/domain/chart/wheel";
import { renderPng } from "./render";
import { createWheelDownloads, fileStem } from "./wheel-download";

const downloads = createWheelDownloads();
const QUERY = "name=Ad%C3%A1+Lovelace&date=1990-07-04&time=15%3A30&place=5128581&houses=placidus";

describe("the wheel to download", () => {
  it("is a standalone SVG with a title, a description and the ten planets' glyphs", async () => {
    const answer = await downloads.request(`/wheel.svg?${QUERY}`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get("Content-Type")).toBe("image/svg+xml; charset=utf-8");
    expect(answer.headers.get("Content-Disposition")).toBe(
      'attachment; filename="ada-lovelace-birth-chart.svg"',
    );
    const svg = await answer.text();
    expect(svg).toMatch(
      new RegExp(
        `^<svg xmlns="http://www.w3.org/2000/svg" width="${WHEEL_SIZE}" height="${WHEEL_SIZE}" [^>]*viewBox="0 0 ${WHEEL_SIZE} ${WHEEL_SIZE}"`,
      ),
    );
    expect(svg).toMatch(/<title[^>]*>Adá Lovelace&#x27;s birth chart<\/title>/);
    expect(svg).toMatch(/<desc[^>]*>Sun in Cancer, Moon in [A-Z][a-z]+, [A-Z][a-z]+ rising;/);
    expect(svg).not.toContain("tables below");
    for (const planet of BODIES) expect(svg, planet).toContain(`>${POINT_GLYPHS[planet]}</text>`);
    expect(svg.trimEnd().endsWith("</svg>")).toBe(true);
    // resvg's XML parser is strict: the file alone, with nothing of the page, draws.
    expect(pngSize(await renderPng(svg))).toEqual({ width: WHEEL_SIZE, height: WHEEL_SIZE });
  });

  it("is a PNG of the width asked for, 1200 unless told", async () => {
    for (const [size, width] of [
      ["", 1200],
      ["&size=2400", 2400],
    ] as const) {
      const answer = await downloads.request(`/wheel.png?${QUERY}${size}`);
      expect(answer.status).toBe(200);
      expect(answer.headers.get("Content-Type")).toBe("image/png");
      expect(answer.headers.get("Content-Disposition")).toBe(
        'attachment; filename="ada-lovelace-birth-chart.png"',
      );
      const png = new Uint8Array(await answer.arrayBuffer());
      expect(pngSize(png)).toEqual({ width, height: width });
    }
  }, 30_000);

  it("answers a bad query with a 400 that says what is wrong", async () => {
    const cases: [string, RegExp][] = [
      ["", /birth data/],
      ["date=1990-02-30&time=15%3A30&place=5128581", /date|day/i],
      ["date=1990-07-04&place=5128581", /birth time/],
      ["date=1990-07-04&time=15%3A30&where=Springfield", /place=/],
      ["date=1990-07-04&time=15%3A30&place=999999999", /place/],
      ["date=1990-07-04&date=1990-07-05&time=15%3A30&place=5128581", /once/],
      [
        "date=2021-10-31&time=02%3A30&place=2759794",
        /happened twice.*offset=\+02:00 or offset=\+01:00/,
      ],
    ];
    for (const [query, message] of cases) {
      for (const file of ["wheel.svg", "wheel.png"]) {
        const answer = await downloads.request(`/${file}?${query}`);
        expect(answer.status, `${file}?${query}`).toBe(400);
        expect(await answer.text(), `${file}?${query}`).toMatch(message);
      }
    }
    for (const size of ["600", "abc", "1200&size=2400"]) {
      const answer = await downloads.request(`/wheel.png?${QUERY}&size=${size}`);
      expect(answer.status).toBe(400);
      expect(await answer.text()).toContain("1200 or 2400");
    }
  });

  it("names the file from the name, in plain letters", () => {
    expect(fileStem("Zoë O'Brien")).toBe("zoe-o-brien");
    expect(fileStem("李小龙")).toBe("starcast");
    expect(fileStem("")).toBe("starcast");
  });
});
