// The chart wheel to download, as the /chart page draws it (the same React component, made a
// standalone file): /chart/wheel.svg and /chart/wheel.png (1200 or 2400 px square) take the chart
// page's own query. The glyphs stay text in the page's font stack ("Noto Sans Symbols", "Noto
// Sans Symbols 2", sans-serif), so an editor shows them in a font it has; the PNG is drawn by
// resvg with the Noto faces we ship, in the worker pool and behind the heavy limit (ADR 018).
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { Hono, type Context } from "hono";
import { ChartWheel } from "~/components/chart-wheel";
import { WHEEL_SIZE } from "~/domain/chart/wheel";
import { PALETTE } from "~/domain/palette";
import { chartPage } from "~/read/chart-page.server";
import { clientIpOf } from "../http/client-ip";
import { runHeavy } from "../pool/heavy";

/** The PNG widths offered: the first is the default. */
export const PNG_SIZES = [1200, 2400] as const;

// Birth data is personal: the browser may keep the file, no shared cache may.
const CACHE_CONTROL = "private, max-age=86400";

/** The wheel as a standalone SVG document, `size` pixels square. */
export function wheelSvg(
  chart: Parameters<typeof ChartWheel>[0]["chart"],
  title: string,
  size: number,
) {
  const wheel = renderToStaticMarkup(
    createElement(ChartWheel, { chart, title, listedBelow: false }),
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

type Drawn = { svg: string; file: string } | { refusal: string };

/** The wheel for a chart page's query, or why there is none (each a 400). */
async function drawn(params: URLSearchParams, size: number): Promise<Drawn> {
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
  // Its message says which offsets there are, as offset=+02:00 or offset=+01:00.
  if (page.kind === "choose-offset") return { refusal: page.message };
  const name = page.form.name;
  const title = name ? `${name}'s birth chart` : "Birth chart";
  return {
    svg: wheelSvg(page.birth.chart, title, size),
    file: `${fileStem(name)}-birth-chart`,
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
    const png = await runHeavy("sharePng", result.svg, clientIpOf(c));
    attach(c, `${result.file}.png`, "image/png");
    return c.body(png as Uint8Array<ArrayBuffer>, 200);
  });
  return downloads;
}
