import { data, Link } from "react-router";
import type { Route } from "./+types/period-horoscope";
import { Yield } from "~/lib/render-yield";
import { parseIso } from "~/components/daily-reading";
import { Rating } from "~/components/rating";
import { GLYPH_FONT_PRELOAD } from "~/components/glyph-fonts";
import { SignMedallion } from "~/components/sign-medallion";
import { addDays, formatLong, isInRange, toIso } from "~/domain/calendar-date";
import { periodStart } from "~/domain/horoscope/period-dates";
import type { PeriodReading } from "~/domain/horoscope/types";
import { findSign } from "~/domain/zodiac";
import { requireHoroscopePage } from "~/routes/horoscope-page.server";
import { horoscopeMeta } from "~/routes/horoscope-meta";
import { periodFor } from "~/read/periods.server";
import type { RouteHandle } from "~/route-handle";
import { formatDate } from "~/domain/time-zone";

export const handle: RouteHandle = { cache: "public", cacheParams: { zodiac: /^[a-z]+$/ } };

// One module for /horoscopes/weekly/:zodiac and /horoscopes/monthly/:zodiac (routes.ts).
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const span = new URL(request.url).pathname.startsWith("/horoscopes/weekly/")
    ? "weekly"
    : "monthly";
  const { sign, date, pinned } = requireHoroscopePage(request, params.zodiac, span);
  if (!isInRange(periodStart(span, date))) {
    throw data("We write readings from 1900 to 2100: pick a date inside those years.", {
      status: 400,
    });
  }
  // A period not yet made is made in the pool: a month of days is some 60 ms a sign.
  const period = await periodFor(span, date, sign, (ask) => context.heavy("periodReadings", ask));
  return { reading: period.reading, pinned };
}

export const links: Route.LinksFunction = () => [GLYPH_FONT_PRELOAD];

const WORDS = {
  weekly: {
    title: "Weekly",
    span: "week",
    sky: "The week's sky",
    previous: "Previous week",
    next: "Next week",
  },
  monthly: {
    title: "Monthly",
    span: "month",
    sky: "The month's sky",
    previous: "Previous month",
    next: "Next month",
  },
} as const;

export const meta: Route.MetaFunction = (args) => {
  if (!args.loaderData) return [];
  const { reading, pinned } = args.loaderData;
  const sign = findSign(reading.zodiacSign)!;
  return horoscopeMeta(args, {
    sign,
    span: reading.period,
    title: `${sign.name} ${WORDS[reading.period].title} Horoscope`,
    description: `${sign.name} horoscope for ${spanOf(reading)}: ${reading.overview.split(". ")[0]}.`,
    date: reading.start,
    pinned,
  });
};

/** "Monday 23 November to Sunday 29 November 2026", or "December 2026". */
function spanOf(reading: PeriodReading): string {
  const start = parseIso(reading.start);
  if (reading.period === "monthly") {
    return formatDate({ ...start, day: 1 }, { month: "long", year: "numeric" });
  }
  return `${formatLong(start).replace(/ \d{4}$/, "")} to ${formatLong(parseIso(reading.end))}`;
}

const AREAS = [
  { id: "love", label: "Love" },
  { id: "career", label: "Career" },
  { id: "health", label: "Health" },
  { id: "finance", label: "Money" },
] as const;

export default function PeriodHoroscope({ loaderData }: Route.ComponentProps) {
  const { reading } = loaderData;
  const sign = findSign(reading.zodiacSign)!;
  const words = WORDS[reading.period];
  const start = parseIso(reading.start);
  const previous =
    reading.period === "weekly" ? addDays(start, -7) : periodStart("monthly", addDays(start, -1));
  const next = addDays(parseIso(reading.end), 1);
  const base = `/horoscopes/${reading.period}/${sign.slug}`;
  return (
    <section className="page">
      <div className="daily-heading">
        <SignMedallion sign={sign} size={96} />
        <h1>
          {sign.name} {words.title} Horoscope
        </h1>
      </div>
      <div className="period-layout">
        {/* The reading and its sky render in tasks of their own (app/lib/render-yield.tsx). */}
        <Yield>
          <div className="period-reading">
            <p className="daily-date">
              <time dateTime={reading.start}>{spanOf(reading)}</time>
            </p>
            <p className="daily-general">{reading.overview}</p>
            <Rating value={reading.ratings.overall} label="Overall" />
            {AREAS.map((area) => (
              <div key={area.id} className="period-area">
                <h2>{area.label}</h2>
                <p>{reading[area.id]}</p>
                <Rating value={reading.ratings[area.id]} label={`${area.label} rating`} />
              </div>
            ))}
            <p className="period-closing">{reading.closing}</p>
            <nav aria-label={`Other ${words.span}s`} className="day-links">
              {isInRange(previous) ? (
                <Link to={`${base}?date=${toIso(previous)}`} rel="prev">
                  ← {words.previous}
                </Link>
              ) : null}
              <Link to={`/horoscopes/daily/${sign.slug}`}>{sign.name} today</Link>
              {isInRange(next) ? (
                <Link to={`${base}?date=${toIso(next)}`} rel="next">
                  {words.next} →
                </Link>
              ) : null}
            </nav>
          </div>
        </Yield>
        {/* The period's sky beside the reading on a desktop, after it on a phone (app.css). */}
        <Yield>
          <aside className="period-sky" aria-labelledby="period-sky">
            <h2 id="period-sky">{words.sky}</h2>
            {reading.events.length > 0 ? (
              <ol className="period-events">
                {reading.events.map((event) => (
                  <li key={`${event.date}${event.fact}`}>
                    <p>
                      <time dateTime={event.date}>
                        {formatLong(parseIso(event.date)).replace(/ \d{4}$/, "")}
                      </time>
                      : <strong>{event.fact}.</strong> {event.meaning}
                    </p>
                  </li>
                ))}
              </ol>
            ) : null}
          </aside>
        </Yield>
      </div>
    </section>
  );
}
