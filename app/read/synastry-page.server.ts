// What the /synastry page shows for its query: two birth forms in one (each field prefixed a.
// or b., so the address is /api/synastry's own query), each side read as the /chart page reads
// its form, and, when both cast, the synastry or both composites from the API's functions.
import { castBirth } from "~/read/birth-chart.server";
import { castRefusal, chartAsk, type ChartAsk } from "~/read/chart-page.server";
import { chartUrl, type ChartForm, type FormError } from "~/input/chart-form";
import { SIDES } from "~/read/relationship.server";
import { castPair, type CastPair, type PairAsk } from "~/read/synastry-charts.server";
import { shareCodec } from "~/lib/share-code.server";
import { type SynastrySide, SIDE_LABELS, synastryQuery } from "~/input/synastry-form";

export interface SideState {
  form: ChartForm;
  errors: FormError[];
  /** What the side's details leave open: which town of that name, or which UTC offset. */
  choices?: { question: string; links: { href: string; label: string }[] };
}

type Sides = Record<SynastrySide, SideState>;

export type SynastryPage = { kind: "form"; sides: Sides } | ReturnType<typeof result>;

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

/** The page's view: the synastry, or (tab=composite, tab=davison) one of the two composite charts. */
export type SynastryView = "synastry" | "composite" | "davison";

/**
 * The page for its query. Each side is read on this thread (its place from the gazetteer);
 * `cast` casts the two charts and reads them together: /synastry's loader runs it in the pool.
 */
export async function synastryPage(
  params: URLSearchParams,
  cast: (ask: PairAsk) => Promise<CastPair> = castPair,
): Promise<SynastryPage> {
  // A sent form has both sides' fields; a link from one chart ("compare with another") has one.
  const asked = SIDES.every((side) => params.has(`${side}.date`));
  const tab = params.get("tab");
  const view: SynastryView = tab === "composite" || tab === "davison" ? tab : "synastry";
  const asks = {} as Record<SynastrySide, ChartAsk>;
  for (const side of SIDES) asks[side] = await chartAsk(sideParams(params, side));
  const [a, b] = [asks.a, asks.b];
  const both =
    a.kind === "placed" && b.kind === "placed"
      ? await cast({ a: a.placed, b: b.placed, composites: view !== "synastry" })
      : undefined;
  const sides = {} as Sides;
  const births = {} as Record<SynastrySide, Cast>;
  for (const side of SIDES) {
    const ask = asks[side];
    // One side alone is cast here, so that a clock time it must settle is asked at once. The
    // page shows no side's own reading, so none is written.
    const page =
      ask.kind === "placed" ? sideOf(ask.form, both ? both[side] : castBirth(ask.placed)) : ask;
    const own = sideParams(params, side);
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
  if (!births.a || !births.b || !both?.synastry) return { kind: "form", sides };
  return result(sides, births.a, births.b, params, view, both);
}

/** A side whose chart was cast: the page shows its form (the chart is in the synastry). */
type Cast = { kind: "chart"; form: ChartForm };

/** A side's cast as the page shows it: its form, or what the cast asks to settle. */
function sideOf(form: ChartForm, birth: CastPair["a"]): Cast | ReturnType<typeof castRefusal> {
  return "code" in birth ? castRefusal(form, birth) : { kind: "chart", form };
}

function result(
  sides: Sides,
  a: Cast,
  b: Cast,
  params: URLSearchParams,
  view: SynastryView,
  both: Required<Pick<CastPair, "synastry">> & CastPair,
) {
  return {
    kind: "result" as const,
    view,
    sides,
    names: [a.form.name || "Person A", b.form.name || "Person B"] as [string, string],
    synastry: both.synastry,
    // Cast only for the view that shows them: the Davison chart is a third chart to cast.
    composites: both.composites,
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
