import { describe, expect, it, vi } from "vitest";
import { BODIES } from "~/domain/sky/types";
import { pngSize } from "../../tests/support/binary";
import { POINT_GLYPHS } from "~/domain/chart/glyphs";
import { WHEEL_SIZE } from "~/domain/chart/wheel";
import { heavyPool } from "../pool/heavy";
import { renderPng } from "./render";
import { createWheelDownloads, fileStem, pngKey } from "./wheel-download";

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

  it("draws the chart's patterns on request, each with its title and a legend", async () => {
    // This chart's one pattern: a T-square with Mars at its apex.
    const drawn = await (await downloads.request(`/wheel.svg?${QUERY}&patterns=1`)).text();
    const pattern = drawn.match(
      /<g class="wheel-pattern" data-pattern="T-square"><title>T-square: Mars, Jupiter, Saturn<\/title><path d="([^"]+)"/,
    );
    expect(pattern, drawn.slice(0, 400)).not.toBeNull();
    // A closed triangle: three corners.
    expect(pattern![1]!.match(/[ML]/g)).toHaveLength(3);
    expect(pattern![1]).toMatch(/Z$/);
    expect(drawn).toContain(">T-square: Mars, Jupiter, Saturn</text>");
    expect(drawn).toMatch(/<desc[^>]*>[^<]*Patterns drawn: T-square \(Mars, Jupiter, Saturn\)/);
    for (const off of ["", "&patterns=0"]) {
      const plain = await (await downloads.request(`/wheel.svg?${QUERY}${off}`)).text();
      expect(plain).not.toContain("wheel-pattern");
    }
    const png = await downloads.request(`/wheel.png?${QUERY}&patterns=1`);
    expect(png.status).toBe(200);
  }, 30_000);

  it("keeps drawn PNGs: the same chart again does not reach the pool", async () => {
    const run = vi.spyOn(heavyPool(), "run");
    try {
      const first = await downloads.request(
        "/wheel.png?date=1984-02-11&time=06%3A10&place=2759794&houses=koch",
      );
      expect(first.status).toBe(200);
      expect(run).toHaveBeenCalledTimes(1);
      // The same chart, its parameters in another order, with a name that draws nothing.
      const again = await downloads.request(
        "/wheel.png?houses=koch&place=2759794&name=Kim&time=06%3A10&date=1984-02-11",
      );
      expect(again.status).toBe(200);
      expect(run).toHaveBeenCalledTimes(1);
      expect(new Uint8Array(await again.arrayBuffer())).toEqual(
        new Uint8Array(await first.arrayBuffer()),
      );
      // Another size is another drawing.
      await downloads.request(
        "/wheel.png?date=1984-02-11&time=06%3A10&place=2759794&houses=koch&size=2400",
      );
      expect(run).toHaveBeenCalledTimes(2);
    } finally {
      run.mockRestore();
    }
    expect(pngKey(new URLSearchParams("time=1&date=2&name=x&utm_source=y"), 1200, false)).toBe(
      "1200 0 date=2&time=1",
    );
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
        /^Clocks went back that night: .* Say which with offset=\+02:00 or offset=\+01:00\.$/,
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
    for (const file of ["wheel.svg", "wheel.png"]) {
      const answer = await downloads.request(`/${file}?${QUERY}&patterns=yes`);
      expect(answer.status).toBe(400);
      expect(await answer.text()).toContain("patterns= is 1");
    }
  });

  it("names the file from the name, in plain letters", () => {
    expect(fileStem("Zoë O'Brien")).toBe("zoe-o-brien");
    expect(fileStem("李小龙")).toBe("starcast");
    expect(fileStem("")).toBe("starcast");
  });
});
