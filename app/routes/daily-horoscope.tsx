import { useCallback, useEffect, useState } from "react";
import { data, Link, redirect } from "react-router";
import type { Route } from "./+types/daily-horoscope";
import { Rating } from "~/components/rating";
import { SignMedallion } from "~/components/sign-medallion";
import { Tabs } from "~/components/tabs";
import { TodaySky } from "~/components/today-sky";
import {
  addDays,
  dateInTimeZone,
  formatLong,
  isInRange,
  parseCalendarDate,
  toIso,
  toUsShort,
  type CalendarDate,
} from "~/domain/calendar-date";
import type { Reading } from "~/domain/horoscope";
import { findSign, getSign, isSignSlug } from "~/domain/zodiac";
import { localToday, readDailyCache, writeDailyCache } from "~/lib/daily-cache";
import { env } from "~/lib/env.server";
import { pageMeta } from "~/lib/meta";
import { readingFor } from "~/lib/readings.server";

export function loader({ params, request }: Route.LoaderArgs) {
  if (!isSignSlug(params.zodiac)) {
    const sign = findSign(params.zodiac);
    if (sign) throw redirect(`/horoscopes/daily/${sign.slug}${new URL(request.url).search}`, 301);
    throw data("Unknown sign", { status: 404 });
  }
  const dateParam = new URL(request.url).searchParams.get("date");
  let date: CalendarDate;
  if (dateParam === null) {
    date = dateInTimeZone(new Date(), env().SITE_TIME_ZONE);
  } else {
    const parsed = parseCalendarDate(dateParam);
    if (!parsed.ok) {
      throw data("That date is not one we can read: use YYYY-MM-DD between 1900 and 2100.", { status: 400 });
    }
    date = parsed.date;
  }
  // Only the reading goes to the browser; the engine itself stays on the server.
  return { reading: readingFor(date, getSign(params.zodiac)).reading, pinned: dateParam !== null };
}

export const meta: Route.MetaFunction = ({ loaderData }) => {
  if (!loaderData) return [];
  const { reading } = loaderData;
  return pageMeta(
    `${reading.zodiacSign} Daily Horoscope`,
    `${reading.zodiacSign} horoscope for ${formatLong(parseIso(reading.date))}: ${reading.normal.split(". ")[0]}.`,
  );
};

function parseIso(iso: string): CalendarDate {
  const [year, month, day] = iso.split("-").map(Number) as [number, number, number];
  return { year, month, day };
}

type View = { status: "ready"; reading: Reading } | { status: "loading" } | { status: "failed" };

/** Server-rendered reading first; then, in the browser, the reading for the visitor's own date. */
function useLocalReading(initial: Reading, pinned: boolean) {
  const [view, setView] = useState<View>({ status: "ready", reading: initial });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (pinned) return;
    const today = localToday();
    if (initial.date === toIso(today)) {
      writeDailyCache(initial.zodiacSign, today, initial);
      return;
    }
    const cached = readDailyCache<Reading>(initial.zodiacSign, today);
    if (cached) {
      // localStorage exists only after hydration, so this state follows from an external store.
      // eslint-disable-next-line react-hooks/set-state-in-effect -- see above
      setView({ status: "ready", reading: cached });
      return;
    }
    const controller = new AbortController();
    setView({ status: "loading" });
    const url = `/api/horoscope/daily?date=${encodeURIComponent(toUsShort(today))}&zodiacSign=${initial.zodiacSign}`;
    fetch(url, { signal: controller.signal })
      .then((response) => {
        if (!response.ok) throw new Error(`HTTP ${response.status}`);
        return response.json() as Promise<Reading>;
      })
      .then((reading) => {
        writeDailyCache(initial.zodiacSign, today, reading);
        setView({ status: "ready", reading });
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        console.error("Error fetching the horoscope data", error);
        setView({ status: "failed" });
      });
    return () => controller.abort();
  }, [initial, pinned, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { view, retry };
}

const PARTS = [
  { id: "love", label: "Love, Relationships & Dating", subtitle: "Love and connection today" },
  { id: "career", label: "Career", subtitle: "Work and ambition today" },
  { id: "health", label: "Health", subtitle: "Body and energy today" },
  { id: "finance", label: "Financial", subtitle: "Money and resources today" },
] as const;

function ReadingBody({ reading }: { reading: Reading }) {
  const date = parseIso(reading.date);
  const previous = addDays(date, -1);
  const next = addDays(date, 1);
  const slug = reading.zodiacSign.toLowerCase();
  return (
    <div className="daily-layout">
      <div className="daily-main">
        <p className="daily-date">
          <time dateTime={reading.date}>{formatLong(date)}</time>
        </p>
        <p className="daily-general">{reading.normal}</p>
        <Rating value={reading.ratings.overall} label="Overall" />
        <Tabs
          label="Areas of life"
          className="daily-tabs"
          items={PARTS.map((part) => ({
            id: part.id,
            label: part.label,
            panel: (
              <>
                <h2 className="tab-subtitle">{part.subtitle}</h2>
                <img src={`/images/themes/${part.id}.svg`} alt="" width={200} height={140} className="theme-image" />
                <p>{reading[part.id]}</p>
                <Rating value={reading.ratings[part.id]} label="Rating" />
              </>
            ),
          }))}
        />
        <dl className="lucky">
          <div>
            <dt>Lucky number</dt>
            <dd>{reading.lucky.number}</dd>
          </div>
          <div>
            <dt>Lucky colour</dt>
            <dd>{reading.lucky.color}</dd>
          </div>
          <div>
            <dt>Mood</dt>
            <dd>{reading.lucky.mood}</dd>
          </div>
          <div>
            <dt>Best match today</dt>
            <dd>{reading.lucky.match}</dd>
          </div>
        </dl>
        <nav aria-label="Other days" className="day-links">
          {isInRange(previous) ? (
            <Link to={`/horoscopes/daily/${slug}?date=${toIso(previous)}`} rel="prev">
              ← Yesterday&apos;s reading
            </Link>
          ) : null}
          {isInRange(next) ? (
            <Link to={`/horoscopes/daily/${slug}?date=${toIso(next)}`} rel="next">
              Tomorrow&apos;s reading →
            </Link>
          ) : null}
        </nav>
      </div>
      <TodaySky reading={reading} />
    </div>
  );
}

export default function DailyHoroscope({ loaderData }: Route.ComponentProps) {
  const { reading, pinned } = loaderData;
  // A new sign or date is a new page: start again from the server's reading.
  return <DailyView key={`${reading.zodiacSign}/${reading.date}`} initial={reading} pinned={pinned} />;
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
      {view.status === "ready" ? <ReadingBody key={view.reading.date} reading={view.reading} /> : null}
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
