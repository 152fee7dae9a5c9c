import { data, Form, Link } from "react-router";
import type { Route } from "./+types/chart";
import { ChartWheel } from "~/components/chart-wheel";
import { Field } from "~/components/field";
import { PlaceField } from "~/components/place-field";
import { GLYPH_FONT_PRELOAD, SUN_FONT_PRELOAD } from "~/components/sign-medallion";
import type { Chart, Placement } from "~/domain/chart/chart";
import { POINT_GLYPHS } from "~/domain/chart/glyphs";
import { HOUSE_SYSTEMS } from "~/domain/chart/houses";
import { chartUrl, MAX_NAME_LENGTH, type ChartForm } from "~/lib/chart-form";
import { chartPage } from "~/lib/chart-page.server";
import { pageMeta } from "~/lib/meta";

// A GET form, so the chart's address holds the birth data and can be kept or shared; it works
// without JavaScript. Nothing is stored.
export async function loader({ request }: Route.LoaderArgs) {
  const page = await chartPage(new URL(request.url).searchParams);
  return data(page, { status: page.kind === "form" && page.errors.length ? 400 : 200 });
}

export const meta: Route.MetaFunction = (args) =>
  pageMeta(
    args,
    "Your birth chart",
    "Cast your birth chart from your date, time and place of birth: the planets in their signs and houses, your rising sign, the aspects between them, drawn as a wheel.",
    // A chart's address is its own page to keep or share, but not one to index.
    { noindex: args.location.search !== "", query: args.location.search },
  );

const HOUSE_NAMES: Record<string, string> = {
  placidus: "Placidus",
  koch: "Koch",
  porphyry: "Porphyry",
  equal: "Equal",
  "whole-sign": "Whole Sign",
};

function position(point: Placement): string {
  return `${point.degree}°${String(point.minute).padStart(2, "0")}' ${point.sign}`;
}

