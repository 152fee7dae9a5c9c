// What the /synastry page shows for its query: two birth forms in one (each field prefixed a.
// or b., so the address is /api/synastry's own query), each side read as the /chart page reads
// its form, and, when both cast, the synastry or both composites from the API's functions.
import { aspectsBetween } from "~/domain/chart/chart";
import { BODIES } from "~/domain/sky/types";
import { chartPage } from "~/read/chart-page.server";
import { chartUrl, type ChartForm, type FormError } from "~/lib/chart-form";
import { composite, SIDES, synastry } from "~/read/relationship.server";
import { shareCodec } from "~/lib/share-code.server";
import { type SynastrySide, SIDE_LABELS, synastryQuery } from "~/lib/synastry-form";

export interface SideState {
  form: ChartForm;
  errors: FormError[];
  /** What the side's details leave open: which town of that name, or which UTC offset. */
  choices?: { question: string; links: { href: string; label: string }[] };
}

type Sides = Record<SynastrySide, SideState>;

export type SynastryPage = { kind: "form"; sides: Sides } | Awaited<ReturnType<typeof result>>;

/** One side's own parameters, without their prefix: a.date becomes date. */
function sideParams(params: URLSearchParams, side: SynastrySide): URLSearchParams {
  const own = new URLSearchParams();
  for (const [name, value] of params) {
    if (name.startsWith(`${side}.`)) own.append(name.slice(2), value);
  }
  return own;
}

/** The page's address with one side's parameter set: the link that settles a choice. */
function withParam(params: URLSearchParams, name: string, value: string): string {
  const next = new URLSearchParams(params);
  next.delete("tab");
  next.set(name, value);
  return `/synastry?${next}`;
}

/** The page's view: the synastry, or (with tab=composite) the two composite charts. */
export type SynastryView = "synastry" | "composite";

export async function synastryPage(params: URLSearchParams): Promise<SynastryPage> {
  const asked = SIDES.some((side) => params.has(`${side}.date`));
  const sides = {} as Sides;
  const births = {} as Record<
    SynastrySide,
    Extract<Awaited<ReturnType<typeof chartPage>>, { kind: "chart" }>
  >;
  for (const side of SIDES) {
    const own = sideParams(params, side);
    const page = await chartPage(own);
    const state: SideState = { form: page.form, errors: page.kind === "form" ? page.errors : [] };
    // The /chart page asks for its date on its own; here a form sent with one side's empty
    // is a mistake to name, beside the other problems of that side.
    if (asked && !own.get("date")) {
      state.errors = [
        { field: "date", message: "Give the date of birth." },
        ...state.errors.filter((e) => e.field !== "date"),
      ];
    }
    if (page.kind === "choose-place") {
      state.choices = {
        question: `Which ${page.form.where} do you mean?`,
        links: page.places.map((place) => ({
          href: withParam(params, `${side}.place`, String(place.id)),
          label: place.label,
        })),
      };
    }
    if (page.kind === "choose-offset") {
      state.choices = {
        question: `${SIDE_LABELS[side]}: ${page.message}`,
        links: page.offsets.map(({ offset, label }) => ({
          href: withParam(params, `${side}.offset`, offset),
          label,
        })),
      };
    }
    if (page.kind === "chart") births[side] = page;
    sides[side] = state;
  }
  if (!births.a || !births.b) return { kind: "form", sides };
  return result(sides, births.a, births.b, params);
}

async function result(
  sides: Sides,
  a: Extract<Awaited<ReturnType<typeof chartPage>>, { kind: "chart" }>,
  b: Extract<Awaited<ReturnType<typeof chartPage>>, { kind: "chart" }>,
  params: URLSearchParams,
) {
  const pair = { a: a.birth, b: b.birth };
  const view: SynastryView = params.get("tab") === "composite" ? "composite" : "synastry";
  return {
    kind: "result" as const,
    view,
    sides,
    names: [a.form.name || "Person A", b.form.name || "Person B"] as [string, string],
    synastry: synastry(pair),
    // Cast only for the view that shows them: the Davison chart is a third chart to cast.
    composites: view === "composite" ? await composites(pair) : undefined,
    /** The share image's code: the two births without names or typed places, sealed. */
    shareCode: shareCodec().encode(
      synastryQuery(
        { ...a.form, name: "", where: "" },
        { ...b.form, name: "", where: "" },
        { a: params.get("a.offset") ?? "", b: params.get("b.offset") ?? "" },
      ),
    ),
    /** Each side's /chart address, to open one person's chart alone. */
    chartLinks: (["a", "b"] as const).map((side) => {
      const offset = params.get(`${side}.offset`);
      return chartUrl((side === "a" ? a : b).form, offset ? { offset } : {});
    }) as [string, string],
  };
}

async function composites(pair: Parameters<typeof synastry>[0]) {
  const [midpoint, davison] = await Promise.all([
    composite(pair, "midpoint"),
    composite(pair, "davison"),
  ]);
  if (midpoint.method !== "midpoint" || davison.method !== "davison") {
    throw new Error("composite() answered another method");
  }
  const bodies = new Set<string>(BODIES);
  // The midpoint composite has no moment to move from: its aspects are drawn, not timed.
  const midpointAspects = aspectsBetween(
    midpoint.chart.points
      .filter((p) => bodies.has(p.name))
      .map((p) => [p.name, p.longitude, 0] as [string, number, number]),
  );
  return {
    // Without their copies of the two charts, which the synastry already carries.
    midpoint: { ...without(midpoint), chart: { ...midpoint.chart, aspects: midpointAspects } },
    davison: without(davison),
  };
}

function without<T extends { a: unknown; b: unknown }>({ a: _a, b: _b, ...rest }: T) {
  return rest;
}
