// The OpenAPI 3.1 document of the public JSON API, written from the same zod schemas that read
// each endpoint's query (./queries.ts) and describe its answer (./answers.ts), so the document
// cannot drift from what the server does. Served at /api/openapi.json and read by the
// /developers page; server/api/openapi.test.ts holds every /api route to it.
import { z } from "zod";
import { DECK } from "~/domain/tarot/deck";
import { BirthChartParamsSchema } from "~/read/birth-chart.server";
import { CompositeQuerySchema, TwoChartsSchema } from "~/read/relationship.server";
import { queryShape, type QuerySchema } from "~/lib/query-params";
import {
  CalendarAnswer,
  CardAnswer,
  CardsAnswer,
  ChartAnswer,
  CompatibilityAnswer,
  CompositeAnswer,
  DailyAnswer,
  DrawAnswer,
  ErrorAnswer,
  ForecastAnswer,
  PeriodAnswer,
  PlacesAnswer,
  ProgressionsAnswer,
  ReturnsAnswer,
  SpreadsAnswer,
  SynastryAnswer,
  TarotDailyAnswer,
  TransitsAnswer,
} from "~/lib/api/answers";
import {
  CalendarQuerySchema,
  CompatibilityQuerySchema,
  DrawQuerySchema,
  ForecastQuerySchema,
  HoroscopeQuerySchema,
  PlacesQuerySchema,
  ProgressionsQuerySchema,
  ReturnsQuerySchema,
  TarotDailyQuerySchema,
  TransitsQuerySchema,
} from "~/lib/api/queries";

export interface Endpoint {
  /** The path as OpenAPI writes it: `/api/tarot/cards/{slug}`. */
  path: string;
  tag: string;
  summary: string;
  description: string;
  query?: QuerySchema;
  /** Path parameters, by name, with what they take. */
  pathParams?: Record<string, string>;
  /** Every value each path parameter takes, so the server knows the addresses it answers. */
  pathValues?: Record<string, readonly string[]>;
  answer: z.ZodType;
  /** A request to show, path and query. */
  example: string;
  /** The refusals besides 400 (for a bad query) that this endpoint gives. */
  errors?: Record<number, string>;
  cache: string;
}

const DAY_CACHE = "public, max-age=86400";
const PRIVATE = "private, no-store (a member's own data)";
const HEAVY_ERRORS = {
  429: "Too many new computations from one address.",
  503: "The server is busy.",
};
const CHART_EXAMPLE = "chart=date%3D1990-07-04%26time%3D15%3A30%26place%3D5128581";

