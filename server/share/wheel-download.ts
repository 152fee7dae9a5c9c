// The chart wheel to download, as the /chart page draws it (the same React component, made a
// standalone file): /chart/wheel.svg and /chart/wheel.png (1200 or 2400 px square) take the chart
// page's own query. The glyphs stay text in the page's font stack ("Noto Sans Symbols", "Noto
// Sans Symbols 2", sans-serif), so an editor shows them in a font it has; the PNG is drawn by
// resvg with the Noto faces we ship, in the worker pool and behind the heavy limit (ADR 018).
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { Hono, type Context } from "hono";
import { AYANAMSA_NAMES, HOUSE_NAMES } from "~/components/birth-form";
import { clockText } from "~/content/chart/clock";
import { ChartWheel } from "~/components/chart-wheel";
import type { ChartPattern } from "~/domain/chart/patterns";
import { WHEEL_SIZE } from "~/domain/chart/wheel";
import { PALETTE } from "~/domain/palette";
import { dayText, orbText, position } from "~/input/chart-form";
import { env } from "~/lib/env.server";
import { chartPage, shareQuery, type ChartPage } from "~/read/chart-page.server";
import { clientIpOf } from "../http/client-ip";
import { heavyCache, runHeavy } from "../pool/heavy";
import type { PdfContent } from "./pdf";

/** The PNG widths offered: the first is the default. */
export const PNG_SIZES = [1200, 2400] as const;
// The wheel's pixels in the PDF: about 180 dpi across an A4 page's text width.
const PDF_WHEEL_SIZE = 1200;

// Birth data is personal: the browser may keep the file, no shared cache may.
const CACHE_CONTROL = "private, max-age=86400";

/** The wheel as a standalone SVG document, `size` pixels square. */
export function wheelSvg(
  chart: Parameters<typeof ChartWheel>[0]["chart"],
  title: string,
  size: number,
  patterns?: ChartPattern[],
) {
  const wheel = renderToStaticMarkup(
    createElement(ChartWheel, { chart, title, listedBelow: false, patterns }),
  );
  // The page's dark ground behind the wheel, as it looks there; it goes after <desc>.
  const ground = `<rect width="${WHEEL_SIZE}" height="${WHEEL_SIZE}" fill="${PALETTE.bg}"/>`;
  return wheel
    .replace(/^<svg /, `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" `)
    .replace("</desc>", `</desc>${ground}`);
}

/** "Ada Lovelace" to "ada-lovelace"; "starcast" when nothing of the name is left. */
export function fileStem(name: string): string {
  const stem = name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 60)
    .replace(/-+$/, "");
  return stem || "starcast";
}

type Cast = Extract<ChartPage, { kind: "chart" }>;
type Drawn = { svg: string; file: string; title: string; page: Cast } | { refusal: string };

/** patterns=1 draws the chart's patterns on the wheel; absent or 0, it does not. */
function patternsAsked(params: URLSearchParams): boolean | { refusal: string } {
  const values = params.getAll("patterns");
  if (values.length === 0) return false;
  if (values.length > 1 || !["0", "1"].includes(values[0]!)) {
    return { refusal: "patterns= is 1 to draw the chart's patterns on the wheel, or 0." };
  }
  return values[0] !== "0";
}

/** The wheel for a chart page's query, or why there is none (each a 400). */
async function drawn(params: URLSearchParams, size: number): Promise<Drawn> {
  const patterns = patternsAsked(params);
  if (typeof patterns === "object") return patterns;
  const page = await chartPage(params, true);
  if (page.kind === "form") {
    const problems = page.errors.map((error) => error.message);
    return {
      refusal: problems.length
        ? problems.join(" ")
        : "Give the chart's birth data: the query of a /chart page (date, time or unknown=on, place).",
    };
  }
  if (page.kind === "choose-place") {
    return {
      refusal: `Choose the birthplace: give place= with one of the ids /api/places?q=${page.form.where} finds.`,
    };
  }
  // The page's question in plain words, then the parameter that answers it in an address.
  if (page.kind === "choose-offset") {
    const [first, second] = page.offsets.map(({ offset }) => `offset=${offset}`);
    return { refusal: `${page.message} Say which with ${first} or ${second}.` };
  }
  const name = page.form.name;
  const title = name ? `${name}'s birth chart` : "Birth chart";
  return {
    svg: wheelSvg(page.birth.chart, title, size, patterns ? page.birth.patterns : undefined),
    file: `${fileStem(name)}-birth-chart`,
    title,
    page,
  };
}

/**
 * What a chart's wheel PNG is drawn from, in one order: the query's chart parameters (the name
 * and the typed place draw nothing), the patterns choice and the size.
 */
export function pngKey(params: URLSearchParams, size: number, patterns: boolean): string {
  const drawnFrom = new URLSearchParams(shareQuery(params));
  drawnFrom.sort();
  return `${size} ${patterns ? 1 : 0} ${drawnFrom.toString()}`;
}

// Drawn wheels, by what they are drawn from: a PNG is 60-200 kB, drawn in about 100 ms.
const pngs = heavyCache<"sharePng", Uint8Array>("sharePng", "share.wheels");

/** A table of rows under its headings, each column a share of the line. */
function table(caption: string, columns: [string, number][], rows: string[][]) {
  return { caption, columns: columns.map(([heading, width]) => ({ heading, width })), rows };
}

