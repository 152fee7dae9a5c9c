import { data, Link } from "react-router";
import type { Route } from "./+types/calendar";
import { MoonPhase } from "~/components/moon-phase";
import { GLYPH_FONT_PRELOAD } from "~/components/glyph-fonts";
import { eventDetail, eventTitle } from "~/domain/calendar/describe";
import { addMonths, inRange, monthGrid, monthPath, type YearMonth } from "~/domain/calendar/month";
import type { CalendarEvent, RetrogradePeriod } from "~/domain/calendar/types";
import { getSign } from "~/domain/zodiac";
import { toIso } from "~/domain/calendar-date";
import { monthData } from "~/read/calendar.server";
import { env } from "~/lib/env.server";
import { pageMeta } from "~/head/meta";
import type { RouteHandle } from "~/route-handle";
import { dateInTimeZone, formatDate, formatInZone, localParts } from "~/domain/time-zone";

export const handle: RouteHandle = {
  cache: "public",
  cacheParams: { year: /^\d{4}$/, month: /^\d{2}$/ },
  sitemap: true,
};

// One module for /calendar (this month) and /calendar/:year/:month (routes.ts).
export async function loader({ params, context }: Route.LoaderArgs) {
  let at: YearMonth;
  if (params.year === undefined) {
    const today = dateInTimeZone(new Date(), env().SITE_TIME_ZONE);
    at = { year: today.year, month: today.month };
  } else {
    if (!/^\d{4}$/.test(params.year) || !/^(0[1-9]|1[0-2])$/.test(params.month ?? "")) {
      throw data("There is no such month: calendar addresses look like /calendar/2026/11.", {
        status: 404,
      });
    }
    at = { year: Number(params.year), month: Number(params.month) };
    if (!inRange(at)) {
      throw data("The calendar runs from January 1900 to December 2100.", { status: 404 });
    }
  }
  const month = await monthData(at, (arg) => context.heavy("calendarMonth", arg));
  // Today, in the site's zone, for the grid to mark (aria-current="date").
  return { ...month, today: toIso(dateInTimeZone(new Date(), env().SITE_TIME_ZONE)) };
}

export const links: Route.LinksFunction = () => [GLYPH_FONT_PRELOAD];

const monthName = ({ year, month }: YearMonth) =>
  formatDate({ year, month, day: 1 }, { month: "long", year: "numeric" });

export const meta: Route.MetaFunction = (args) => {
  if (!args.loaderData) return [];
  const name = monthName(args.loaderData.at);
  return pageMeta(
    args,
    `Sky calendar, ${name}`,
    `The sky in ${name}: the Moon's phases and signs, void-of-course Moons, planets changing sign, retrogrades with their shadows, eclipses, equinoxes and solstices, with their times.`,
  );
};

const WEEKDAYS = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"];
const QUARTERS = ["Waxing crescent", "Waxing gibbous", "Waning gibbous", "Waning crescent"];
const LUNATION_WORDS = {
  new: "New Moon",
  "first quarter": "First quarter",
  full: "Full Moon",
  "last quarter": "Last quarter",
} as const;

/** Events worth a line in the grid's day cell; the list below has every one. */
const inGrid = (event: CalendarEvent) => event.kind !== "void" && event.kind !== "moon-ingress";

function periodOf(event: CalendarEvent, periods: readonly RetrogradePeriod[]) {
  if (event.kind !== "station") return undefined;
  return periods.find((p) => p.retrograde.time === event.time || p.direct.time === event.time);
}

