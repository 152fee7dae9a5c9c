import { data, Form, Link, redirect, useLocation } from "react-router";
import type { Route } from "./+types/synastry";
import { Yield } from "~/lib/render-yield";
import { BiWheel } from "~/components/bi-wheel";
import { BirthFields } from "~/components/birth-form";
import { GLYPH_FONT_PRELOAD, SUN_FONT_PRELOAD } from "~/components/glyph-fonts";
import {
  DavisonPanel,
  MidpointPanel,
  OverlayTable,
  PointsTable,
  ReadingContacts,
  InterAspectTable,
} from "~/components/synastry-tables";
import { More, TableBox } from "~/components/table-box";
import { dayText } from "~/input/chart-form";
import type { SynastryReading } from "~/domain/relationship/reading-types";
import { actionHeaders } from "~/input/forms";
import { pageMeta } from "~/head/meta";
import type { RouteHandle } from "~/route-handle";
import { listCharts } from "~/members/saved-charts.server";
import { getMember } from "~/members/sessions.server";
import { synastryImage } from "~/head/share-image";
import { type SynastrySide, SIDE_LABELS, prefixQuery } from "~/input/synastry-form";
import { synastryPage, type SideState } from "~/read/synastry-page.server";

// A GET form, so the page's address is /api/synastry's own query and can be kept or shared;
// it works without JavaScript. A member may instead pick two of their saved charts.
// The two place searches as you type, a script of our own (app/islands/place-search.ts).
export const handle: RouteHandle = { sitemap: true, scripts: ["place-search"] };

export async function loader({ request, context }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const member = request.headers.has("cookie") ? await getMember(request) : null;
  const saved = member ? await listCharts(member) : [];
  if (params.has("a.saved") || params.has("b.saved")) {
    if (!member) throw redirect("/login");
    const pick = (side: SynastrySide) => saved.find((c) => c.id === params.get(`${side}.saved`));
    const [a, b] = [pick("a"), pick("b")];
    if (!a || !b) {
      throw data("Pick two of your saved charts.", { status: 400 });
    }
    // The saved chart's label names the person, whoever's chart it is.
    const named = (chart: { label: string; query: string }, side: SynastrySide) => {
      const query = new URLSearchParams({ name: chart.label });
      for (const [name, value] of new URLSearchParams(chart.query)) {
        if (name !== "name") query.append(name, value);
      }
      return prefixQuery(query.toString(), side);
    };
    throw redirect(`/synastry?${named(a, "a")}&${named(b, "b")}`);
  }
  // The two charts are cast, and read together, in the pool: some 8 ms of CPU a new pair.
  const page = await synastryPage(params, (ask) => context.heavy("synastryCharts", ask));
  const wrong = page.sides.a.errors.length + page.sides.b.errors.length > 0;
  const charts = saved.map(({ id, label }) => ({ id, label }));
  return data({ ...page, charts }, { status: wrong ? 400 : 200 });
}

export const headers = actionHeaders;

const ABOUT =
  "Two people's birth charts read together: one person's planets on the other's wheel, the aspects between them, each in the other's houses, and the composite and Davison charts of the two.";

export const meta: Route.MetaFunction = (args) => {
  const page = args.loaderData;
  const result = page?.kind === "result" ? page : undefined;
  return pageMeta(
    args,
    result ? `${result.names[0]} and ${result.names[1]}: synastry` : "Synastry: compare two charts",
    ABOUT,
    {
      noindex: args.location.search !== "",
      query: args.location.search,
      ...(result
        ? {
            image: synastryImage(
              result.shareCode,
              `Sun in ${sunOf(result.synastry.a.chart)} with Sun in ${sunOf(result.synastry.b.chart)}`,
            ),
          }
        : {}),
    },
  );
};

const sunOf = (chart: { points: { name: string; sign: string }[] }) =>
  chart.points.find((p) => p.name === "Sun")!.sign;

