// The site's pages and what each must show: site.spec visits each (with page-checks.ts), and
// sharing.spec reads the sitemap against them. Which pages are visited comes from
// app/routes.ts (scripts/lib/route-addresses.js): every route without params by its own path,
// the others by the samples here; a new route needs a heading below.
import table from "../../app/routes";
import { routeAddresses } from "../../scripts/lib/route-addresses.js";

export interface PageCase {
  path: string;
  heading: string | RegExp;
  status?: number;
}

const SAMPLES: Record<string, string[]> = {
  "tarot/cards/:slug": ["/tarot/cards/the-fool"],
  // A fixed Celtic Cross: The Star, The Tower reversed, Ace of Cups, The Fool reversed ...
  "tarot/reading/:spread/:code": ["/tarot/reading/celtic-cross/IiFIAXw2E5YkKg"],
  "zodiac/:pair": ["/zodiac/aries-and-leo", "/zodiac/scorpio"],
  "horoscopes/daily/:zodiac": ["/horoscopes/daily/aries"],
  "horoscopes/weekly/:zodiac": ["/horoscopes/weekly/gemini"],
  "horoscopes/monthly/:zodiac": ["/horoscopes/monthly/pisces"],
  // New York City, 4 July 1990, 15:30.
  chart: ["/chart", "/chart?name=Ada&date=1990-07-04&time=15%3A30&place=5128581&houses=placidus"],
  "calendar/:year/:month": ["/calendar/2026/11"],
  "calendar/retrogrades/:year": ["/calendar/retrogrades/2026"],
  "*": ["/no-such-page"],
};

// Pages reached only with a session or a mailed token; their own specs visit them.
const SKIPPED = {
  logout: "a POST from the header; GET only redirects home",
  "reset-password": "needs a mailed token",
  account: "needs a session",
  "newsletter/confirm": "needs a mailed token",
  "newsletter/unsubscribe": "needs a mailed token",
};

const HEADINGS: Record<string, string | RegExp> = {
  "/": "Your day, read from the real sky",
  "/auth": "Sign Up Free",
  "/login": "Login Now",
  "/forgot-password": "Forgot your password?",
  "/newsletter": "The Starcast newsletter",
  "/about": "About Starcast",
  "/developers": "API for developers",
  "/terms": "Terms of Use",
  "/privacy": "Privacy Policy",
  "/tarot": "Tarot card reading",
  "/tarot/cards/the-fool": "The Fool",
  "/tarot/reading": "Draw a tarot reading",
  "/tarot/reading/celtic-cross/IiFIAXw2E5YkKg": "Celtic Cross reading",
  "/zodiac": "Zodiac compatibility",
  "/zodiac/aries-and-leo": "Aries and Leo compatibility",
  "/zodiac/scorpio": "Scorpio",
  "/horoscopes": "Choose your sign",
  "/horoscopes/daily/aries": "Aries Daily Horoscope",
  "/horoscopes/weekly/gemini": "Gemini Weekly Horoscope",
  "/horoscopes/monthly/pisces": "Pisces Monthly Horoscope",
  "/chart": "Your birth chart",
  "/synastry": "Synastry: compare two birth charts",
  "/forecast": "Your year ahead",
  "/rising-sign": "Rising sign calculator",
  "/moon-sign": "Moon sign calculator",
  "/chart?name=Ada&date=1990-07-04&time=15%3A30&place=5128581&houses=placidus": "Ada's birth chart",
  "/calendar": /^Sky calendar: \w+ \d{4}$/,
  "/calendar/2026/11": "Sky calendar: November 2026",
  "/calendar/retrogrades/2026": "Retrogrades of 2026",
  "/today": "Your day",
  "/no-such-page": "This page is lost among the stars",
};

export const PAGES: PageCase[] = routeAddresses(table, SAMPLES, SKIPPED).flatMap(
  ({ pattern, paths }) =>
    paths.map((path) => {
      const heading = HEADINGS[path];
      if (heading === undefined) throw new Error(`tests/e2e/pages.ts: no heading for ${path}`);
      return pattern === "*" ? { path, heading, status: 404 } : { path, heading };
    }),
);
