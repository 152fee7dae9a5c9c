// What the /chart page shows for its query: the empty form, the form again with what is wrong,
// the towns to choose from when the birthplace was typed but not picked (the no-JavaScript
// path), the two offsets to choose from for a clock time that happened twice, or the chart.
import { chartReading, type ChartReading } from "~/domain/chart/reading";
import { hiddenCharacter } from "~/domain/hidden-characters";
import { searchPlaces } from "~/domain/places/search";
import { placeLabel } from "~/domain/places/table";
import {
  castBirth,
  parseChartQuery,
  placedQuery,
  type BirthChart,
  type PlacedQuery,
  type TimeProblem,
} from "~/read/birth-chart.server";
import { placeIndex } from "~/lib/places.server";
import {
  fieldOfProblem,
  type FormError,
  MAX_NAME_LENGTH,
  type ChartForm,
} from "~/input/chart-form";
import { type Problem, shown } from "~/input/query-params";

const MAX_PLACE_TEXT = 100;

export type ChartPage =
  | { kind: "form"; form: ChartForm; errors: FormError[] }
  | { kind: "choose-place"; form: ChartForm; places: { id: number; label: string }[] }
  | {
      kind: "choose-offset";
      form: ChartForm;
      message: string;
      offsets: { offset: string; label: string }[];
    }
  | { kind: "chart"; form: ChartForm; birth: BirthChart; reading: ChartReading };

function readForm(params: URLSearchParams): ChartForm {
  const one = (name: string) => (params.getAll(name)[0] ?? "").trim();
  return {
    name: one("name"),
    date: one("date"),
    time: one("time"),
    unknownTime: one("unknown") === "on",
    where: one("where"),
    place: one("place"),
    houses: one("houses") || (one("zodiac") === "sidereal" ? "whole-sign" : "placidus"),
    ...(one("zodiac") ? { zodiac: one("zodiac") } : {}),
    ...(one("ayanamsa") ? { ayanamsa: one("ayanamsa") } : {}),
  };
}

/**
 * With `zodiac`, the chart page's own zodiac= and ayanamsa=; without, a tropical chart, as the
 * pages that read transits or a second chart against it need (a member's day, the forecast).
 */
export async function chartPage(
  params: URLSearchParams,
  zodiac = false,
  read: (placed: PlacedQuery) => ReadBirth | Promise<ReadBirth> = readBirth,
): Promise<ChartPage> {
  const ask = await chartAsk(params, zodiac);
  if (ask.kind !== "placed") return ask;
  const { birth, reading } = await read(ask.placed);
  return chartPageOf(ask.form, birth, reading);
}

/** A chart cast and read, or why it was not: what a pool thread hands back for a query. */
export interface ReadBirth {
  birth: BirthChart | TimeProblem | Problem;
  reading?: ChartReading;
}

/**
 * The cast and the reading of a query whose place is looked up: some 10 ms of CPU, so the
 * /chart and Moon-sign pages run it in the pool (ADR 018). It reads no gazetteer.
 */
export function readBirth(placed: PlacedQuery): ReadBirth {
  const birth = castBirth(placed);
  return "code" in birth ? { birth } : { birth, reading: chartReading(birth.chart) };
}

/** The chart page up to the cast: the form's problems, the towns to choose from, or the query. */
export type ChartAsk =
  | Extract<ChartPage, { kind: "form" | "choose-place" }>
  | { kind: "placed"; form: ChartForm; placed: PlacedQuery };