function ChartFormFields({ form, errors }: { form: ChartForm; errors: string[] }) {
  return (
    <Form method="get" action="/chart" className="chart-form">
      {errors.length ? (
        <div className="notice error" role="alert">
          {errors.map((error) => (
            <p key={error}>{error}</p>
          ))}
        </div>
      ) : null}
      <Field
        label="Name (optional)"
        name="name"
        defaultValue={form.name}
        maxLength={MAX_NAME_LENGTH}
        autoComplete="off"
      />
      <Field
        label="Date of birth"
        name="date"
        type="date"
        min="1800-01-01"
        max="2100-12-31"
        required
        defaultValue={form.date}
      />
      <Field label="Time of birth" name="time" type="time" defaultValue={form.time} />
      <div className="check">
        <input
          id="chart-unknown-time"
          type="checkbox"
          name="unknown"
          defaultChecked={form.unknownTime}
        />
        <label htmlFor="chart-unknown-time">I don&apos;t know the time</label>
      </div>
      <PlaceField where={form.where} place={form.place} />
      <div className="field">
        <label htmlFor="chart-houses">House system</label>
        <select id="chart-houses" name="houses" defaultValue={form.houses}>
          {HOUSE_SYSTEMS.map((system) => (
            <option key={system} value={system}>
              {HOUSE_NAMES[system]}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className="button">
        Cast the chart
      </button>
    </Form>
  );
}

function PointsTable({ chart }: { chart: Chart }) {
  return (
    <table className="chart-table">
      <caption>Planets and points</caption>
      <thead>
        <tr>
          <th scope="col">Point</th>
          <th scope="col">Position</th>
          {chart.timeKnown ? <th scope="col">House</th> : null}
          <th scope="col">Motion</th>
        </tr>
      </thead>
      <tbody>
        {chart.points.map((point) => (
          <tr key={point.name}>
            <th scope="row">
              <span className="glyph" aria-hidden="true">
                {POINT_GLYPHS[point.name] ?? ""}
              </span>{" "}
              {point.name}
            </th>
            <td>{position(point)}</td>
            {chart.timeKnown ? <td>{point.house}</td> : null}
            <td>{point.retrograde ? "retrograde" : point.speed === undefined ? "" : "direct"}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function HousesTable({ chart }: { chart: Chart }) {
  if (!chart.houses) return null;
  return (
    <table className="chart-table">
      <caption>House cusps ({HOUSE_NAMES[chart.houses.system]})</caption>
      <thead>
        <tr>
          <th scope="col">House</th>
          <th scope="col">Cusp</th>
        </tr>
      </thead>
      <tbody>
        {chart.houses.cusps.map((cusp) => (
          <tr key={cusp.name}>
            <th scope="row">{cusp.name}</th>
            <td>{position(cusp)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function AspectsTable({ chart }: { chart: Chart }) {
  return (
    <table className="chart-table">
      <caption>Aspects</caption>
      <thead>
        <tr>
          <th scope="col">Between</th>
          <th scope="col">Aspect</th>
          <th scope="col">Orb</th>
          <th scope="col">Phase</th>
        </tr>
      </thead>
      <tbody>
        {chart.aspects.map((aspect) => (
          <tr key={`${aspect.between.join("-")}-${aspect.type}`}>
            <th scope="row">{aspect.between.join(" and ")}</th>
            <td>{aspect.type}</td>
            <td>
              {Math.floor(aspect.orb)}°
              {String(Math.round((aspect.orb % 1) * 60) % 60).padStart(2, "0")}&apos;
            </td>
            <td>{aspect.applying ? "applying" : "separating"}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function ChartResult({
  page,
}: {
  page: Extract<Route.ComponentProps["loaderData"], { kind: "chart" }>;
}) {
  const { birth, form } = page;
  const { chart } = birth;
  const find = (name: string) => chart.points.find((p) => p.name === name);
  const [sun, moon, rising] = [find("Sun")!, find("Moon")!, find("Ascendant")];
  const heading = form.name ? `${form.name}'s birth chart` : "Birth chart";
  const where = birth.input.place?.label ?? `${birth.input.latitude}, ${birth.input.longitude}`;
  const reasons: Record<string, string> = {
    "summer time": "summer time",
    "standard time": "standard time",
    "local mean time": "local mean time, from the town's longitude",
    given: "the offset you gave",
  };
  return (
    <article className="chart-result">
      {/* Only a drawn chart needs the glyph fonts; React puts these in the head. */}
      {[GLYPH_FONT_PRELOAD, SUN_FONT_PRELOAD].map((font, i) => (
        <link key={i} {...font} />
      ))}
      <h1>{heading}</h1>
      <p className="lede">
        {birth.input.date}
        {birth.input.time ? ` at ${birth.input.time}` : ", time unknown"} in {where}. Clock time UTC
        {birth.offset.utcOffset} ({reasons[birth.offset.reason] ?? birth.offset.reason}).
      </p>
      {chart.timeKnown ? null : (
        <p className="notice">
          Without a birth time there is no rising sign and there are no houses: this is the sky at
          local noon. The Moon moved from {position(chart.moonRange!.from)} to{" "}
          {position(chart.moonRange!.to)} that day, so its sign may differ.
        </p>
      )}
      {chart.houses?.fallback ? <p className="notice">{chart.houses.fallback}</p> : null}
      <h2>The big three</h2>
      <dl className="big-three">
        <div>
          <dt>Sun</dt>
          <dd>{position(sun)}</dd>
        </div>
        <div>
          <dt>Moon</dt>
          <dd>{position(moon)}</dd>
        </div>
        <div>
          <dt>Rising</dt>
          <dd>{rising ? position(rising) : "unknown without a birth time"}</dd>
        </div>
      </dl>
      <h2>The wheel</h2>
      <ChartWheel chart={chart} title={heading} />
      <h2>Positions</h2>
      <div className="chart-tables">
        {(
          [
            [PointsTable, "Planets and points"],
            [HousesTable, "House cusps"],
            [AspectsTable, "Aspects"],
          ] as const
        ).map(([Table, label]) => (
          // Scrolls sideways on the narrowest screens instead of widening the page; focusable so
          // a keyboard can scroll it too.
          <div className="table-scroll" key={label} role="region" aria-label={label} tabIndex={0}>
            <Table chart={chart} />
          </div>
        ))}
      </div>
    </article>
  );
}

export default function ChartRoute({ loaderData: page }: Route.ComponentProps) {
  if (page.kind === "chart") {
    return (
      <section className="page">
        <ChartResult page={page} />
        <h2>Cast another chart</h2>
        <ChartFormFields form={page.form} errors={[]} />
      </section>
    );
  }
  return (
    <section className="page narrow">
      <h1>Your birth chart</h1>
      <p className="lede">
        Where the Sun, the Moon and the planets stood at the moment you were born, from your date,
        time and place of birth. Nothing you enter is stored: the chart&apos;s address holds it, to
        keep or share.
      </p>
      {page.kind === "choose-place" ? (
        <div className="notice" role="status">
          <p>Which {page.form.where} do you mean?</p>
          <ul>
            {page.places.map((place) => (
              <li key={place.id}>
                <Link to={chartUrl(page.form, { place: String(place.id) })}>{place.label}</Link>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {page.kind === "choose-offset" ? (
        <div className="notice" role="status">
          <p>{page.message}</p>
          <ul>
            {page.offsets.map((offset) => (
              <li key={offset}>
                <Link to={chartUrl(page.form, { offset })}>Use UTC{offset}</Link>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <ChartFormFields form={page.form} errors={page.kind === "form" ? page.errors : []} />
    </section>
  );
}
