import { data } from "react-router";
import type { Route } from "./+types/forecast";
import { BirthChoices, BirthForm } from "~/components/birth-form";
import {
  firstShown,
  TimelineLegend,
  TransitTimeline,
  type TimelineRow,
} from "~/components/transit-timeline";
import { YearByMonth } from "~/components/year-by-month";
import { addDays, toIso } from "~/domain/calendar-date";
import { dateInTimeZone } from "~/domain/time-zone";
import { env } from "~/lib/env.server";
import { natalOf } from "~/read/forecast.server";
import { pageMeta } from "~/head/meta";
import type { RouteHandle } from "~/route-handle";
import { forecastChart, type Picker } from "./forecast-chart.server";
import { yearExtras } from "./forecast-returns.server";
import { DRAWN, monthHighlights } from "./forecast-month.server";
import { YearReturns } from "~/components/year-returns";
import { MonthInWords } from "~/components/month-in-words";
import { TableBox } from "~/components/table-box";
import { dayText } from "~/input/chart-form";
import { DAY } from "~/domain/time";

// The place search as you type, a script of our own (app/islands/place-search.ts, ADR 025).
export const handle: RouteHandle = { sitemap: true, scripts: ["place-search"] };

// A member's own chart (or another they saved), or a visitor's birth form, as /chart's (a GET
// form: it works without JavaScript), then the year from today in the site's zone. The answer
// is their own data: never kept by a cache.
export async function loader({ request, context }: Route.LoaderArgs) {
  const { page, picker, zone } = await forecastChart(request);
  if (page.kind !== "chart") {
    const status = page.kind === "form" && page.errors.length ? 400 : 200;
    return data({ page, picker, year: null }, { status });
  }
  const from = dateInTimeZone(new Date(), env().SITE_TIME_ZONE);
  const to = addDays(from, 364);
  const natal = natalOf(page.birth);
  // The month in words is the whole calendar month, its days before today too.
  const first = { ...from, day: 1 };
  const last = addDays(
    { year: from.year + Math.floor(from.month / 12), month: (from.month % 12) + 1, day: 1 },
    -1,
  );
  // Every time on the page in one zone: the member's own, else the birthplace's.
  const shown = zone ?? natal.place.zone;
  const inShown = { ...natal, place: { ...natal.place, zone: shown } };
  const [json, monthJson, extras] = await Promise.all([
    context.heavy("forecast", { natal: inShown, from, to, moon: false }),
    context.heavy("forecast", { natal: inShown, from: first, to: last, moon: false }),
    yearExtras(context.heavy, natal, from, shown, Date.now()),
  ]);
  const answer = JSON.parse(json) as { timeZone: string; transits: TimelineRow[] };
  const rank = (row: TimelineRow) => DRAWN.indexOf(row.transiting);
  const start = Date.parse(toIso(from));
  const rows = answer.transits
    .filter((row) => rank(row) >= 0)
    .sort((a, b) => rank(a) - rank(b) || firstShown(a, start) - firstShown(b, start));
  return {
    page,
    picker,
    year: {
      from: toIso(from),
      to: toIso(to),
      zone: answer.timeZone,
      rows,
      all: answer.transits.length,
    },
    extras,
    month: {
      name: MONTH.format(Date.UTC(from.year, from.month - 1, 15)),
      highlights: monthHighlights(
        (JSON.parse(monthJson) as { transits: TimelineRow[] }).transits,
        toIso(from).slice(0, 7),
      ),
    },
  };
}

export const headers = () => ({ "Cache-Control": "private, no-store" });

export const meta: Route.MetaFunction = (args) =>
  pageMeta(
    args,
    "Your year ahead",
    "Your transits for the coming year from your birth chart: when each begins, is exact and ends, drawn as a timeline.",
    { noindex: args.location.search !== "" },
  );

const MONTH = new Intl.DateTimeFormat("en-GB", { month: "long", year: "numeric", timeZone: "UTC" });

/** A member's saved charts to choose from: a GET form, so it works without JavaScript. */
function ChartPicker({ picker }: { picker: Picker }) {
  if (picker.charts.length === 0) {
    return (
      <p>
        <a href="/chart">Cast and save your chart</a> to see your own year here without entering it
        again.
      </p>
    );
  }
  return (
    <form method="get" action="/forecast" className="form">
      <label htmlFor="forecast-chart">Chart</label>{" "}
      <select id="forecast-chart" name="chart" defaultValue={picker.chosen ?? ""}>
        {picker.chosen === null ? <option value="">The birth details below</option> : null}
        {picker.charts.map((c) => (
          <option key={c.id} value={c.id}>
            {c.label}
            {c.own ? " (your own)" : ""}
          </option>
        ))}
      </select>{" "}
      <button type="submit" className="button">
        Show this year
      </button>
    </form>
  );
}

export default function Forecast({ loaderData }: Route.ComponentProps) {
  const { page, picker, year } = loaderData;
  const extras = "extras" in loaderData ? loaderData.extras : null;
  const month = "month" in loaderData ? loaderData.month : null;
  if (!year) {
    return (
      <section className="page">
        <h1>Your year ahead</h1>
        {picker ? <ChartPicker picker={picker} /> : null}
        <p className="lede">
          Your transits for the next twelve months: when each planet from Mars to Pluto comes within
          1° of an aspect to a point of your birth chart, when it is exact, and when it leaves.
          Nothing you enter is stored.
        </p>
        <BirthChoices page={page} path="/forecast" />
        <BirthForm
          form={page.form}
          errors={page.kind === "form" ? page.errors : []}
          action="/forecast"
          submit="Show my year"
        />
      </section>
    );
  }
  const [from, to] = [Date.parse(year.from), Date.parse(year.to) + DAY];
  return (
    <section className="page forecast-page">
      <h1>Your year ahead</h1>
      {picker ? <ChartPicker picker={picker} /> : null}
      <p className="lede">
        From {dayText(year.from)} to {dayText(year.to)}: each transit of Mars to Pluto to your
        chart, the slow ones first, a bar from entering to leaving the 1° orb, a dot where it is
        exact. With the Sun, Mercury and Venus, the year holds {year.all} transits. Times are in{" "}
        {year.zone}.
      </p>
      {/* On a desktop the graph, its months kept in view as it scrolls; on a phone, where a
          year of bars would not fit, only the same month by month (app.css). */}
      <TimelineLegend />
      <TableBox label="The year's transits, drawn" className="timeline-box">
        <TransitTimeline rows={year.rows} from={from} to={to} />
      </TableBox>
      <YearByMonth rows={year.rows} from={from} to={to} />
      {month ? <MonthInWords {...month} zone={year.zone} /> : null}
      {extras ? <YearReturns {...extras} /> : null}
    </section>
  );
}
