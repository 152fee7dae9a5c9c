// What each JSON endpoint answers, as zod schemas: the OpenAPI document is written from them,
// and server/api/openapi.test.ts holds each endpoint's example answer to them.
import { z } from "zod";
import { AYANAMSAS } from "~/domain/chart/sidereal";
import { POSITION_ROLES } from "~/domain/tarot/spreads";

const Iso = z.string().meta({ description: "An instant in UTC, ISO 8601." });
const Day = z.string().meta({ description: "A calendar date, YYYY-MM-DD." });
const Rating = z.int().min(1).max(5);

export const ErrorAnswer = z
  .object({ error: z.object({ code: z.string(), message: z.string() }) })
  .meta({ description: "Every refusal: a stable code and a sentence for people." });

const Ratings = z.object({
  overall: Rating,
  love: Rating,
  career: Rating,
  health: Rating,
  finance: Rating,
});

export const DailyReading = z.object({
  date: Day,
  zodiacSign: z.string(),
  normal: z.string(),
  love: z.string(),
  career: z.string(),
  health: z.string(),
  finance: z.string(),
  ratings: Ratings,
  lucky: z.object({ number: z.int(), color: z.string(), mood: z.string(), match: z.string() }),
  sky: z.object({
    bodies: z.array(
      z.object({
        name: z.string(),
        longitude: z.number(),
        sign: z.string(),
        degree: z.number(),
        retrograde: z.boolean(),
        house: z.int(),
      }),
    ),
    moonPhase: z.object({ name: z.string(), illumination: z.number() }),
    aspects: z.array(z.object({ bodies: z.array(z.string()), type: z.string(), orb: z.number() })),
  }),
  basis: z.array(z.string()),
});

export const DailyAnswer = z
  .union([DailyReading, z.object({ date: Day, horoscopes: z.array(DailyReading).length(12) })])
  .meta({ description: "One sign's reading, or all twelve under `horoscopes`." });

export const PeriodReading = z.object({
  period: z.enum(["weekly", "monthly"]),
  start: Day,
  end: Day,
  zodiacSign: z.string(),
  overview: z.string(),
  events: z.array(z.object({ date: Day, fact: z.string(), meaning: z.string() })),
  love: z.string(),
  career: z.string(),
  health: z.string(),
  finance: z.string(),
  closing: z.string(),
  ratings: Ratings,
});

export const PeriodAnswer = z
  .union([
    PeriodReading,
    z.object({
      period: z.enum(["weekly", "monthly"]),
      start: Day,
      end: Day,
      horoscopes: z.array(PeriodReading).length(12),
    }),
  ])
  .meta({ description: "One sign's reading, or all twelve under `horoscopes`." });

export const CompatibilityAnswer = z.object({
  first: z.string(),
  second: z.string(),
  score: z.int().min(0).max(100),
  categories: z.object({
    love: z.int(),
    friendship: z.int(),
    communication: z.int(),
    trust: z.int(),
  }),
  summary: z.string(),
  strongest: z.string().nullable(),
  weakest: z.string().nullable(),
  details: z.array(z.string()),
  factors: z.array(z.object({ name: z.string(), effect: z.number(), detail: z.string() })),
  url: z.string(),
});

const Card = z.object({
  slug: z.string(),
  name: z.string(),
  arcana: z.enum(["major", "minor"]),
  suit: z.string().nullable(),
  number: z.int(),
  image: z.string(),
  keywords: z.object({ upright: z.array(z.string()), reversed: z.array(z.string()) }),
  upright: z.string(),
  reversed: z.string(),
});

