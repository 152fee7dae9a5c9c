// The rest of /forecast's year beside the timeline: the progressed Moon, the next solar return
// with its chart, and the lunar returns of the year, from the pool's answers of /api/progressions
// and /api/returns (app/read/forecast.server.ts), with each return's moment told in `zone`.
import type { CalendarDate } from "~/domain/calendar-date";
import type { Placement } from "~/domain/chart/chart";
import { moment } from "~/domain/forecast/moment";
import type { Moment } from "~/domain/forecast/types";
import type { BirthChart } from "~/read/birth-chart.server";
import type { Natal, ReturnsAsk } from "~/read/forecast.server";

type Run = {
  (
    task: "progressed",
    arg: { natal: Natal; date: CalendarDate; method: "secondary" },
  ): Promise<string>;
  (task: "returns", arg: { natal: Natal; ask: ReturnsAsk }): Promise<string>;
};

export interface ProgressedMoon extends Placement {
  natalHouse?: number;
  changes: { date: string; sign?: string; natalHouse?: number }[];
}
interface Returned {
  moment: Moment;
  chart: BirthChart;
}

export async function yearExtras(
  run: Run,
  natal: Natal,
  from: CalendarDate,
  zone: string,
  now: number,
) {
  const solar = async (year: number) =>
    (
      JSON.parse(await run("returns", { natal, ask: { kind: "solar", year } })) as {
        returns: Returned[];
      }
    ).returns[0]!;
  const [progressed, lunar, thisYear] = await Promise.all([
    run("progressed", { natal, date: from, method: "secondary" }),
    run("returns", { natal, ask: { kind: "lunar", from } }),
    solar(from.year),
  ]);
  const next = Date.parse(thisYear.moment.utc) >= now ? thisYear : await solar(from.year + 1);
  const { moon, lunation } = JSON.parse(progressed) as {
    moon: ProgressedMoon;
    lunation: { phase: string; began: string; ends: string };
  };
  const told = (m: Moment) => moment(Date.parse(m.utc), zone, true);
  return {
    moon,
    lunation,
    solar: {
      moment: told(next.moment),
      chart: next.chart.chart,
      place: next.chart.input.place?.label,
    },
    lunar: (JSON.parse(lunar) as { returns: Returned[] }).returns.map((r) => told(r.moment)),
  };
}
