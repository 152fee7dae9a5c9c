// The /synastry page's tables and readings: the same facts as its wheels, in text.
import { ChartWheel, type WheelChart } from "~/components/chart-wheel";
import { glyphOf, TableBox } from "~/components/table-box";
import type { Placement } from "~/domain/chart/chart";
import type {
  CompositeReading,
  ReadingOverlay,
  SynastryReading,
} from "~/domain/relationship/reading-types";
import type { InterAspect, Overlay } from "~/domain/relationship/synastry";
import { orbText, position, dayText } from "~/input/chart-form";

export function PointsTable({
  chart,
  caption,
}: {
  chart: { points: Placement[]; houses?: unknown };
  caption: string;
}) {
  const houses = chart.houses !== undefined;
  return (
    <table className="chart-table">
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">Point</th>
          <th scope="col">Position</th>
          {houses ? <th scope="col">House</th> : null}
        </tr>
      </thead>
      <tbody>
        {chart.points.map((point) => (
          <tr key={point.name}>
            <th scope="row" {...glyphOf(point.name)}>
              {point.name}
            </th>
            <td>{position(point)}</td>
            {houses ? <td>{point.house ?? ""}</td> : null}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function InterAspectTable({
  aspects,
  names,
}: {
  aspects: InterAspect[];
  names: [string, string];
}) {
  if (!aspects.length) return <p>No aspects between the two charts fall within their orbs.</p>;
  return (
    <table className="chart-table">
      <caption>Aspects between the two charts, tightest first</caption>
      <thead>
        <tr>
          <th scope="col">{names[0]}&apos;s point</th>
          <th scope="col">{names[1]}&apos;s point</th>
          <th scope="col">Aspect</th>
          <th scope="col">Orb</th>
        </tr>
      </thead>
      <tbody>
        {aspects.map((aspect) => (
          <tr key={`${aspect.a}-${aspect.b}-${aspect.type}`}>
            <th scope="row" {...glyphOf(aspect.a)}>
              {aspect.a}
            </th>
            <td {...glyphOf(aspect.b)}>{aspect.b}</td>
            <td>{aspect.type}</td>
            <td>{orbText(aspect.orb)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The guest's points in the host's houses, or why there are none. */
export function OverlayTable({
  guest,
  host,
  overlays,
  reading,
}: {
  guest: string;
  host: string;
  overlays: Overlay[];
  reading?: ReadingOverlay[];
}) {
  const caption = `${guest}'s planets in ${host}'s houses`;
  if (!overlays.length) {
    return (
      <div>
        <h3>{caption}</h3>
        <p>
          {host}&apos;s birth time is unknown, so {host}&apos;s chart has no houses for {guest}
          &apos;s planets to fall in.
        </p>
      </div>
    );
  }
  return (
    <div>
      <TableBox label={caption}>
        <table className="chart-table">
          <caption>{caption}</caption>
          <thead>
            <tr>
              <th scope="col">{guest}&apos;s point</th>
              <th scope="col">{host}&apos;s house</th>
            </tr>
          </thead>
          <tbody>
            {overlays.map((overlay) => (
              <tr key={overlay.point}>
                <th scope="row" {...glyphOf(overlay.point)}>
                  {overlay.point}
                </th>
                <td>{overlay.house}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableBox>
      {reading?.length ? (
        <div className="reading-sections">
          {reading.map((r) => (
            <div key={r.point}>
              <h3>
                {guest}&apos;s {r.point} in {host}&apos;s house {r.house}
              </h3>
              <p>{r.text}</p>
            </div>
          ))}
        </div>
      ) : null}
    </div>
  );
}

/** The strongest contacts, read. */
export function ReadingContacts({
  reading,
  names,
}: {
  reading: SynastryReading;
  names: [string, string];
}) {
  if (!reading.contacts.length) return null;
  return (
    <>
      <h2>The strongest contacts</h2>
      <div className="reading-sections">
        {reading.contacts.map((contact) => (
          <div key={`${contact.a}-${contact.b}-${contact.type}`}>
            <h3>
              {contact.title}{" "}
              <span className="muted">
                ({names[0]}&apos;s {contact.a}, {names[1]}&apos;s {contact.b})
              </span>
            </h3>
            <p>{contact.text}</p>
          </div>
        ))}
      </div>
    </>
  );
}

function CompositeReadingView({ reading }: { reading?: CompositeReading }) {
  if (!reading) return null;
  return (
    <div className="reading-sections">
      <p>{reading.summary}</p>
      {reading.placements.map((p) => (
        <div key={p.point}>
          <h3>
            {p.point} in {p.sign}
            {p.house ? `, house ${p.house}` : ""}
          </h3>
          <p>{p.text}</p>
        </div>
      ))}
    </div>
  );
}

function utcText(iso: string): string {
  return `${dayText(iso)}, ${iso.slice(11, 16)} UTC`;
}

function placeText({ latitude, longitude }: { latitude: number; longitude: number }): string {
  const part = (value: number, plus: string, minus: string) =>
    `${Math.abs(value).toFixed(2)}° ${value < 0 ? minus : plus}`;
  return `${part(latitude, "N", "S")}, ${part(longitude, "E", "W")}`;
}

/** The midpoint composite: the relationship as a chart of its own (its own tab on /synastry). */
export function MidpointPanel({
  midpoint,
}: {
  midpoint: { chart: WheelChart & { points: Placement[] }; reading?: CompositeReading };
}) {
  return (
    <>
      <h2>The midpoint composite</h2>
      <p>
        The relationship as a chart of its own: each planet halfway between the two people&apos;s on
        the shorter arc.{" "}
        {midpoint.chart.houses
          ? "Its houses come from the composite Midheaven at the two birthplaces' mean latitude."
          : "Without both birth times it has no angles and no houses."}
      </p>
      <ChartWheel chart={midpoint.chart} title="The midpoint composite chart" />
      <CompositeReadingView reading={midpoint.reading} />
      <TableBox label="Midpoint composite positions">
        <PointsTable chart={midpoint.chart} caption="Midpoint composite positions" />
      </TableBox>
    </>
  );
}

/** The Davison chart: the sky at the moment and place halfway between the two births. */
export function DavisonPanel({
  davison,
}: {
  davison: {
    davison: { utc: string; latitude: number; longitude: number };
    chart: { chart: WheelChart & { points: Placement[]; timeKnown: boolean } };
    reading?: CompositeReading;
  };
}) {
  const moment = davison.davison;
  return (
    <>
      <h2>The Davison chart</h2>
      <p>
        The sky at the moment halfway between the two births, {utcText(moment.utc)}
        {davison.chart.chart.timeKnown ? "" : " (the day only: a birth time is unknown)"}, at the
        place halfway between the two birthplaces, {placeText(moment)}.
      </p>
      <ChartWheel chart={davison.chart.chart} title="The Davison chart" />
      <CompositeReadingView reading={davison.reading} />
      <TableBox label="Davison chart positions">
        <PointsTable chart={davison.chart.chart} caption="Davison chart positions" />
      </TableBox>
    </>
  );
}