export const ENDPOINTS: Endpoint[] = [
  {
    path: "/api/horoscope/daily",
    example: "/api/horoscope/daily?date=2026-11-21&zodiacSign=Aries",
    tag: "Horoscopes",
    summary: "A day's horoscope for one sign, or all twelve",
    description:
      "The reading for the date: overview (`normal`), love, career, health and finance, 1-5 star ratings, lucky number, colour, mood and match, and the sky it was written from.",
    query: HoroscopeQuerySchema,
    answer: DailyAnswer,
    cache: "public, max-age=2592000",
  },
  {
    path: "/api/horoscope/weekly",
    example: "/api/horoscope/weekly?date=11/21/2026&zodiacSign=Leo",
    tag: "Horoscopes",
    summary: "The week (from Monday) holding the date",
    description: "The week's overview, its sky events, the four parts and the ratings.",
    query: HoroscopeQuerySchema,
    answer: PeriodAnswer,
    cache: "public, max-age=2592000",
  },
  {
    path: "/api/horoscope/monthly",
    example: "/api/horoscope/monthly?date=2026-11-21",
    tag: "Horoscopes",
    summary: "The month holding the date",
    description: "The month's overview, its sky events, the four parts and the ratings.",
    query: HoroscopeQuerySchema,
    answer: PeriodAnswer,
    cache: "public, max-age=2592000",
  },
  {
    path: "/api/compatibility",
    example: "/api/compatibility?first=Aries&second=Libra",
    tag: "Compatibility",
    summary: "How two signs get along",
    description:
      "A score out of 100, four categories, the pair's summary and paragraphs, and the factors behind the score.",
    query: CompatibilityQuerySchema,
    answer: CompatibilityAnswer,
    cache: DAY_CACHE,
  },
  {
    path: "/api/tarot/cards",
    example: "/api/tarot/cards",
    tag: "Tarot",
    summary: "The 78 cards",
    description: "Every card with its keywords and upright and reversed meanings.",
    answer: CardsAnswer,
    cache: DAY_CACHE,
  },
  {
    path: "/api/tarot/cards/{slug}",
    example: "/api/tarot/cards/the-fool",
    tag: "Tarot",
    summary: "One card",
    description: "A card with its meanings and a description of its picture.",
    pathParams: { slug: "The card's slug, as /api/tarot/cards lists them (the-fool)." },
    pathValues: { slug: DECK.map((card) => card.slug) },
    answer: CardAnswer,
    errors: { 404: "No card has that slug (`unknown_card`)." },
    cache: DAY_CACHE,
  },
  {
    path: "/api/tarot/spreads",
    example: "/api/tarot/spreads",
    tag: "Tarot",
    summary: "The spreads",
    description: "Each spread's positions and what each position means.",
    answer: SpreadsAnswer,
    cache: DAY_CACHE,
  },
  {
    path: "/api/tarot/draw",
    example: "/api/tarot/draw?spread=three-cards&question=Should%20I%20take%20the%20job%3F",
    tag: "Tarot",
    summary: "A fresh draw",
    description:
      "Cards drawn for a spread, with the address of the reading's page. Each card carries its position's `role` and a `reading` of the card in that role and tense; `synthesis` reads the whole spread, and answers `question` when one is sent (the question is used for this answer only: it is not in `url`, not stored and not logged).",
    query: DrawQuerySchema,
    answer: DrawAnswer,
    cache: "no-store",
  },
  {
    path: "/api/tarot/daily",
    example: "/api/tarot/daily?date=2026-11-21",
    tag: "Tarot",
    summary: "The card of the day",
    description: "The same card for everyone on a date.",
    query: TarotDailyQuerySchema,
    answer: TarotDailyAnswer,
    cache: "public, until the site's midnight without a date; a day with one",
  },
  {
    path: "/api/places",
    example: "/api/places?q=amsterdam&limit=3",
    tag: "Birth charts",
    summary: "Search birthplaces",
    description:
      "Towns of 1,000 people or more whose names start with the query, in any script, most populous first; a comma narrows by region or country.",
    query: PlacesQuerySchema,
    answer: PlacesAnswer,
    cache: DAY_CACHE,
  },
  {
    path: "/api/chart",
    example: "/api/chart?date=1879-03-14&time=11:30&place=2820256",
    tag: "Birth charts",
    summary: "A birth chart",
    description:
      "The points in signs, degrees, minutes and houses, the cusps, and the aspects, with the UTC offset used and why. A clock time that happened twice is refused as `ambiguous_time` with both offsets to pass as `offset`; one that never happened as `nonexistent_time`. With `zodiac=sidereal` every longitude is less the ayanamsa of date (`ayanamsa`: lahiri by default, fagan-bradley or raman), houses are whole-sign unless `houses` says otherwise, and the answer adds the ayanamsa and the Moon's `nakshatra` and pada.",
    query: BirthChartParamsSchema,
    answer: ChartAnswer,
    cache: DAY_CACHE,
  },
  {
    path: "/api/synastry",
    example:
      "/api/synastry?a.date=1985-03-02&a.time=09:40&a.place=2759794&b.date=1988-10-19&b.time=18:15&b.place=5128581",
    tag: "Relationships",
    summary: "Two birth charts read together",
    description:
      "Both charts as /api/chart gives them, every aspect between a point of one and a point of the other (the five major aspects: 6° between planets, 4° for a sextile, 2° more with the Sun or Moon, 3° to the node and the angles), and each person's bodies and node in the other's houses (none in a chart whose time is unknown). Every /api/chart parameter is taken twice, prefixed `a.` and `b.`; a refusal names its side's parameter. `reading` holds our texts: a summary (what draws the two together, where they rub), the twelve strongest contacts, strongest first, and each overlay.",
    query: TwoChartsSchema,
    answer: SynastryAnswer,
    cache: DAY_CACHE,
  },
  {
    path: "/api/composite",
    example:
      "/api/composite?a.date=1985-03-02&a.time=09:40&a.place=2759794&b.date=1988-10-19&b.time=18:15&b.place=5128581&method=davison",
    tag: "Relationships",
    summary: "A composite chart of two people",
    description:
      "`method=midpoint` (the default): each point halfway between the two on the shorter arc, and the houses from the composite Midheaven at the two birthplaces' mean latitude (the composite Ascendant is the one those houses start from). `method=davison`: /api/chart's answer for the moment halfway between the two births (to the minute) at the place halfway between them on the great circle, in UTC; `davison.chartQuery` is that /api/chart query. `reading` reads the composite Sun, Moon, Venus, Mars and Ascendant by sign and house.",
    query: CompositeQuerySchema,
    answer: CompositeAnswer,
    cache: DAY_CACHE,
  },
  {
    path: "/api/transits",
    example:
      "/api/transits?chart=date%3D1990-07-04%26time%3D15%3A30%26place%3D5128581&date=2026-11-27",
    tag: "Birth charts",
    summary: "A chart's day of transits",
    description:
      "The transits to a birth chart on a day, as /today shows a member theirs. `chart` holds a /api/chart query, URL-encoded.",
    query: TransitsQuerySchema,
    answer: TransitsAnswer,
    errors: { 429: "Too many new computations from one address.", 503: "The server is busy." },
    cache: DAY_CACHE,
  },
  {
    path: "/api/forecast",
    example: `/api/forecast?${CHART_EXAMPLE}&from=2026-01-01&to=2026-12-31`,
    tag: "The year ahead",
    summary: "A birth chart's transits over up to a year",
    description:
      "Every transit of the Sun to Pluto (the Moon's with `moon=1`) to the natal bodies, angles and true node: each conjunction, sextile, square, trine, quincunx and opposition within 1°, with the moment it enters the orb, each exact moment (three when a retrograde loop crosses the point) and the moment it leaves, and the natal house the moving planet is in; the stations within 1° of an aspect to a natal point; the planets' ingresses into the natal houses. From 00:00 UTC on `from` to 24:00 UTC on `to`, at most 366 days; times to the minute, in UTC and in the chart's zone. `chart` holds a /api/chart query, URL-encoded.",
    query: ForecastQuerySchema,
    answer: ForecastAnswer,
    errors: HEAVY_ERRORS,
    cache: PRIVATE,
  },
  {
    path: "/api/progressions",
    example: `/api/progressions?${CHART_EXAMPLE}&date=2026-11-27&method=solar-arc`,
    tag: "The year ahead",
    summary: "Secondary progressions and solar arc directions",
    description:
      "The chart progressed to 00:00 UTC on `date` (a day after birth for each year of life, to the minute), its angles and houses from the Midheaven advanced by Naibod's rate (or by the solar arc with `method=solar-arc`, which adds the directed points and their contacts with the natal ones within 1°); the progressed Moon's sign and natal-house changes over the year from `date`; the progressed lunation phase with the days it began and ends.",
    query: ProgressionsQuerySchema,
    answer: ProgressionsAnswer,
    errors: HEAVY_ERRORS,
    cache: PRIVATE,
  },
  {
    path: "/api/returns",
    example: `/api/returns?${CHART_EXAMPLE}&kind=solar&year=2026`,
    tag: "The year ahead",
    summary: "Solar and lunar returns",
    description:
      "`kind=solar&year=`: the moment in that year the Sun comes back to its natal longitude; `kind=lunar&from=`: the next 13 moments the Moon does. Each to the second, with its chart as /api/chart casts it, for the birthplace or for `place` (a place id from /api/places).",
    query: ReturnsQuerySchema,
    answer: ReturnsAnswer,
    errors: {
      ...HEAVY_ERRORS,
      400: "The query is wrong, or place names no place (`unknown_place`).",
    },
    cache: PRIVATE,
  },
  {
    path: "/api/calendar",
    example: "/api/calendar?from=2026-12-01&to=2026-12-31&events=lunations,eclipses",
    tag: "Sky calendar",
    summary: "The sky's events between two dates",
    description:
      "Lunations, eclipses, ingresses, stations, seasons, Moon ingresses and void-of-course Moons between two UTC dates (both included, at most 366 days).",
    query: CalendarQuerySchema,
    answer: CalendarAnswer,
    errors: { 429: "Too many new computations from one address.", 503: "The server is busy." },
    cache: DAY_CACHE,
  },
];

