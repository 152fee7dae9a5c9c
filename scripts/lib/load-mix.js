// What `npm run load` asks for (issue 42): the light mix (pages and APIs, new charts and pairs
// cast on the event loop, a member's /today) and the heavy mix (the worker pool's work: wheel
// PNGs drawn by resvg, years of /api/forecast, /synastry pages, the calendar feed). A path is a
// string, or a function of a counter shared by the run, so each new chart has birth data no
// request asked for before.
const SIGNS = [
  "aries",
  "taurus",
  "gemini",
  "cancer",
  "leo",
  "virgo",
  "libra",
  "scorpio",
  "sagittarius",
  "capricorn",
  "aquarius",
  "pisces",
];
const CARDS = ["the-fool", "the-magician", "the-star", "ace-of-cups", "ten-of-swords"];
const PLACE_QUERIES = ["lon", "par", "new", "ber", "tok", "mad", "syd", "ros", "san", "cai"];
const FEED_KINDS = ["lunations", "eclipses", "retrogrades", "ingresses", "seasons", "moon-signs"];

/** @typedef {string | (() => string)} Entry */
/** @typedef {(string | number)[]} Places */

/** @type {(n: number) => string} */
const pad = (n) => String(n).padStart(2, "0");
let counter = 0;
const next = () => counter++;
/** @type {<T>(list: T[], i: number) => T | undefined} */
const pick = (list, i) => list[i % list.length];
/** @type {(i: number) => string} */
const day = (i) => `2026-${pad((i % 12) + 1)}-${pad((i % 28) + 1)}`;

/**
 * A birth no request asked for before: its date, time and place (one of `places`' ids).
 * @param {number} i
 * @param {Places} places
 */
function birth(i, places) {
  return {
    date: `${1930 + (i % 80)}-${pad(((i * 7) % 12) + 1)}-${pad(((i * 11) % 28) + 1)}`,
    time: `${pad((i * 5) % 24)}:${pad((i * 13) % 60)}`,
    place: String(pick(places, i * 17)),
  };
}

/**
 * The same birth by coordinates, as the API takes it.
 * @param {number} i
 */
function coordinates(i) {
  return {
    date: `${1930 + (i % 80)}-${pad((i % 12) + 1)}-${pad(((i * 3) % 28) + 1)}`,
    time: `${pad(i % 24)}:${pad((i * 7) % 60)}`,
    lat: String(-40 + ((i * 37) % 100)),
    lon: String(-170 + ((i * 53) % 340)),
    tz: "UTC",
  };
}

/**
 * @param {number} i
 * @param {Places} places
 */
function sides(i, places) {
  const query = new URLSearchParams();
  for (const [side, n] of /** @type {[string, number][]} */ ([
    ["a", i],
    ["b", i + 7919],
  ])) {
    for (const [key, value] of Object.entries(birth(n, places))) query.set(`${side}.${key}`, value);
  }
  return query;
}

/** A compatibility page, its two signs in the zodiac's order as the site links them. */
function pairPage() {
  const i = next();
  const [a = 0, b = 0] = [i % 12, (i * 5) % 12].sort((x, y) => x - y);
  return `/zodiac/${SIGNS[a]}-and-${SIGNS[b]}`;
}

/**
 * The light mix: the site's pages and APIs; `/today` carries the member's cookie.
 * @param {Places} places
 * @returns {Entry[]}
 */
export function lightMix(places) {
  return [
    "/",
    "/horoscopes",
    () => `/horoscopes/daily/${pick(SIGNS, next())}`,
    () => `/horoscopes/weekly/${pick(SIGNS, next())}`,
    () => `/horoscopes/monthly/${pick(SIGNS, next())}`,
    () => `/api/horoscope/daily?date=${day(next())}&zodiacSign=${pick(SIGNS, counter)}`,
    () => `/api/horoscope/weekly?date=${day(next())}&zodiacSign=${pick(SIGNS, counter)}`,
    () => `/api/horoscope/monthly?date=${day(next())}&zodiacSign=${pick(SIGNS, counter)}`,
    "/tarot",
    () => `/tarot/cards/${pick(CARDS, next())}`,
    () => `/tarot/cards/${pick(CARDS, next())}.svg`,
    "/api/tarot/draw?spread=three-cards",
    pairPage,
    () => `/api/compatibility?first=${pick(SIGNS, next())}&second=${pick(SIGNS, counter * 7)}`,
    () => `/api/places?q=${pick(PLACE_QUERIES, next())}`,
    () => `/chart?${new URLSearchParams({ name: "Ada", ...birth(next(), places) })}`,
    () => `/api/chart?${new URLSearchParams(coordinates(next()))}`,
    () => `/api/synastry?${sides(next(), places)}`,
    "/today",
  ];
}

/**
 * The heavy mix: what the worker pool does, each for a new chart or pair but the feed.
 * @param {Places} places
 * @returns {Entry[]}
 */
export function heavyMix(places) {
  return [
    () => `/chart/wheel.png?${new URLSearchParams(birth(next(), places))}`,
    () => {
      const chart = encodeURIComponent(new URLSearchParams(coordinates(next())).toString());
      return `/api/forecast?chart=${chart}&from=2026-01-01&to=2026-12-31`;
    },
    () => `/synastry?${sides(next(), places)}`,
    () => {
      const i = next();
      const kinds = FEED_KINDS.filter((_, k) => (i >> k) & 1);
      return `/calendar.ics${kinds.length ? `?events=${kinds.join(",")}` : ""}`;
    },
  ];
}

/**
 * Place ids for the charts: ten from each of the searches the mix makes.
 * @param {string} origin
 * @returns {Promise<Places>}
 */
export async function placeIds(origin) {
  /** @type {Places} */
  const ids = [];
  for (const q of PLACE_QUERIES) {
    /** @type {{ places: { id: string | number }[] }} */
    const answer = await (await fetch(`${origin}/api/places?q=${q}&limit=10`)).json();
    ids.push(...answer.places.map((place) => place.id));
  }
  if (ids.length === 0) throw new Error("/api/places found no place for the charts");
  return ids;
}

/** @type {(entry: Entry) => string} */
export const pathOf = (entry) => (typeof entry === "function" ? entry() : entry);
