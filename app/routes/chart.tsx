import { data } from "react-router";
import type { Route } from "./+types/chart";
import { ChartEmphasis } from "~/components/chart-emphasis";
import { ChartWheel } from "~/components/chart-wheel";
import { AYANAMSA_NAMES, BirthChoices, BirthForm, HOUSE_NAMES } from "~/components/birth-form";
import { glyphOf, More, TableBox } from "~/components/table-box";
import { GLYPH_FONT_PRELOAD, SUN_FONT_PRELOAD } from "~/components/glyph-fonts";
import type { Chart } from "~/domain/chart/chart";
import { chartPage, shareQuery } from "~/read/chart-page.server";
import { actionHeaders, readForm } from "~/input/forms";
import { pageMeta } from "~/head/meta";
import { chartImage } from "~/head/share-image";
import { orbText, position, dayText, monthDayText } from "~/input/chart-form";
import { ChartActions, type SaveResult } from "./chart-actions";
import { saveChart } from "~/members/saved-charts.server";
import { shareCodec } from "~/lib/share-code.server";
import { readSession, requireMember } from "~/members/sessions.server";
import { findSign } from "~/domain/zodiac";
import type { RouteHandle } from "~/route-handle";
import { Yield } from "~/lib/render-yield";
import { clockText } from "~/content/chart/clock";

// The place search as you type, a script of our own (app/islands/place-search.ts, ADR 025).
export const handle: RouteHandle = { sitemap: true, scripts: ["place-search", "zodiac-choice"] };

/** What sign-up asked, said back to a member above the form for their first chart. */
interface Welcome {
  firstName: string;
  sign?: { name: string; from: string; to: string };
}

// A GET form, so the chart's address holds the birth data and can be kept or shared; it works
// without JavaScript. Nothing is stored.
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  // A member without their own chart yet is casting their first: what sign-up asked is carried
  // in, and the chart they save is taken as theirs. Without a cookie this reads no database.
  const { member, ownChart } = await readSession(request);
  const first = member && !ownChart ? member : undefined;
  // The form and the place are read here; the cast and the reading, some 10 ms, in the pool.
  const page = await chartPage(url.searchParams, true, (placed) =>
    context.heavy("birthChart", placed),
  );
  if (page.kind === "chart") {
    // The share image's address seals the query, so the birth data in it cannot be read.
    const drawnFrom = shareQuery(url.searchParams);
    // The downloads take the same query, with the name for the title and the file's name.
    const download = new URLSearchParams(page.form.name ? { name: page.form.name } : {});
    // patterns=1 draws the chart's patterns on the wheel: a link turns it on and off, so it
    // works without JavaScript, and the wheel's downloads follow it.
    const showPatterns = url.searchParams.get("patterns") === "1";
    const toggled = new URLSearchParams(url.searchParams);
    if (showPatterns) toggled.delete("patterns");
    else toggled.set("patterns", "1");
    return data({
      ...page,
      firstChart: Boolean(first),
      shareCode: shareCodec().encode(drawnFrom),
      downloadQuery: [download.toString(), drawnFrom].filter(Boolean).join("&"),
      showPatterns,
      patternsToggle: `?${toggled.toString()}`,
    });
  }
  const status = page.kind === "form" && page.errors.length ? 400 : 200;
  if (first && page.kind === "form" && !url.search) {
    const sign = first.zodiacSign ? findSign(first.zodiacSign) : undefined;
    const welcome: Welcome = {
      firstName: first.firstName,
      sign: sign && {
        name: sign.name,
        from: monthDayText(sign.start.month, sign.start.day),
        to: monthDayText(sign.end.month, sign.end.day),
      },
    };
    const form = { ...page.form, name: `${first.firstName} ${first.lastName}` };
    return data({ ...page, form, welcome }, { status });
  }
  return data({ ...page, welcome: undefined as Welcome | undefined }, { status });
}

export const headers = actionHeaders;

// "Save this chart": members only, and only a query that casts a chart.
export async function action({ request }: Route.ActionArgs) {
  const member = await requireMember(request);
  const form = await readForm(request);
  const text = (name: string) => (typeof form[name] === "string" ? (form[name] as string) : "");
  const outcome = await saveChart(
    member,
    text("label"),
    new URL(request.url).search.slice(1),
    form.own === "on",
  );
  if (outcome.ok) return data({ saved: "Saved to your account." });
  // 409 at the limit; 503 with Retry-After when the database has no connection free.
  const headers =
    outcome.status === 503 ? { "Retry-After": String(outcome.retryAfterSeconds) } : undefined;
  return data({ error: outcome.message }, { status: outcome.status, headers });
}

