// /forecast's progressed Moon, next solar return (with its wheel) and the year's lunar returns.
import { ChartWheel } from "~/components/chart-wheel";
import { formatLong } from "~/domain/calendar-date";
import type { Chart } from "~/domain/chart/chart";
import type { Moment } from "~/domain/forecast/types";
import { ordinal } from "~/domain/horoscope/text";

interface Props {
  moon: {
    sign: string;
    degree: number;
    minute: number;
    natalHouse?: number;
    changes: { date: string; sign?: string; natalHouse?: number }[];
  };
  lunation: { phase: string; began: string; ends: string };
  solar: { moment: Moment; chart: Chart; place?: string };
  lunar: Moment[];
}

const dayOf = (iso: string) => {
  const [year, month, day] = iso.slice(0, 10).split("-").map(Number) as [number, number, number];
  return formatLong({ year, month, day });
};
/** "Sunday, 4 July 2027 at 09:12:33 (UTC-04:00)" from a local ISO moment, to the minute or second. */
export function told(m: Moment): string {
  const [, clock, offset] = /T(\d\d:\d\d(?::\d\d)?)(.*)$/.exec(m.local) ?? [];
  return `${dayOf(m.local)} at ${clock} (UTC${offset || "+00:00"})`;
}

const change = (c: Props["moon"]["changes"][number]) =>
  c.sign ? `enters ${c.sign}` : `enters your ${ordinal(c.natalHouse!)} house`;

export function YearReturns({ moon, lunation, solar, lunar }: Props) {
  const [next] = moon.changes;
  return (
    <>
      <h2 id="progressed-moon">Your progressed Moon</h2>
      <p>
        Moved on a day for each year of your life, your Moon stands at {moon.degree}°
        {String(moon.minute).padStart(2, "0")}′ {moon.sign}
        {moon.natalHouse ? `, in your ${ordinal(moon.natalHouse)} house` : ""}. It takes about two
        and a half years to cross a sign: the mood of the stretch you are in.{" "}
        {next
          ? `Next, on ${dayOf(next.date)}, it ${change(next)}.`
          : "It changes neither sign nor house this coming year."}{" "}
        The progressed lunation is {lunation.phase}, from {dayOf(lunation.began)} to{" "}
        {dayOf(lunation.ends)}.
      </p>
      {moon.changes.length > 1 ? (
        <ul className="progressed-changes">
          {moon.changes.map((c) => (
            <li key={`${c.date} ${c.sign ?? c.natalHouse}`}>
              {dayOf(c.date)}: {change(c)}
            </li>
          ))}
        </ul>
      ) : null}
      <h2 id="solar-return">Your next solar return</h2>
      <p>
        The Sun comes back to the degree, minute and second it held at your birth on{" "}
        <time dateTime={solar.moment.utc}>{told(solar.moment)}</time>. The chart of that moment
        {solar.place ? `, cast for ${solar.place},` : ""} colours the year from one birthday to the
        next.
      </p>
      <ChartWheel chart={solar.chart} title="Your next solar return" />
      <h2 id="lunar-returns">The year's lunar returns</h2>
      <p>The Moon comes back to its place at your birth about every 27 days and 8 hours:</p>
      <ol className="lunar-returns">
        {lunar.map((m) => (
          <li key={m.utc}>
            <time dateTime={m.utc}>{told(m)}</time>
          </li>
        ))}
      </ol>
    </>
  );
}
