import { data, Link } from "react-router";
import type { Route } from "./+types/calendar-retrogrades";
import { degreeIn } from "~/domain/calendar/describe";
import { yearRetrogrades } from "~/read/calendar.server";
import { env } from "~/lib/env.server";
import { pageMeta } from "~/head/meta";
import type { RouteHandle } from "~/route-handle";
import { formatInZone } from "~/domain/time-zone";

export const handle: RouteHandle = { cache: "public", cacheParams: { year: /^\d{4}$/ } };

export async function loader({ params, context }: Route.LoaderArgs) {
  const year = Number(params.year);
  if (!/^\d{4}$/.test(params.year) || year < 1900 || year > 2100) {
    throw data("Retrogrades are listed for each year from 1900 to 2100.", { status: 404 });
  }
  const periods = await yearRetrogrades(year, (y) => context.heavy("retrogradeYear", y));
  return { year, zone: env().SITE_TIME_ZONE, periods };
}

export const meta: Route.MetaFunction = (args) =>
  args.loaderData
    ? pageMeta(
        args,
        `Retrogrades of ${args.loaderData.year}`,
        `Every retrograde of ${args.loaderData.year}, Mercury to Pluto: when each planet stations retrograde and direct, where, and the shadow dates either side.`,
      )
    : [];

export default function Retrogrades({ loaderData }: Route.ComponentProps) {
  const { year, periods } = loaderData;
  // In the site's zone, which the page names: it runs no script to learn the visitor's.
  const zone = loaderData.zone;
  const when = (iso: string) =>
    formatInZone(iso, zone, {
      day: "numeric",
      month: "short",
      year: "numeric",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    });
  const at = (iso: string) => <time dateTime={iso}>{when(iso)}</time>;
  return (
    <section className="page calendar-page">
      <h1>Retrogrades of {year}</h1>
      <p className="lede">
        Every planet from Mercury to Pluto that turns retrograde, or is retrograde, in {year}. A
        planet stations when it seems to stand still before moving backwards (retrograde) or
        forwards again (direct). Its shadow is the stretch of zodiac it retraces: from when it first
        reaches the degree where it will turn direct, until it passes the degree where it turned
        retrograde. Times are in <strong>{zone}</strong>.
      </p>
      <nav className="calendar-nav" aria-label="Years">
        {year > 1900 ? (
          <Link to={`/calendar/retrogrades/${year - 1}`} rel="prev">
            ← {year - 1}
          </Link>
        ) : (
          <span />
        )}
        <Link to={`/calendar/${year}/01`}>The calendar for {year}</Link>
        {year < 2100 ? (
          <Link to={`/calendar/retrogrades/${year + 1}`} rel="next">
            {year + 1} →
          </Link>
        ) : (
          <span />
        )}
      </nav>
      {/* Wider than a phone: a focusable region, so a keyboard can scroll it too. */}
      <div
        className="table-scroll"
        role="region"
        aria-label={`Retrogrades of ${year}`}
        tabIndex={0}
      >
        <table className="chart-table retrograde-table">
          <caption>
            {periods.length} retrograde periods under way in {year}
          </caption>
          <thead>
            <tr>
              <th scope="col">Planet</th>
              <th scope="col">Shadow begins</th>
              <th scope="col">Stations retrograde</th>
              <th scope="col">Stations direct</th>
              <th scope="col">Shadow ends</th>
            </tr>
          </thead>
          <tbody>
            {periods.map((p) => (
              <tr key={`${p.body}-${p.retrograde.time}`}>
                <th scope="row">{p.body}</th>
                <td>{at(p.preShadow)}</td>
                <td>
                  {at(p.retrograde.time)}
                  <br />
                  at {degreeIn(p.retrograde)}
                </td>
                <td>
                  {at(p.direct.time)}
                  <br />
                  at {degreeIn(p.direct)}
                </td>
                <td>{at(p.postShadow)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
