import { dateForms, shown } from "~/input/query-params";
import { data, Link } from "react-router";
import type { Route } from "./+types/today";
import { EmptyState } from "~/components/empty-state";
import { findSign } from "~/domain/zodiac";
import { memberHome } from "~/routes/member-home";
import { addDays, formatLong, parseCalendarDate } from "~/domain/calendar-date";
import { ordinal } from "~/domain/horoscope/text";
import type { ExactTransit, Transit } from "~/domain/transits/types";
import { chartDay } from "~/read/member-day.server";
import { pageMeta } from "~/head/meta";
import { transitClock, transitName } from "~/domain/transits/words";
import { readSession } from "~/members/sessions.server";
import { memberZone, type MemberZone } from "~/members/member-zone.server";
import { dateInTimeZone } from "~/domain/time-zone";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { member, ownChart: own } = await readSession(request);
  if (!member) return { kind: "visitor" as const };
  const told = await memberZone(member, own);
  const { zone } = told;
  const text = new URL(request.url).searchParams.get("date");
  let date = dateInTimeZone(new Date(), zone);
  if (text !== null) {
    const parsed = parseCalendarDate(text);
    if (!parsed.ok) {
      throw data(`"${shown(text)}" is not a date we can read: use ${dateForms()}.`, {
        status: 400,
      });
    }
    date = parsed.date;
  }
  const welcome = new URL(request.url).searchParams.has("welcome");
  const noChart = {
    kind: "no-chart" as const,
    firstName: member.firstName,
    zodiacSign: member.zodiacSign,
    welcome,
  };
  if (!own) return noChart;
  // The day is made in the worker pool: a date in a new 30-day block builds that block's sky.
  const cast = await chartDay(own.query, date, zone, async (arg) =>
    JSON.parse(await context.heavy("transitDay", arg)),
  );
  if (!cast) return noChart;
  return {
    kind: "day" as const,
    label: own.label,
    chartQuery: own.query,
    told,

    timeKnown: cast.timeKnown,
    day: cast.day,
    yesterday: addDays(date, -1),
    tomorrow: addDays(date, 1),
  };
}

export const meta: Route.MetaFunction = (args) =>
  pageMeta(
    args,
    "Your day",
    "Your own transits: the planets today in contact with your birth chart, with when each begins, is exact and ends.",
    { noindex: true },
  );

const iso = (d: { year: number; month: number; day: number }) =>
  `${d.year}-${String(d.month).padStart(2, "0")}-${String(d.day).padStart(2, "0")}`;

const name = transitName;

