// The bi-wheel's markup: an image with a title and description that name both people, one
// glyph per point in each person's ink, and one coloured stroke per drawn inter-aspect.
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { BiWheel, OUTER_INK } from "~/components/bi-wheel";
import { castChart } from "~/domain/chart/chart";
import { ASPECT_COLOURS, PALETTE } from "~/domain/palette";
import { biWheelLayout } from "~/domain/relationship/bi-wheel";
import { interAspects } from "~/domain/relationship/synastry";

const first = castChart({
  utc: new Date("1985-03-02T08:40:00Z"),
  latitude: 52.374,
  longitude: 4.8897,
  timeKnown: true,
});
const second = castChart({
  utc: new Date("1990-07-04T16:00:00Z"),
  latitude: 40.71,
  longitude: -74.01,
  timeKnown: false,
});

describe("BiWheel", () => {
  const aspects = interAspects(first, second);
  const svg = renderToStaticMarkup(
    <BiWheel inner={first} outer={second} aspects={aspects} names={["Ada", "Ben"]} />,
  );

  it("is an image labelled by its title and description", () => {
    const labelledBy = /aria-labelledby="([^"]+)"/.exec(svg)![1]!.split(" ");
    expect(svg).toContain('role="img"');
    expect(labelledBy).toHaveLength(2);
    for (const id of labelledBy) expect(svg).toContain(`id="${id}"`);
    expect(svg).toMatch(/<title [^>]*>Ada and Ben: the two charts together<\/title>/);
    expect(svg).toMatch(
      /<desc [^>]*>Ada inside \(Sun in Pisces, with houses\), Ben on the outer ring \(Sun in Cancer\)/,
    );
  });

  it("draws each person's points in their own ink, and a line per drawn aspect", () => {
    const layout = biWheelLayout(first, second, aspects);
    // Each person's glyphs are one group in their ink (the degrees are a muted group).
    const glyphs = (ink: string) => {
      const group = new RegExp(`<g class="wheel-glyph"[^>]*fill="${ink}"[^>]*>(.*?)</g>`).exec(svg);
      return group![1]!.match(/<text [^>]*>[^<]+<\/text>/g) ?? [];
    };
    expect(glyphs(OUTER_INK)).toHaveLength(layout.outer.length);
    expect(glyphs(PALETTE.text)).toHaveLength(layout.inner.length);
    // The aspects are a path for each kind, in its colour: a move-and-line a drawn aspect.
    const lines = [...new Set(Object.values(ASPECT_COLOURS))].reduce((sum, colour) => {
      const paths =
        svg.match(new RegExp(`<path d="([^"]+)"[^>]*stroke="${colour}" stroke-width="1.6"`, "g")) ??
        [];
      return (
        sum +
        paths.reduce((n, path) => n + (path.match(/M[\d.]+ [\d.]+L[\d.]+ [\d.]+/g)?.length ?? 0), 0)
      );
    }, 0);
    expect(lines).toBe(layout.aspects.length);
    expect(layout.aspects.length).toBeGreaterThan(0);
  });
});