function jsonSchema(schema: z.ZodType, io: "input" | "output") {
  const json = z.toJSONSchema(schema, {
    io,
    target: "draft-2020-12",
    unrepresentable: "any",
  }) as Record<string, unknown>;
  // The document names its dialect once (OpenAPI 3.1 is JSON Schema 2020-12).
  delete json.$schema;
  return json;
}

/** A parameter is required when its schema refuses to go without it. */
function isRequired(schema: z.ZodType): boolean {
  return !schema.safeParse(undefined).success;
}

function operation(endpoint: Endpoint) {
  const parameters = [
    ...Object.entries(endpoint.pathParams ?? {}).map(([name, description]) => ({
      name,
      in: "path",
      required: true,
      description,
      schema: { type: "string" },
    })),
    ...Object.entries(endpoint.query ? queryShape(endpoint.query) : {}).map(([name, schema]) => {
      const { description, ...rest } = jsonSchema(schema, "input");
      return {
        name,
        in: "query",
        required: isRequired(schema),
        ...(description ? { description } : {}),
        schema: rest,
      };
    }),
  ];
  const error = (description: string) => ({
    description,
    content: { "application/json": { schema: { $ref: "#/components/schemas/Error" } } },
  });
  return {
    tags: [endpoint.tag],
    summary: endpoint.summary,
    description: `${endpoint.description}\n\nCache-Control: ${endpoint.cache}.`,
    parameters,
    responses: {
      200: {
        description: "The answer.",
        content: { "application/json": { schema: jsonSchema(endpoint.answer, "output") } },
      },
      ...(endpoint.query
        ? { 400: error("The query is wrong: the code and message say how.") }
        : {}),
      ...Object.fromEntries(
        Object.entries(endpoint.errors ?? {}).map(([status, text]) => [status, error(text)]),
      ),
    },
  };
}

let document: object | undefined;

/** The document, built once. */
export function openApiDocument(siteUrl: string): object {
  document ??= {
    openapi: "3.1.0",
    info: {
      title: "Starcast API",
      version: "1",
      description:
        "Starcast's public JSON API: horoscopes computed from the real sky, tarot, compatibility, birth charts and the sky calendar. Read-only, no key, any origin (CORS). Every refusal is `{ error: { code, message } }`; a parameter given twice is `repeated_parameter`.",
      license: { name: "MIT", identifier: "MIT" },
    },
    servers: [{ url: siteUrl }],
    paths: Object.fromEntries(ENDPOINTS.map((e) => [e.path, { get: operation(e) }])),
    components: { schemas: { Error: jsonSchema(ErrorAnswer, "output") } },
  };
  return document;
}

/** Every address the API answers (with GET): each endpoint's path with its parameters' values. */
export function endpointPaths(): string[] {
  return [
    "/api/openapi.json",
    ...ENDPOINTS.flatMap(({ path, pathValues = {} }) =>
      Object.entries(pathValues).reduce(
        (paths, [name, values]) =>
          paths.flatMap((p) => values.map((value) => p.replace(`{${name}}`, value))),
        [path],
      ),
    ),
  ];
}
