import type { Route } from "./+types/daily-horoscope";
import { DailyReading, parseIso } from "~/components/daily-reading";
import { GLYPH_FONT_PRELOAD } from "~/components/glyph-fonts";
import { SignMedallion } from "~/components/sign-medallion";
import { formatLong } from "~/domain/calendar-date";
import type { Reading } from "~/domain/horoscope/types";
import { findSign } from "~/domain/zodiac";
import { requireHoroscopePage } from "~/routes/horoscope-page.server";
import { horoscopeMeta } from "~/routes/horoscope-meta";
import { readingFor } from "~/read/readings.server";
import { useLocalReading } from "~/hooks/use-local-reading";
import type { RouteHandle } from "~/route-handle";

// Hydrates for the specification's per-sign daily cache (app/hooks/use-local-reading.ts).
export const handle: RouteHandle = {
  cache: "public",
  cacheParams: { zodiac: /^[a-z]+$/ },
  hydrate: true,
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
  // A new sign or date is a new page: start again from the server's reading.
  return (
    <DailyView key={`${reading.zodiacSign}/${reading.date}`} initial={reading} pinned={pinned} />
  );
}

function DailyView({ initial, pinned }: { initial: Reading; pinned: boolean }) {
  const { view, retry } = useLocalReading(initial, pinned);
  const sign = findSign(initial.zodiacSign)!;
  return (
    <section className="page">
      <div className="daily-heading">
        <SignMedallion sign={sign} size={96} />
        <h1>{sign.name} Daily Horoscope</h1>
      </div>
      {view.status === "ready" ? (
        <DailyReading key={view.reading.date} reading={view.reading} />
      ) : null}
      {view.status === "loading" ? (
        <p role="status" className="loading">
          Loading your reading…
        </p>
      ) : null}
      {view.status === "failed" ? (
        <div role="alert" className="notice error">
          <p>We could not load today&apos;s reading. Check your connection and try again.</p>
          <button type="button" className="button" onClick={retry}>
            Retry
          </button>
        </div>
      ) : null}
    </section>
  );
}
