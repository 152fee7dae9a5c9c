// The site's one palette. Each PALETTE colour is also a custom property on :root in
// app/styles/app.css (`goldSoft` is `--gold-soft`), held equal by palette.test.ts; the tarot
// art, the sign medallions, the share images and the theme colour read them from here.
import type { Element } from "~/domain/zodiac";

export const PALETTE = {
  bg: "#0b1026",
  bgDeep: "#080c1f",
  bgRaised: "#141b3d",
  bgCard: "#19214a",
  glow: "#1b2455",
  line: "#2e3a72",
  lineStrong: "#6c78b8",
  faint: "#4a5590",
  text: "#eef0fa",
  muted: "#b4bce0",
  gold: "#e8c46a",
  goldSoft: "#f3dc9c",
  danger: "#ffb4a8",
  ok: "#a8e6b8",
} as const;

/** Colours only the drawings use: the tarot cards' inks. */
export const ART_COLOURS = {
  pale: "#f3ead0",
  dusk: "#1c2456",
  cardTop: "#1a2150",
  rose: "#c0566b",
  water: "#8fa8e8",
} as const;

/** Light and dark ends of each element's gradient, for the medallions on pages and share images. */
export const ELEMENT_HUES: Readonly<Record<Element, readonly [string, string]>> = {
  fire: ["#ff9a62", "#7a2a1c"],
  earth: ["#b8d98a", "#2f4a22"],
  air: ["#9fd0ff", "#24406e"],
  water: ["#8fe3d6", "#1c4b5a"],
};

/** Aspect lines on the chart wheel, by kind: easy ones green, hard ones red, minor ones faint. */
export const ASPECT_COLOURS = {
  sextile: PALETTE.ok,
  trine: PALETTE.ok,
  square: PALETTE.danger,
  opposition: PALETTE.danger,
  semisextile: PALETTE.lineStrong,
  quincunx: PALETTE.lineStrong,
  conjunction: PALETTE.gold,
} as const;

/** The chart's patterns drawn on the wheel (?patterns=1): none is an aspect's or an angle's. */
export const PATTERN_COLOURS = ["#e6a8ff", "#9fd0ff", "#ff9a62", "#8fe3d6", "#ffffff"] as const;