function SideFields({ side, state }: { side: SynastrySide; state: SideState }) {
  return (
    <fieldset className="synastry-side">
      <legend>{SIDE_LABELS[side]}</legend>
      {state.choices ? (
        <div className="notice" role="status">
          <p>{state.choices.question}</p>
          <ul>
            {state.choices.links.map((link) => (
              <li key={link.href}>
                <Link to={link.href}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <BirthFields form={state.form} errors={state.errors} prefix={`${side}.`} />
    </fieldset>
  );
}

/** Both people's details in one GET form; each problem is named by its side and shown by its field. */
function SynastryForm({ sides }: { sides: Record<SynastrySide, SideState> }) {
  const errors = (["a", "b"] as const).flatMap((side) =>
    sides[side].errors.map((e) => `${SIDE_LABELS[side]}: ${e.message}`),
  );
  return (
    <Form method="get" action="/synastry" className="synastry-form">
      {errors.length ? (
        <div className="notice error" role="alert">
          {errors.map((error) => (
            <p key={error}>{error}</p>
          ))}
        </div>
      ) : null}
      <div className="synastry-sides">
        <SideFields side="a" state={sides.a} />
        <SideFields side="b" state={sides.b} />
      </div>
      <button type="submit" className="button">
        Compare the charts
      </button>
    </Form>
  );
}

/** A member's saved charts, any two of them: their own, a partner's, a friend's. */
function SavedPicker({ charts }: { charts: { id: string; label: string }[] }) {
  if (!charts.length) return null;
  return (
    <Form method="get" action="/synastry" className="saved-picker" aria-labelledby="saved-heading">
      <h2 id="saved-heading">From your saved charts</h2>
      {(["a", "b"] as const).map((side, i) => (
        <div className="field" key={side}>
          <label htmlFor={`saved-${side}`}>{SIDE_LABELS[side]}</label>
          <select
            id={`saved-${side}`}
            name={`${side}.saved`}
            defaultValue={charts[Math.min(i, charts.length - 1)]!.id}
          >
            {charts.map((chart) => (
              <option key={chart.id} value={chart.id}>
                {chart.label}
              </option>
            ))}
          </select>
        </div>
      ))}
      <button type="submit" className="button">
        Compare these two
      </button>
    </Form>
  );
}

const VIEWS = { synastry: "Synastry", composite: "Composite", davison: "Davison" } as const;

/** The three views, as links: each is a page of its own (?tab=composite), with or without JavaScript. */
function ViewLinks({ view }: { view: keyof typeof VIEWS }) {
  const { search } = useLocation();
  const href = (to: string) => {
    const params = new URLSearchParams(search);
    if (to === "synastry") params.delete("tab");
    else params.set("tab", to);
    return `?${params}`;
  };
  return (
    <nav aria-label="Relationship charts">
      <ul className="tab-list view-links">
        {(Object.keys(VIEWS) as (keyof typeof VIEWS)[]).map((to) => (
          <li key={to}>
            <Link
              to={href(to)}
              className="view-link"
              aria-current={view === to ? "page" : undefined}
              preventScrollReset
            >
              {VIEWS[to]}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function Result({
  page,
}: {
  page: Extract<Route.ComponentProps["loaderData"], { kind: "result" }>;
}) {
  const { names, synastry } = page;
  const reading = (synastry as { reading?: SynastryReading }).reading;
  const births = ([synastry.a, synastry.b] as const).map((birth, i) => {
    const where = birth.input.place?.label ?? `${birth.input.latitude}, ${birth.input.longitude}`;
    return `${names[i]}: ${dayText(birth.input.date)}${birth.input.time ? ` at ${birth.input.time}` : ", time unknown"} in ${where}`;
  });
  // The summary follows the wheel, so the drawing opens the page.
  const summary = reading ? (
    <div className="reading-sections">
      <div>
        <h3>What draws you together</h3>
        <p>{reading.summary.draws}</p>
      </div>
      <div>
        <h3>Where you will rub</h3>
        <p>{reading.summary.rubs}</p>
      </div>
    </div>
  ) : null;
  const synastryPanel = (
    <>
      {/* The bi-wheel opens the panel with the reading beside it on a desktop, under it on a
          phone; the tables follow across the whole width (app.css, .pair-opening). */}
      <Yield>
        <div className="pair-opening">
          <figure className="pair-figure">
            <BiWheel
              inner={synastry.a.chart}
              outer={synastry.b.chart}
              aspects={synastry.aspects}
              names={names}
            />
            <figcaption>
              {names[0]} inside, with {names[0]}&apos;s houses; {names[1]} on the outer ring, in
              blue. The lines are the aspects between them: green flowing, red challenging.
            </figcaption>
          </figure>
          <div className="pair-reading">
            <h2>The two charts together</h2>
            {summary}
          </div>
        </div>
      </Yield>
      {reading?.contacts.length ? (
        // An empty part would leave its boundary's comments behind.
        <Yield>
          <ReadingContacts reading={reading} names={names} />
        </Yield>
      ) : null}
      {/* The long tables and the house readings folded, each opened without a script. */}
      <h2>The aspects between you</h2>
      <Yield>
        <More summary={`The ${synastry.aspects.length} aspects between the two charts`}>
          <TableBox label="Aspects between the two charts">
            <InterAspectTable aspects={synastry.aspects} names={names} />
          </TableBox>
        </More>
      </Yield>
      <h2>Each in the other&apos;s houses</h2>
      <Yield>
        <More
          summary={`${names[0]}'s planets in ${names[1]}'s houses, and ${names[1]}'s in ${names[0]}'s`}
        >
          <div className="chart-tables">
            <OverlayTable
              guest={names[0]}
              host={names[1]}
              overlays={synastry.overlays.aInB}
              reading={reading?.overlays.aInB}
            />
            <OverlayTable
              guest={names[1]}
              host={names[0]}
              overlays={synastry.overlays.bInA}
              reading={reading?.overlays.bInA}
            />
          </div>
        </More>
      </Yield>
      <h2>Positions</h2>
      <Yield>
        <More summary={`${names[0]}'s and ${names[1]}'s planets and points`}>
          <div className="chart-tables">
            <TableBox label={`${names[0]}'s planets and points`}>
              <PointsTable chart={synastry.a.chart} caption={`${names[0]}'s planets and points`} />
            </TableBox>
            <TableBox label={`${names[1]}'s planets and points`}>
              <PointsTable chart={synastry.b.chart} caption={`${names[1]}'s planets and points`} />
            </TableBox>
          </div>
        </More>
      </Yield>
    </>
  );
  return (
    <article className="pair-result">
      {[GLYPH_FONT_PRELOAD, SUN_FONT_PRELOAD].map((font, i) => (
        <link key={i} {...font} />
      ))}
      <h1>
        {names[0]} and {names[1]}
      </h1>
      <ul className="lede synastry-births">
        {births.map((line, i) => (
          <li key={line}>
            {line} (<Link to={page.chartLinks[i]!}>the chart alone</Link>)
          </li>
        ))}
      </ul>
      <ViewLinks view={page.view} />
      <div className="tab-panel">
        {page.composites && page.view === "davison" ? (
          <>
            <DavisonPanel davison={page.composites.davison} />
            {summary}
          </>
        ) : page.composites ? (
          <>
            <MidpointPanel midpoint={page.composites.midpoint} />
            {summary}
          </>
        ) : (
          synastryPanel
        )}
      </div>
    </article>
  );
}

export default function SynastryRoute({ loaderData: page }: Route.ComponentProps) {
  if (page.kind === "result") {
    return (
      <section className="page">
        <Result page={page} />
        <h2>Compare another two</h2>
        <Yield>
          <SynastryForm sides={page.sides} />
        </Yield>
      </section>
    );
  }
  return (
    <section className="page">
      <h1>Synastry: compare two birth charts</h1>
      <p className="lede">
        {ABOUT} Nothing you enter is stored: the page&apos;s address holds it, to keep or share.
      </p>
      <SavedPicker charts={page.charts} />
      <SynastryForm sides={page.sides} />
    </section>
  );
}
