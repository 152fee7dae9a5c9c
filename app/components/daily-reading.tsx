import { Link } from "react-router";
import { Rating } from "~/components/rating";
import { Tabs } from "~/components/tabs";
import { TodaySky } from "~/components/today-sky";
import { addDays, formatLong, isInRange, toIso, type CalendarDate } from "~/domain/calendar-date";
import type { Reading } from "~/domain/horoscope/types";

export function parseIso(iso: string): CalendarDate {
  const [year, month, day] = iso.split("-").map(Number) as [number, number, number];
  return { year, month, day };
}

const PARTS = [
  { id: "love", label: "Love, Relationships & Dating", subtitle: "Love and connection today" },
  { id: "career", label: "Career", subtitle: "Work and ambition today" },
  { id: "health", label: "Health", subtitle: "Body and energy today" },
  { id: "finance", label: "Financial", subtitle: "Money and resources today" },
] as const;

/** A day's reading: the general text, the four tabs, lucky things, other days and the sky. */
export function DailyReading({ reading }: { reading: Reading }) {
  const date = parseIso(reading.date);
  const previous = addDays(date, -1);
  const next = addDays(date, 1);
  const slug = reading.zodiacSign.toLowerCase();
  return (
    <div className="daily-layout">
      <div className="daily-main">
        <p className="daily-date">
          <time dateTime={reading.date} data-reading="date">
            {formatLong(date)}
          </time>
        </p>
        <p className="daily-general" data-reading="normal">
          {reading.normal}
        </p>
        <Rating value={reading.ratings.overall} label="Overall" part="overall" />
        <Tabs
          label="Areas of life"
          className="daily-tabs"
          items={PARTS.map((part) => ({
            id: part.id,
            label: part.label,
            panel: (
              <>
                <h2 className="tab-subtitle">{part.subtitle}</h2>
                <img
                  src={`/images/themes/${part.id}.svg`}
                  alt=""
                  width={200}
                  height={140}
                  className="theme-image"
                />
                <p data-reading={part.id}>{reading[part.id]}</p>
                <Rating value={reading.ratings[part.id]} label="Rating" part={part.id} />
              </>
            ),
          }))}
        />
        <dl className="lucky">
          <div>
            <dt>Lucky number</dt>
            <dd data-lucky="number">{reading.lucky.number}</dd>
          </div>
          <div>
            <dt>Lucky colour</dt>
            <dd data-lucky="color">{reading.lucky.color}</dd>
          </div>
          <div>
            <dt>Mood</dt>
            <dd data-lucky="mood">{reading.lucky.mood}</dd>
          </div>
          <div>
            <dt>Best match today</dt>
            <dd data-lucky="match">{reading.lucky.match}</dd>
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
        <p className="period-links">
          <Link to={`/horoscopes/weekly/${slug}?date=${reading.date}`}>
            {reading.zodiacSign} this week
          </Link>
          <Link to={`/horoscopes/monthly/${slug}?date=${reading.date}`}>
            {reading.zodiacSign} this month
          </Link>
        </p>
      </div>
      <TodaySky reading={reading} />
    </div>
  );
}