export const CardsAnswer = z.object({ cards: z.array(Card) });
export const CardAnswer = Card.extend({ picture: z.string() });
export const SpreadsAnswer = z.object({
  spreads: z.array(
    z.object({
      slug: z.string(),
      name: z.string(),
      positions: z.array(
        z.object({ name: z.string(), meaning: z.string(), role: z.enum(POSITION_ROLES) }),
      ),
    }),
  ),
});
export const DrawAnswer = z.object({
  spread: z.object({ slug: z.string(), name: z.string() }),
  cards: z.array(
    z.object({
      position: z.string(),
      role: z.enum(POSITION_ROLES).meta({
        description: "What the position asks of its card; it sets the tense the card is read in.",
      }),
      card: z.object({ slug: z.string(), name: z.string(), image: z.string() }),
      reversed: z.boolean(),
      reading: z.string().meta({ description: "The card read in its position's role and tense." }),
    }),
  ),
  synthesis: z.array(z.string()).meta({
    description:
      "The reading of the whole, as paragraphs: how the cards connect from first to last, the balance of suits and major cards, reversals, repeated ranks, and the answer to the question if one was asked.",
  }),
  url: z.string(),
});
export const TarotDailyAnswer = z.object({
  date: Day,
  card: CardAnswer,
  reversed: z.boolean(),
  url: z.string(),
});

export const PlacesAnswer = z.object({
  query: z.string(),
  places: z.array(
    z.object({
      id: z.int(),
      name: z.string(),
      region: z.string(),
      country: z.string(),
      countryCode: z.string(),
      latitude: z.number(),
      longitude: z.number(),
      timeZone: z.string(),
      population: z.int(),
      label: z.string(),
    }),
  ),
});

const Placement = z.object({
  name: z.string(),
  longitude: z.number(),
  sign: z.string(),
  degree: z.int(),
  minute: z.int(),
  speed: z.number().optional(),
  retrograde: z.boolean().optional(),
  house: z.int().optional(),
});

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

export const CalendarAnswer = z.object({
  from: Day,
  to: Day,
  kinds: z.array(z.string()),
  events: z.array(
    z
      .object({
        kind: z.enum([
          "lunation",
          "moon-ingress",
          "void",
          "ingress",
          "station",
          "eclipse",
          "season",
        ]),
        time: Iso,
      })
      .loose()
      .meta({ description: "An event; the fields beside kind and time depend on the kind." }),
  ),
});

const Transit = z.object({
  transiting: z.string(),
  natal: z.string(),
  aspect: z.string(),
  begins: Iso,
  ends: Iso,
  exact: z.array(Iso),
  closest: z.number(),
  house: z.int().optional(),
  text: z.string().optional(),
});

export const TransitsAnswer = z.object({
  date: Day,
  zone: z.string(),
  top: z.array(Transit),
  longer: z.array(Transit),
  all: z.array(Transit),
  planets: z.array(z.object({ body: z.string(), sign: z.string(), house: z.int().optional() })),
  coming: z.array(
    z.object({ time: Iso, transiting: z.string(), natal: z.string(), aspect: z.string() }),
  ),
});

const InterAspect = z.object({
  a: z.string(),
  b: z.string(),
  type: z.enum(["conjunction", "sextile", "square", "trine", "opposition"]),
  orb: z.number(),
});
const Overlay = z.object({ point: z.string(), house: z.int().min(1).max(12) });

const ReadOverlay = Overlay.extend({ text: z.string() });

const SynastryReading = z
  .object({
    summary: z.object({
      draws: z.string().meta({ description: "What draws the two together." }),
      rubs: z.string().meta({ description: "Where they are likely to rub." }),
    }),
    contacts: z.array(InterAspect.extend({ title: z.string(), text: z.string() })).meta({
      description: "The twelve strongest inter-aspects, strongest first, each with its text.",
    }),
    overlays: z.object({ aInB: z.array(ReadOverlay), bInA: z.array(ReadOverlay) }),
  })
  .meta({ description: "Our reading of the two charts together (docs/api.md)." });

const CompositeReading = z
  .object({
    summary: z.string(),
    placements: z.array(
      z.object({
        point: z.enum(["Sun", "Moon", "Venus", "Mars", "Ascendant"]),
        sign: z.string(),
        house: z.int().min(1).max(12).optional(),
        text: z.string(),
      }),
    ),
  })
  .meta({ description: "Our reading of the composite Sun, Moon, Venus, Mars and Ascendant." });

export const SynastryAnswer = z.object({
  a: ChartAnswer,
  b: ChartAnswer,
  aspects: z.array(InterAspect),
  overlays: z.object({ aInB: z.array(Overlay), bInA: z.array(Overlay) }),
  reading: SynastryReading,
});