export default function Today({ loaderData }: Route.ComponentProps) {
  if (loaderData.kind === "visitor") {
    return (
      <section className="page narrow">
        <h1>Your day</h1>
        <EmptyState art="wheel" heading={2} title="A reading of your own, every day">
          <p>
            Members who save their birth chart get a reading of their own each day: the planets as
            they move today, in contact with the planets and angles of their chart.
          </p>
          <p className="button-row">
            <Link to="/auth" className="button">
              Sign up free
            </Link>
            <Link to="/login">Log in</Link>
          </p>
        </EmptyState>
      </section>
    );
  }
  if (loaderData.kind === "no-chart") {
    return (
      <section className="page narrow">
        <h1>Your day</h1>
        <EmptyState
          art="wheel"
          heading={2}
          title={
            loaderData.welcome
              ? `Welcome, ${loaderData.firstName}`
              : `${loaderData.firstName}, your chart is not saved yet`
          }
        >
          {loaderData.welcome ? (
            <p>
              Your account is ready. One step makes Starcast yours: save your own birth chart, and
              this page reads your day from it every morning, with your year ahead beside it.
            </p>
          ) : null}
          <p>
            Your day is read from your own birth chart. Cast it and save it: your first saved chart
            is taken as yours, and your <Link to="/account#charts">account page</Link> lets you
            choose another.
          </p>
          <p className="button-row">
            <Link to="/chart" className="button">
              Cast your chart
            </Link>
            {loaderData.zodiacSign ? (
              <Link to={memberHome(loaderData.zodiacSign)}>
                Read today&apos;s {findSign(loaderData.zodiacSign)?.name} horoscope
              </Link>
            ) : (
              <Link to="/horoscopes">Read today&apos;s horoscopes</Link>
            )}
          </p>
        </EmptyState>
      </section>
    );
  }
  const { day, label, yesterday, tomorrow, timeKnown, told } = loaderData;
  const when = transitClock(day.zone, day.date);
  const at = (time: string) => <time dateTime={time}>{when(time)}</time>;
  const span = (t: Transit) => (
    <>
      from {at(t.begins)}
      {t.exact.map((time) => (
        <span key={time}>, exact {at(time)}</span>
      ))}
      , until {at(t.ends)}
    </>
  );
  const [year, month, date] = day.date.split("-").map(Number) as [number, number, number];
  return (
    <section className="page">
      <h1>Your day: {formatLong({ year, month, day: date })}</h1>
      <p className="lede">
        The planets today in contact with your chart, <strong>{label}</strong>, within 1°.{" "}
        <ToldIn told={told} />
      </p>
      <nav className="calendar-nav" aria-label="Days">
        <Link to={`/today?date=${iso(yesterday)}`} rel="prev">
          ← {formatLong(yesterday)}
        </Link>
        <Link to={`/today?date=${iso(tomorrow)}`} rel="next">
          {formatLong(tomorrow)} →
        </Link>
      </nav>

      <h2>What matters most today</h2>
      {day.top.length === 0 ? (
        <EmptyState art="quiet" heading={2} title="A quiet day">
          <p>
            No planet touches your chart within 1° today: a quiet day by the sky&apos;s measure.
          </p>
        </EmptyState>
      ) : (
        <div className="reading-sections">
          {day.top.map((t) => (
            <div key={name(t)}>
              <h3>{name(t)}</h3>
              <p className="transit-when">{span(t)}</p>
              <p>{t.text}</p>
            </div>
          ))}
        </div>
      )}

      <h2>Running now</h2>
      {day.longer.length === 0 ? (
        <p>No slow planet (Jupiter to Pluto) is in contact with your chart today.</p>
      ) : (
        <ul>
          {day.longer.map((t) => (
            <li key={name(t)}>
              <strong>{name(t)}</strong>: {span(t)}.
            </li>
          ))}
        </ul>
      )}

      <h2>Every contact today</h2>
      <div className="table-scroll" role="region" aria-label="Every contact today" tabIndex={0}>
        <table className="chart-table">
          <caption>{day.all.length} contacts within 1° today, closest first</caption>
          <thead>
            <tr>
              <th scope="col">Contact</th>
              <th scope="col">Closest today</th>
              <th scope="col">Begins</th>
              <th scope="col">Exact</th>
              <th scope="col">Ends</th>
            </tr>
          </thead>
          <tbody>
            {day.all.map((t) => (
              <tr key={name(t)}>
                <th scope="row">{name(t)}</th>
                <td>{t.closest.toFixed(2)}°</td>
                <td>{at(t.begins)}</td>
                <td>
                  {t.exact.length
                    ? t.exact.map((time) => <div key={time}>{at(time)}</div>)
                    : "not this time"}
                </td>
                <td>{at(t.ends)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <h2>The planets in your chart today</h2>
      {timeKnown ? null : <p>Your chart has no birth time, so no houses: the signs only.</p>}
      <ul className="transit-planets">
        {day.planets.map((p) => (
          <li key={p.body}>
            {p.body} in {p.sign}
            {p.house ? `, your ${ordinal(p.house)} house` : ""}
          </li>
        ))}
      </ul>

      <h2>The next 30 days</h2>
      <p>Each exact contact of the Sun to Pluto with your chart (the Moon makes several a day).</p>
      <ComingList coming={day.coming} when={when} />
    </section>
  );
}

function ComingList({ coming, when }: { coming: ExactTransit[]; when: (t: string) => string }) {
  if (coming.length === 0) return <p>None in the next 30 days.</p>;
  return (
    <ul className="transit-coming">
      {coming.map((t) => (
        <li key={`${t.time}-${name(t)}`}>
          <time dateTime={t.time}>{when(t.time)}</time> {name(t)}
        </li>
      ))}
    </ul>
  );
}

/** Whose clocks the page's times are read on, and where to change it. */
function ToldIn({ told }: { told: MemberZone }) {
  const change = <Link to="/account#time-zone">your account page</Link>;
  if (!told.place) {
    return (
      <>
        Times are in {told.zone}; choose your own town&apos;s clocks on {change}.
      </>
    );
  }
  const whose = told.from === "chart" ? ", your chart's place" : "";
  return (
    <>
      Times are as the clocks read in {told.place}
      {whose}; change the town on {change}.
    </>
  );
}