export default function Calendar({ loaderData }: Route.ComponentProps) {
  const { at, events, moon, periods } = loaderData;
  // In the site's zone, which the page names: it runs no script to learn the visitor's.
  const zone = loaderData.zone;
  const clock = (iso: string) => localParts(iso, zone).time;
  const dayAndClock = (iso: string) =>
    formatInZone(iso, zone, {
      day: "numeric",
      month: "short",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    });
  const dayMonth = (iso: string) =>
    formatInZone(iso, zone, {
      day: "numeric",
      month: "short",
      year: iso.slice(0, 4) === String(at.year) ? undefined : "numeric",
    });
  const weeks = monthGrid(at, events, zone);
  const [previous, next] = [addMonths(at, -1), addMonths(at, 1)];
  const name = monthName(at);
  const days = weeks.flat().filter((d) => d !== null);
  return (
    <section className="page calendar-page">
      <h1>Sky calendar: {name}</h1>
      <p className="lede">
        The Moon's phases and signs, the planets' changes of sign and direction, eclipses and the
        turning points of the year, worked out from the real sky. Times are in{" "}
        <strong>{zone}</strong>.
      </p>
      <nav className="calendar-nav" aria-label="Months">
        {inRange(previous) ? (
          <Link to={monthPath(previous)} rel="prev">
            ← {monthName(previous)}
          </Link>
        ) : (
          <span />
        )}
        <Link to={`/calendar/retrogrades/${at.year}`}>Retrogrades of {at.year}</Link>
        {inRange(next) ? (
          <Link to={monthPath(next)} rel="next">
            {monthName(next)} →
          </Link>
        ) : (
          <span />
        )}
      </nav>
      <p>
        {periods.length ? (
          <>
            Retrograde this month:{" "}
            {periods
              .map(
                (p) => `${p.body} (${dayMonth(p.retrograde.time)} to ${dayMonth(p.direct.time)})`,
              )
              .join(", ")}
            .
          </>
        ) : (
          "No planet is retrograde this month."
        )}
      </p>
      <table className="calendar-grid">
        <caption className="visually-hidden">
          {name}: each day's Moon and events. The same events are listed below the grid.
        </caption>
        <thead>
          <tr>
            {WEEKDAYS.map((d) => (
              <th key={d} scope="col">
                {d}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week, w) => (
            <tr key={w}>
              {week.map((day, i) =>
                day ? (
                  <td
                    key={day.date}
                    id={`day-${day.date}`}
                    aria-current={day.date === loaderData.today ? "date" : undefined}
                  >
                    <div className="calendar-day">
                      <span className="calendar-date">{day.day}</span>
                      <MoonPhase phaseAngle={moon[day.date]!.phaseAngle} />
                      <span className="calendar-moon">
                        {getSign(moon[day.date]!.sign).glyph}
                        <span className="visually-hidden">
                          {" "}
                          Moon in {getSign(moon[day.date]!.sign).name}
                        </span>
                      </span>
                    </div>
                    {/* On a phone, where the events' words do not fit, a mark for each. */}
                    <span className="calendar-marks" aria-hidden="true">
                      {"•".repeat(Math.min(3, day.events.filter(inGrid).length))}
                    </span>
                    <ul className="calendar-cell-events">
                      {day.events.filter(inGrid).map((event) => (
                        <li key={`${event.kind}-${event.time}`}>
                          <time dateTime={event.time}>{clock(event.time)}</time> {eventTitle(event)}
                        </li>
                      ))}
                    </ul>
                  </td>
                ) : (
                  <td key={`empty-${i}`} className="calendar-empty" />
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>

      <h2>Day by day</h2>
      <p>
        The Moon's phase and sign are as at noon ({loaderData.zone}). A void-of-course Moon runs
        from its last major aspect (conjunction, sextile, square, trine or opposition) to the Sun,
        Mercury, Venus, Mars, Jupiter or Saturn until it enters the next sign: the traditional
        definition, which leaves out the outer planets. A retrograde's shadow is the stretch of
        zodiac it retraces: from when the planet first reaches the degree where it will turn direct
        until it passes the degree where it turned retrograde.
      </p>
      <ol className="calendar-list">
        {days.map((day) => {
          const m = moon[day.date]!;
          const lunation = day.events.find((e) => e.kind === "lunation");
          const phase = lunation
            ? LUNATION_WORDS[lunation.phase]
            : QUARTERS[Math.floor(m.phaseAngle / 90)]!;
          return (
            <li key={day.date}>
              <h3>
                <time dateTime={day.date}>
                  {formatInZone(`${day.date}T00:00Z`, "UTC", {
                    weekday: "long",
                    day: "numeric",
                    month: "long",
                  })}
                </time>
              </h3>
              <p className="calendar-moon-line">
                <MoonPhase phaseAngle={m.phaseAngle} size={20} /> {phase},{" "}
                {Math.round(m.illuminated * 100)}% lit; Moon in {getSign(m.sign).name}
              </p>
              {day.events.length ? (
                <ul>
                  {day.events.map((event) => {
                    const detail = eventDetail(event, dayAndClock, periodOf(event, periods));
                    return (
                      <li key={`${event.kind}-${event.time}`}>
                        <time dateTime={event.time}>{clock(event.time)}</time> {eventTitle(event)}
                        {detail ? <span className="calendar-detail"> {detail}</span> : null}
                      </li>
                    );
                  })}
                </ul>
              ) : null}
            </li>
          );
        })}
      </ol>
      <p>
        Subscribe in your calendar app: <a href="/calendar.ics">the sky calendar feed</a> (New, Full
        and quarter Moons, eclipses, retrogrades, planets changing sign, equinoxes and solstices).
      </p>
    </section>
  );
}