export const meta: Route.MetaFunction = (args) =>
  pageMeta(
    args,
    "Your birth chart",
    "Cast your birth chart from your date, time and place of birth: the planets in their signs and houses, your rising sign, the aspects between them, drawn as a wheel.",
    // A chart's address is its own page to keep or share, but not one to index.
    {
      noindex: args.location.search !== "",
      query: args.location.search,
      ...(args.loaderData?.kind === "chart"
        ? {
            image: chartImage(args.loaderData.shareCode, bigThreeLine(args.loaderData.birth.chart)),
          }
        : {}),
    },
  );

/** "Sun in Cancer, Moon in Virgo, Scorpio rising", for the share image's description. */
function bigThreeLine(chart: Chart): string {
  const find = (name: string) => chart.points.find((p) => p.name === name);
  const rising = find("Ascendant");
  return [
    `Sun in ${find("Sun")!.sign}`,
    `Moon in ${find("Moon")!.sign}`,
    rising ? `${rising.sign} rising` : "rising sign unknown",
  ].join(", ");
}

function Sections({ sections }: { sections: { heading: string; text: string }[] }) {
  return (
    <div className="reading-sections">
      {sections.map((section) => (
        <div key={section.heading}>
          <h3>{section.heading}</h3>
          <p>{section.text}</p>
        </div>
      ))}
    </div>
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
            <th scope="row" {...glyphOf(point.name)}>
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
            <td>{orbText(aspect.orb)}</td>
            <td>{aspect.applying ? "applying" : "separating"}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function ChartResult({
  page,
  saved,
}: {
  page: Extract<Route.ComponentProps["loaderData"], { kind: "chart" }>;
  saved?: SaveResult;
}) {
  const { birth, form, reading } = page;
  const { chart } = birth;
  const find = (name: string) => chart.points.find((p) => p.name === name);
  const [sun, moon, rising] = [find("Sun")!, find("Moon")!, find("Ascendant")];
  const heading = form.name ? `${form.name}'s birth chart` : "Birth chart";
  const wheelQuery = page.downloadQuery + (page.showPatterns ? "&patterns=1" : "");
  const where = birth.input.place?.label ?? `${birth.input.latitude}, ${birth.input.longitude}`;
  // The reading's parts, in the order of the contents list that leads to them.
  const parts: { id: string; heading: string; body: React.ReactNode }[] = [
    {
      id: "reading-whole",
      heading: "The chart as a whole",
      body: (
        <More open summary={`The ${reading.overview.length} parts of the whole`}>
          <Sections sections={reading.overview} />
        </More>
      ),
    },
    {
      id: "reading-big-three",
      heading: "The big three",
      body: (
        <More open summary="The Sun, the Moon and the rising sign">
          <Sections sections={reading.bigThree} />
        </More>
      ),
    },
    {
      id: "reading-signs",
      heading: "The planets in their signs",
      body: (
        <More summary={`Read the ${reading.signs.length} planets and points in their signs`}>
          <Sections sections={reading.signs} />
        </More>
      ),
    },
    {
      id: "reading-houses",
      heading: "The planets in their houses",
      body: reading.houses.length ? (
        <More summary={`Read the ${reading.houses.length} planets and points in their houses`}>
          <Sections sections={reading.houses} />
        </More>
      ) : (
        <p>
          Houses and the Midheaven need the birth time: the sky turns through all twelve houses in a
          day. With a time, this part reads each planet in the area of life its house stands for.
        </p>
      ),
    },
    {
      id: "reading-aspects",
      heading: "The aspects",
      body: (
        <>
          <p>
            The angles the planets make to each other, tightest first. An aspect marked &ldquo;out
            of sign&rdquo; is close in degrees but its signs do not make it; its text says so too.
          </p>
          <More summary={`Read the ${reading.aspects.length} aspects`}>
            <Sections sections={reading.aspects} />
          </More>
        </>
      ),
    },
  ];
  return (
    // The wheel and the big three open the page; the tables stand beside them on a desktop and
    // the reading follows in parts a contents list jumps between (app.css, .chart-result).
    <article className="chart-result">
      {/* Only a drawn chart needs the glyph fonts; React puts these in the head. */}
      {[GLYPH_FONT_PRELOAD, SUN_FONT_PRELOAD].map((font, i) => (
        <link key={i} {...font} />
      ))}
      <h1>{heading}</h1>
      <p className="lede">
        {dayText(birth.input.date)}
        {birth.input.time ? ` at ${birth.input.time}` : ", time unknown"} in {where}.{" "}
        {clockText(birth.offset)}
      </p>
      {/* The wheel, the tables and each part of the reading render in tasks of their own. */}
      <Yield>
        <figure className="chart-figure">
          <ChartWheel
            chart={chart}
            title={heading}
            patterns={page.showPatterns ? birth.patterns : undefined}
          />
          <figcaption className="wheel-downloads">
            {birth.patterns.length ? (
              <p className="wheel-patterns-toggle">
                <a href={page.patternsToggle} rel="nofollow">
                  {page.showPatterns
                    ? "Hide the patterns on the wheel"
                    : `Draw the chart's ${birth.patterns.length === 1 ? "pattern" : "patterns"} on the wheel`}
                </a>
              </p>
            ) : null}
          </figcaption>
        </figure>
      </Yield>
      <ChartActions
        name={form.name}
        query={page.downloadQuery}
        wheelQuery={wheelQuery}
        result={saved}
        firstChart={page.firstChart}
      />
      <div className="chart-facts">
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
        {chart.timeKnown ? null : (
          <p className="notice">
            Without a birth time there is no rising sign and there are no houses: this is the sky at
            local noon. The Moon moved from {position(chart.moonRange!.from)} to{" "}
            {position(chart.moonRange!.to)} that day, so its sign may differ.
          </p>
        )}
        {birth.ayanamsa ? (
          <p className="notice">
            Sidereal zodiac: every position is {orbText(birth.ayanamsa.degrees)} (the{" "}
            {AYANAMSA_NAMES[birth.ayanamsa.name]} ayanamsa) behind the tropical one.
            {birth.nakshatra
              ? ` The Moon is in ${birth.nakshatra.name}, nakshatra ${birth.nakshatra.number} of 27, pada ${birth.nakshatra.pada}.`
              : null}
          </p>
        ) : null}
        {chart.houses?.fallback ? <p className="notice">{chart.houses.fallback}</p> : null}
      </div>
      <Yield>
        <div className="chart-positions">
          <h2>Positions</h2>
          <div className="chart-tables">
            <TableBox label="Planets and points">
              <PointsTable chart={chart} />
            </TableBox>
            {/* The longer tables folded, so the reading is not pushed a phone's screen down. */}
            {chart.houses ? (
              <More summary="House cusps">
                <TableBox label="House cusps">
                  <HousesTable chart={chart} />
                </TableBox>
              </More>
            ) : null}
            <More summary={`Aspects (${chart.aspects.length})`}>
              <TableBox label="Aspects">
                <AspectsTable chart={chart} />
              </TableBox>
            </More>
          </div>
        </div>
      </Yield>
      <div className="chart-reading">
        <nav className="reading-contents" aria-label="Your reading">
          <h2>Your reading</h2>
          <ol>
            {parts.map((part) => (
              <li key={part.id}>
                <a href={`#${part.id}`}>{part.heading}</a>
              </li>
            ))}
          </ol>
          <p className="to-top">
            <a href="#top">Back to the top</a>
          </p>
        </nav>
        {/* Each part folds (a <details>), and ends with a way back up. */}
        <div className="reading-parts">
          {parts.map((part) => (
            <Yield key={part.id}>
              <section>
                <h2 id={part.id}>{part.heading}</h2>
                {part.body}
                <p className="to-top">
                  <a href="#top">Back to the top</a>
                </p>
              </section>
            </Yield>
          ))}
          <Yield>
            <ChartEmphasis {...birth} />
          </Yield>
        </div>
      </div>
    </article>
  );
}

export default function ChartRoute({ loaderData: page, actionData }: Route.ComponentProps) {
  if (page.kind === "chart") {
    return (
      <section className="page">
        <ChartResult page={page} saved={actionData} />
        <h2>Cast another chart</h2>
        <Yield>
          <BirthForm form={page.form} errors={[]} zodiac />
        </Yield>
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
      {page.welcome ? (
        <p className="notice" role="status">
          {page.welcome.firstName}, your name is filled in below
          {page.welcome.sign
            ? `; as a ${page.welcome.sign.name}, you were born between about ${page.welcome.sign.from} and ${page.welcome.sign.to}`
            : ""}
          . The chart you save first is your own: your day and your year are read from it.
        </p>
      ) : null}
      <BirthChoices page={page} path="/chart" />
      <BirthForm form={page.form} errors={page.kind === "form" ? page.errors : []} zodiac />
    </section>
  );
}
