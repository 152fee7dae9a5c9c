// GET /api/chart?date=&time=&place= (or &lat=&lon=&tz=)&houses=&offset= : a birth chart, as
// app/read/birth-chart.server.ts casts it, cached like the other answers.
import { z } from "zod";
import { AYANAMSAS } from "~/domain/chart/sidereal";
import {
  birthChart,
  BirthChartParamsSchema,
  type ChartQuery,
  parseChartQuery,
} from "~/read/birth-chart.server";
import { cachedJson, sendJson } from "../cache/cached-json";
import { defineEndpoint } from "./endpoint";
import { apiError } from "./errors";
import { Day, Iso, Placement } from "./schemas";

const Ayanamsa = z.object({
  name: z.enum(AYANAMSAS),
  degrees: z.number(),
  mean: z.number(),
});

export const ChartAnswer = z.object({
  input: z.object({
    place: z.object({ id: z.int(), label: z.string() }).optional(),
    date: Day,
    time: z.string().nullable(),
    latitude: z.number(),
    longitude: z.number(),
    timeZone: z.string(),
    houses: z.string(),
    zodiac: z.enum(["tropical", "sidereal"]),
    ayanamsa: z.enum(AYANAMSAS).optional(),
  }),
  offset: z.object({
    utcOffset: z.string(),
    reason: z.string(),
    abbreviation: z.string(),
    basis: z.string(),
  }),
  note: z.string().optional(),
  chart: z.object({
    utc: Iso,
    timeKnown: z.boolean(),
    points: z.array(Placement).meta({
      description:
        "The Sun to Pluto, the mean and true nodes, Lilith and Chiron (the bodies and Chiron with speed in degrees a day and retrograde), then with a birth time the Ascendant, Midheaven, Vertex and Part of Fortune; each with its house when the time is known.",
    }),
    houses: z
      .object({
        system: z.string(),
        fallback: z.string().optional(),
        cusps: z.array(Placement),
      })
      .optional(),
    aspects: z.array(
      z.object({
        between: z.array(z.string()),
        type: z.string(),
        orb: z.number(),
        applying: z.boolean(),
      }),
    ),
    moonRange: z.object({ from: Placement, to: Placement }).optional(),
    ayanamsa: Ayanamsa.optional(),
  }),
  ayanamsa: Ayanamsa.optional().meta({
    description:
      "With zodiac=sidereal: the ayanamsa subtracted from every longitude (degrees: the mean value plus the nutation in longitude; mean: as ephemerides tabulate it).",
  }),
  nakshatra: z.object({ name: z.string(), number: z.int(), pada: z.int() }).optional().meta({
    description:
      "With zodiac=sidereal: the Moon's nakshatra (1-27, 13°20' each from 0° sidereal Aries) and pada (1-4).",
  }),
  patterns: z
    .array(
      z.object({
        type: z.enum([
          "grand trine",
          "T-square",
          "grand cross",
          "yod",
          "kite",
          "mystic rectangle",
          "stellium",
        ]),
        members: z.array(z.string()),
        orb: z.number(),
        apex: z.string().optional(),
        sign: z.string().optional(),
        house: z.int().optional(),
      }),
    )
    .meta({ description: "Aspect patterns among the ten bodies (docs/astrology.md#patterns)." }),
  shape: z
    .object({
      type: z.enum(["bundle", "bowl", "bucket", "locomotive", "seesaw", "splash", "splay"]),
      largestGap: z.number(),
      handle: z.string().optional(),
    })
    .meta({ description: "The chart's shape by Marc Edmund Jones's types." }),
  dignities: z.object({
    planets: z.array(
      z.object({
        name: z.string(),
        sign: z.string(),
        dignities: z.array(z.enum(["domicile", "exaltation", "detriment", "fall"])),
        score: z.number(),
      }),
    ),
    mutualReceptions: z.array(
      z.object({ between: z.array(z.string()), signs: z.array(z.string()) }),
    ),
  }),
  balance: z.object({
    elements: z.object({ fire: z.number(), earth: z.number(), air: z.number(), water: z.number() }),
    modalities: z.object({ cardinal: z.number(), fixed: z.number(), mutable: z.number() }),
    dominantElement: z.array(z.string()),
    dominantModality: z.array(z.string()),
    hemispheres: z
      .object({ above: z.int(), below: z.int(), east: z.int(), west: z.int() })
      .nullable(),
    dominantPlanet: z.string(),
  }),
  ruler: z
    .object({ ascendant: z.string(), planet: z.string(), modern: z.string().optional() })
    .nullable()
    .meta({ description: "The ruler of the Ascendant's sign; null without a birth time." }),
});

// Charts asked for again (a page reloaded, a link shared) are served from memory. A chart is
// 26 KB of JSON and cast again in about 2 ms: its budget keeps some 150 (issue 42).
const answers = cachedJson("api.chart", async (query: ChartQuery) => {
  const chart = await birthChart(query);
  return "code" in chart ? chart : { value: chart satisfies z.input<typeof ChartAnswer> };
});

export const chartEndpoint = defineEndpoint({
  path: "/api/chart",
  example: "/api/chart?date=1879-03-14&time=11:30&place=2820256",
  tag: "Birth charts",
  summary: "A birth chart",
  description:
    "The points in signs, degrees, minutes and houses, the cusps, and the aspects, with the UTC offset used and why. A clock time that happened twice is refused as `ambiguous_time` with both offsets to pass as `offset`; one that never happened as `nonexistent_time`. With `zodiac=sidereal` every longitude is less the ayanamsa of date (`ayanamsa`: lahiri by default, fagan-bradley or raman), houses are whole-sign unless `houses` says otherwise, and the answer adds the ayanamsa and the Moon's `nakshatra` and pada.",
  query: BirthChartParamsSchema,
  read: (values) => parseChartQuery(values, true),
  answer: ChartAnswer,
  cache: "public, max-age=86400",
  handle: async (c, query, cache) => {
    const answer = await answers(JSON.stringify(query), query);
    if ("code" in answer) return apiError(c, 400, answer.code, answer.message);
    return sendJson(c, answer, cache);
  },
});