/** What the chart's PDF shows, as plain data for the pool thread that draws it. */
export function chartPdfContent(page: Cast, title: string, svg: string): PdfContent {
  const { birth, reading } = page;
  const { chart } = birth;
  const where = birth.input.place?.label ?? `${birth.input.latitude}, ${birth.input.longitude}`;
  const lede = [
    `${dayText(birth.input.date)}${birth.input.time ? ` at ${birth.input.time}` : ", time unknown"} in ${where}. ${clockText(birth.offset)}`,
    [
      chart.houses
        ? `${HOUSE_NAMES[chart.houses.system]} houses`
        : "No houses without a birth time",
      birth.ayanamsa
        ? `sidereal zodiac, ${AYANAMSA_NAMES[birth.ayanamsa.name]} ayanamsa (${orbText(birth.ayanamsa.degrees)})`
        : "tropical zodiac",
    ].join("; ") + ".",
    ...("note" in birth && birth.note ? [birth.note] : []),
    ...(birth.nakshatra
      ? [
          `The Moon is in ${birth.nakshatra.name}, nakshatra ${birth.nakshatra.number} of 27, pada ${birth.nakshatra.pada}.`,
        ]
      : []),
    ...(chart.houses?.fallback ? [chart.houses.fallback] : []),
  ];
  const motion = (p: (typeof chart.points)[number]) =>
    p.retrograde ? "retrograde" : p.speed === undefined ? "" : "direct";
  const tables = [
    chart.timeKnown
      ? table(
          "Planets and points",
          [
            ["Point", 0.35],
            ["Position", 0.3],
            ["House", 0.15],
            ["Motion", 0.2],
          ],
          chart.points.map((p) => [p.name, position(p), String(p.house ?? ""), motion(p)]),
        )
      : table(
          "Planets and points",
          [
            ["Point", 0.4],
            ["Position", 0.35],
            ["Motion", 0.25],
          ],
          chart.points.map((p) => [p.name, position(p), motion(p)]),
        ),
    ...(chart.houses
      ? [
          table(
            `House cusps (${HOUSE_NAMES[chart.houses.system]})`,
            [
              ["House", 0.35],
              ["Cusp", 0.65],
            ],
            chart.houses.cusps.map((cusp) => [cusp.name, position(cusp)]),
          ),
        ]
      : []),
    table(
      "Aspects",
      [
        ["Between", 0.4],
        ["Aspect", 0.22],
        ["Orb", 0.16],
        ["Phase", 0.22],
      ],
      chart.aspects.map((a) => [
        a.between.join(" and "),
        a.type,
        orbText(a.orb),
        a.applying ? "applying" : "separating",
      ]),
    ),
  ];
  return {
    title,
    lede,
    wheelSvg: svg,
    tables,
    reading: [
      { heading: "The chart as a whole", sections: reading.overview },
      { heading: "The big three", sections: reading.bigThree },
      { heading: "The planets in their signs", sections: reading.signs },
      { heading: "The planets in their houses", sections: reading.houses },
      { heading: "The aspects", sections: reading.aspects },
    ],
    site: env().SITE_URL.replace(/^https?:\/\//, ""),
  };
}

function refuse(c: Context, message: string) {
  c.header("Cache-Control", "no-store");
  return c.text(message, 400);
}

function attach(c: Context, file: string, type: string) {
  c.header("Content-Type", type);
  c.header("Content-Disposition", `attachment; filename="${file}"`);
  c.header("Cache-Control", CACHE_CONTROL);
  c.header("X-Content-Type-Options", "nosniff");
}

export function createWheelDownloads() {
  const downloads = new Hono();
  downloads.get("/wheel.svg", async (c) => {
    const params = new URL(c.req.url).searchParams;
    const result = await drawn(params, WHEEL_SIZE);
    if ("refusal" in result) return refuse(c, result.refusal);
    attach(c, `${result.file}.svg`, "image/svg+xml; charset=utf-8");
    return c.body(result.svg, 200);
  });
  downloads.get("/wheel.png", async (c) => {
    const params = new URL(c.req.url).searchParams;
    const sizes = params.getAll("size");
    const size = sizes.length === 0 ? PNG_SIZES[0] : Number(sizes[0]);
    if (sizes.length > 1 || !PNG_SIZES.includes(size as (typeof PNG_SIZES)[number])) {
      return refuse(c, `size= is the PNG's width in pixels: ${PNG_SIZES.join(" or ")}.`);
    }
    params.delete("size");
    const result = await drawn(params, size);
    if ("refusal" in result) return refuse(c, result.refusal);
    const key = pngKey(params, size, patternsAsked(params) === true);
    const png = await pngs(key, result.svg, clientIpOf(c));
    attach(c, `${result.file}.png`, "image/png");
    return c.body(png as Uint8Array<ArrayBuffer>, 200);
  });
  // The whole chart, wheel, tables and reading, as a PDF drawn in the pool.
  downloads.get("/chart.pdf", async (c) => {
    const params = new URL(c.req.url).searchParams;
    const result = await drawn(params, PDF_WHEEL_SIZE);
    if ("refusal" in result) return refuse(c, result.refusal);
    const pdf = await runHeavy(
      "chartPdf",
      chartPdfContent(result.page, result.title, result.svg),
      clientIpOf(c),
    );
    attach(c, `${result.file}.pdf`, "application/pdf");
    return c.body(pdf as Uint8Array<ArrayBuffer>, 200);
  });
  return downloads;
}
