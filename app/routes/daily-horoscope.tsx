import type { Route } from "./+types/daily-horoscope";
import { DailyReading, parseIso } from "~/components/daily-reading";
import { GLYPH_FONT_PRELOAD } from "~/components/glyph-fonts";
import { SignMedallion } from "~/components/sign-medallion";
import { formatLong } from "~/domain/calendar-date";
import { findSign } from "~/domain/zodiac";
import { requireHoroscopePage } from "~/routes/horoscope-page.server";
import { horoscopeMeta } from "~/routes/horoscope-meta";
import { readingFor } from "~/read/readings.server";
import type { RouteHandle } from "~/route-handle";

// Two scripts of our own (ADR 025): the specification's per-sign daily cache, which also brings
// the reading for the visitor's own date (app/islands/daily-cache.ts), and tabs by arrow keys.
export const handle: RouteHandle = {
  cache: "public",
  cacheParams: { zodiac: /^[a-z]+$/ },
  scripts: ["daily-cache", "tabs"],
};

export function loader({ params, request }: Route.LoaderArgs) {
  const { sign, date, pinned } = requireHoroscopePage(request, params.zodiac, "daily");
  // Only the reading goes to the browser; the engine itself stays on the server.
  return { reading: readingFor(date, sign).reading, pinned };
}

export const links: Route.LinksFunction = () => [GLYPH_FONT_PRELOAD];

export const meta: Route.MetaFunction = (args) => {
  if (!args.loaderData) return [];
  const { reading, pinned } = args.loaderData;
  const sign = findSign(reading.zodiacSign)!;
  return horoscopeMeta(args, {
    sign,
    span: "daily",
    title: `${sign.name} Daily Horoscope`,
    description: `${sign.name} horoscope for ${formatLong(parseIso(reading.date))}: ${reading.normal.split(". ")[0]}.`,
    date: reading.date,
    pinned,
  });
};

export default function DailyHoroscope({ loaderData }: Route.ComponentProps) {
  const { reading, pinned } = loaderData;
  const sign = findSign(reading.zodiacSign)!;
  return (
    <section
      className="page"
      data-daily=""
      data-sign={reading.zodiacSign}
      data-date={reading.date}
      data-pinned={pinned ? "" : undefined}
    >
      <div className="daily-heading">
        <SignMedallion sign={sign} size={96} />
        <h1>{sign.name} Daily Horoscope</h1>
      </div>
      <DailyReading reading={reading} />
      {pinned ? null : (
        // The reading as the API gives it, for the page's script to keep for the day when the
        // visitor's date is the server's. Data, never run; "<" is escaped so it cannot end early.
        <script
          type="application/json"
          dangerouslySetInnerHTML={{ __html: JSON.stringify(reading).replace(/</g, "\\u003c") }}
        />
      )}
    </section>
  );
}