export const CompositeAnswer = z.union([
  z.object({
    method: z.literal("midpoint"),
    a: ChartAnswer,
    b: ChartAnswer,
    chart: z.object({
      points: z.array(Placement),
      houses: z
        .object({ system: z.string(), fallback: z.string().optional(), cusps: z.array(Placement) })
        .optional(),
    }),
    reading: CompositeReading,
  }),
  z.object({
    method: z.literal("davison"),
    a: ChartAnswer,
    b: ChartAnswer,
    davison: z.object({
      utc: Iso,
      latitude: z.number(),
      longitude: z.number(),
      chartQuery: z.string().meta({ description: "The /api/chart query of the Davison chart." }),
    }),
    chart: ChartAnswer,
    reading: CompositeReading,
  }),
]);

const Moment = z
  .object({
    utc: z.string().meta({ description: "UTC, ISO 8601: 2026-03-04T05:06Z." }),
    local: z.string().meta({
      description: "The clock time in the chart's zone, with its offset: 2026-03-04T06:06+01:00.",
    }),
  })
  .meta({ description: "An instant, to the minute (to the second for a return)." });

export const ForecastAnswer = z.object({
  from: Day,
  to: Day,
  timeZone: z.string(),
  orb: z
    .number()
    .meta({ description: "Degrees either side of exact within which a transit is counted." }),
  moon: z.boolean(),
  timeKnown: z.boolean(),
  transits: z.array(
    z.object({
      transiting: z.string(),
      natal: z.string(),
      aspect: z.string(),
      begins: Moment.nullable().meta({
        description: "Entering the orb; null when long before the period.",
      }),
      exact: z.array(Moment),
      ends: Moment.nullable(),
      windows: z
        .array(z.object({ begins: Moment.nullable(), ends: Moment.nullable() }))
        .optional()
        .meta({
          description:
            "When a retrograde loop takes it out of orb and back: each stretch within the orb.",
        }),
      closest: z
        .number()
        .optional()
        .meta({ description: "Degrees, when it turns without perfecting." }),
      house: z.int().min(1).max(12).optional(),
    }),
  ),
  stations: z.array(
    z.object({
      body: z.string(),
      time: Moment,
      turns: z.enum(["retrograde", "direct"]),
      longitude: z.number(),
      sign: z.string(),
      degree: z.int(),
      minute: z.int(),
      contacts: z.array(z.object({ natal: z.string(), aspect: z.string(), orb: z.number() })),
    }),
  ),
  ingresses: z.array(
    z.object({
      body: z.string(),
      time: Moment,
      house: z.int().min(1).max(12),
      retrograde: z.boolean(),
    }),
  ),
});

export const ProgressionsAnswer = z.object({
  date: Day,
  method: z.enum(["secondary", "solar-arc"]),
  timeKnown: z.boolean(),
  age: z.number(),
  progressed: z.object({
    utc: Iso,
    points: z.array(Placement),
    houses: z.object({ system: z.string(), cusps: z.array(Placement) }).optional(),
    midheaven: z
      .enum(["naibod", "solar arc"])
      .meta({ description: "How the Midheaven was progressed." }),
  }),
  moon: Placement.extend({
    natalHouse: z.int().optional(),
    changes: z.array(
      z.object({ date: Day, sign: z.string().optional(), natalHouse: z.int().optional() }),
    ),
  }),
  lunation: z.object({
    phase: z.string(),
    elongation: z.number(),
    began: Day,
    ends: Day,
  }),
  directions: z
    .object({
      arc: z.number(),
      points: z.array(Placement),
      contacts: z.array(
        z.object({ directed: z.string(), natal: z.string(), aspect: z.string(), orb: z.number() }),
      ),
    })
    .optional(),
});

export const ReturnsAnswer = z.object({
  kind: z.enum(["solar", "lunar"]),
  year: z.int().optional(),
  from: Day.optional(),
  timeKnown: z.boolean(),
  note: z.string().optional(),
  returns: z.array(z.object({ moment: Moment, chart: ChartAnswer })),
});