export async function chartAsk(params: URLSearchParams, zodiac = false): Promise<ChartAsk> {
  const form = readForm(params);
  if (!params.has("date")) return { kind: "form", form, errors: [] };
  const errors: FormError[] = [];
  for (const name of [
    "name",
    "date",
    "time",
    "unknown",
    "where",
    "place",
    "houses",
    "offset",
    "zodiac",
    "ayanamsa",
  ]) {
    if (params.getAll(name).length > 1) {
      errors.push({
        field:
          name === "name" || name === "date"
            ? name
            : name === "unknown"
              ? "time"
              : fieldOfProblem(name),
        message: `Give the ${name} once.`,
      });
    }
  }
  if (form.name.length > MAX_NAME_LENGTH) {
    errors.push({
      field: "name",
      message: `The name is ${form.name.length} characters long: use at most ${MAX_NAME_LENGTH}.`,
    });
  }
  // The name is shown on the page, its downloads and share image; the birthplace in the form.
  for (const [field, words] of [
    ["name", "The name"],
    ["where", "The birthplace"],
  ] as const) {
    const hidden = hiddenCharacter(form[field]);
    if (hidden) errors.push({ field, message: `${words} cannot contain ${hidden}.` });
  }
  if (form.where.length > MAX_PLACE_TEXT) {
    errors.push({
      field: "where",
      message: `The birthplace is ${form.where.length} characters long: use at most ${MAX_PLACE_TEXT}.`,
    });
  }
  if (!form.time && !form.unknownTime) {
    errors.push({
      field: "time",
      message: 'Give the birth time, or tick "I don\'t know the time".',
    });
  }
  if (!form.place && !form.where) {
    errors.push({ field: "where", message: "Give the town you were born in." });
  }
  if (errors.length) return { kind: "form", form, errors };

  if (!form.place) {
    const places = searchPlaces(await placeIndex(), form.where, 10).map((place) => ({
      id: place.id,
      label: placeLabel(place),
    }));
    if (places.length === 0) {
      return {
        kind: "form",
        form,
        errors: [
          {
            field: "where",
            message: `We know no town called "${shown(form.where)}": check the spelling, or try a larger town nearby.`,
          },
        ],
      };
    }
    return { kind: "choose-place", form, places };
  }

  const values = (name: string): string[] => {
    if (name === "time") return form.unknownTime ? [] : [form.time];
    const value = params.get(name);
    return value === null || value === "" ? [] : [value];
  };
  const query = parseChartQuery(values, zodiac);
  if ("code" in query) return { kind: "form", form, errors: [fieldError(query)] };
  const placed = await placedQuery(query);
  if ("code" in placed && placed.code === "unknown_place") {
    // A place id the table does not hold (an old or edited address): the page's own words.
    const message = "We could not find that birthplace: type the town again and choose it.";
    return { kind: "form", form: { ...form, place: "" }, errors: [{ field: "where", message }] };
  }
  if ("code" in placed) return { kind: "form", form, errors: [fieldError(placed)] };
  return { kind: "placed", form, placed };
}

/** The page for a form whose chart was cast, or whose time needs an offset chosen. */
export function chartPageOf(
  form: ChartForm,
  birth: BirthChart | TimeProblem | Problem,
  reading?: ChartReading,
): ChartPage {
  if ("code" in birth) return castRefusal(form, birth);
  return { kind: "chart", form, birth, reading: reading ?? chartReading(birth.chart) };
}

/** A cast that gave no chart, as the page asks about it: an offset to choose, or the problem. */
export function castRefusal(
  form: ChartForm,
  birth: TimeProblem | Problem,
): Extract<ChartPage, { kind: "form" | "choose-offset" }> {
  if ("offsets" in birth) {
    return { kind: "choose-offset", form, ...offsetQuestion(birth, form.time) };
  }
  return { kind: "form", form, errors: [fieldError(birth)] };
}

// What a cast chart is drawn from: a chart always has a place, so `where` is only its text.
const DRAWN_FROM = new Set([
  "date",
  "time",
  "unknown",
  "place",
  "houses",
  "offset",
  "lat",
  "lon",
  "tz",
  "zodiac",
  "ayanamsa",
]);

/**
 * The query a chart's share image is drawn from: the page's own without the name, the typed
 * place and anything else the chart does not read (utm_source=...), so that less is sealed.
 */
export function shareQuery(params: URLSearchParams): string {
  return new URLSearchParams([...params].filter(([name]) => DRAWN_FROM.has(name))).toString();
}

/**
 * A clock time that happened twice or never, asked in plain words: the API's message names
 * parameters and zones, a visitor knows only that the clocks changed that night.
 */
function offsetQuestion(problem: TimeProblem, time: string) {
  const [first, second] = problem.offsets as [string, string];
  if (problem.code === "ambiguous_time") {
    return {
      message: `Clocks went back that night: was it the first ${time} or the second?`,
      offsets: [
        { offset: first, label: `The first ${time} (UTC${first})` },
        { offset: second, label: `The second ${time} (UTC${second})` },
      ],
    };
  }
  return {
    message: `Clocks went forward that night, so ${time} never showed on a clock there: was it counted in the old time or the new?`,
    offsets: [
      { offset: first, label: `The old time (UTC${first})` },
      { offset: second, label: `The new time (UTC${second})` },
    ],
  };
}

function fieldError(problem: { code: string; message: string }): FormError {
  return { field: fieldOfProblem(problem.code), message: problem.message };
}
