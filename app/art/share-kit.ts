// The parts every share image is built from: the night-sky canvas, a sign medallion and text
// wrapped to a width. Colours are the site's own (app/domain/palette.ts).
import { ELEMENT_HUES, PALETTE } from "~/domain/palette";
import { circle, escapeXml, n, seededRandom, starPath } from "~/art/kit";
import type { Sign } from "~/domain/zodiac";

export const WIDTH = 1200;
export const HEIGHT = 630;
export const COLOURS = PALETTE;

const SANS = 'font-family="Noto Sans"';
const GLYPH = 'font-family="Noto Sans Symbols"';

function starField(seed: string): string {
  const random = seededRandom(seed);
  let dots = "";
  for (let i = 0; i < 90; i++) {
    const opacity = 0.25 + random() * 0.6;
    dots += circle(
      40 + random() * 1120,
      40 + random() * 550,
      0.7 + random() * 1.3,
      `opacity="${n(opacity)}"`,
    );
  }
  return `<g fill="#fff">${dots}</g>`;
}

/** A whole 1200x630 image: sky, stars, a gold frame and the site's name, around `body`. */
export function canvas(
  seed: string,
  body: string,
  wordmark: "left" | "centre" | "right" = "left",
): string {
  const name = { weight: 700 as const, fill: COLOURS.gold };
  const mark = {
    left: `<path d="${starPath(86, 556, 4, 13, 4)}" fill="${COLOURS.gold}"/>${text(108, 566, 30, "Starcast", name)}`,
    centre: text(WIDTH / 2, 584, 28, "Starcast", { ...name, anchor: "middle" }),
    right: `<path d="${starPath(976, 556, 4, 13, 4)}" fill="${COLOURS.gold}"/>${text(1116, 566, 30, "Starcast", { ...name, anchor: "end" })}`,
  }[wordmark];
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">` +
    `<defs><radialGradient id="sky" cx="50%" cy="0%" r="100%"><stop offset="0" stop-color="${COLOURS.glow}"/>` +
    `<stop offset=".65" stop-color="${COLOURS.bg}"/></radialGradient></defs>` +
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#sky)"/>${starField(seed)}` +
    `<g fill="none" stroke="${COLOURS.gold}"><rect x="22" y="22" width="1156" height="586" rx="18" stroke-width="2"/>` +
    `<rect x="32" y="32" width="1136" height="566" rx="12" stroke-width=".8" opacity=".6"/></g>` +
    `${body}${mark}</svg>`
  );
}

interface TextStyle {
  weight?: 400 | 700;
  fill?: string;
  anchor?: "start" | "middle" | "end";
  spacing?: number;
}

export function text(
  x: number,
  y: number,
  size: number,
  content: string,
  style: TextStyle = {},
): string {
  const { weight = 400, fill = COLOURS.text, anchor = "start", spacing } = style;
  const extra = `${anchor === "start" ? "" : ` text-anchor="${anchor}"`}${spacing ? ` letter-spacing="${spacing}"` : ""}`;
  return `<text x="${n(x)}" y="${n(y)}" font-size="${size}" font-weight="${weight}" fill="${fill}" ${SANS}${extra}>${escapeXml(content)}</text>`;
}

/**
 * The width of Noto Sans text, estimated per character and never less than resvg sets it
 * (art.test.ts measures every name and keyword line), so wrapped text stays in the frame.
 */
export function textWidth(content: string, size: number, weight: 400 | 700 = 400): number {
  let ems = 0;
  for (const ch of content) {
    if (ch === " ") ems += 0.26;
    else if (/[A-Z]/.test(ch)) ems += ch === "M" || ch === "W" ? 0.9 : 0.68;
    else if (/[ijlt.,:;'!|]/.test(ch)) ems += 0.3;
    else if (ch === "m" || ch === "w") ems += 0.86;
    else ems += 0.58;
  }
  return ems * size * (weight === 700 ? 1.06 : 1);
}

/** Greedy word wrap to `width`; past `maxLines` lines the last line takes the rest. */
export function wrap(
  content: string,
  size: number,
  width: number,
  weight: 400 | 700 = 400,
  maxLines = Infinity,
): string[] {
  const lines: string[] = [];
  for (const word of content.split(/\s+/).filter(Boolean)) {
    const last = lines.at(-1);
    if (
      last !== undefined &&
      (textWidth(`${last} ${word}`, size, weight) <= width || lines.length === maxLines)
    ) {
      lines[lines.length - 1] = `${last} ${word}`;
    } else {
      lines.push(word);
    }
  }
  return lines;
}

/** The largest size up to `max`, in steps of 4, at which `content` wraps into `maxLines` lines. */
export function fitSize(
  content: string,
  max: number,
  width: number,
  maxLines: number,
  weight: 400 | 700 = 700,
): number {
  const fits = (size: number) =>
    wrap(content, size, width, weight).every(
      (line, i) => i < maxLines && textWidth(line, size, weight) <= width,
    );
  let size = max;
  while (size > 24 && !fits(size)) size -= 4;
  return size;
}

/** Lines of text from a baseline, one `size * leading` apart. */
export function lines(
  x: number,
  y: number,
  size: number,
  content: string[],
  style: TextStyle = {},
  leading = 1.2,
): string {
  return content.map((line, i) => text(x, y + i * size * leading, size, line, style)).join("");
}

/** A sign's medallion, drawn as the site draws it (app/components/sign-medallion.tsx). */
export function medallion(sign: Sign, cx: number, cy: number, r: number): string {
  const [light, dark] = ELEMENT_HUES[sign.element];
  const id = `medallion-${sign.slug}-${cx}`;
  const k = r / 50;
  return (
    `<defs><radialGradient id="${id}" cx="35%" cy="30%" r="75%"><stop offset="0" stop-color="${light}"/>` +
    `<stop offset="1" stop-color="${dark}"/></radialGradient></defs>` +
    `${circle(cx, cy, 47 * k, `fill="url(#${id})"`)}${circle(cx, cy, 47 * k, `fill="none" stroke="${COLOURS.gold}" stroke-width="${n(2.5 * k)}"`)}` +
    `${circle(cx, cy, 40 * k, `fill="none" stroke="${COLOURS.gold}" stroke-width="${n(0.8 * k)}" stroke-dasharray="${n(1.5 * k)} ${n(3 * k)}"`)}` +
    `<text x="${n(cx)}" y="${n(cy + 16 * k)}" font-size="${n(44 * k)}" text-anchor="middle" fill="${COLOURS.bg}" ${GLYPH}>${sign.glyph}</text>`
  );
}

/** A zodiac glyph on its own, in the symbols face. */
export function glyph(
  x: number,
  y: number,
  size: number,
  content: string,
  fill: string = COLOURS.gold,
): string {
  return `<text x="${n(x)}" y="${n(y)}" font-size="${size}" text-anchor="middle" fill="${fill}" ${GLYPH}>${escapeXml(content)}</text>`;
}
