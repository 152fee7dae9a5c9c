// The spreads a visitor can lay out. Each position carries a grid place (x, y in card slots)
// so the page can draw the classic shapes, such as the Celtic Cross, without its own table.

/**
 * What a position asks of its card, which sets the tense it is read in: past roles look back,
 * future and outcome look ahead, advice and help give counsel, the rest speak of now.
 */
export const POSITION_ROLES = [
  "past",
  "present",
  "future",
  "outcome",
  "advice",
  "help",
  "obstacle",
  "hidden",
  "others",
  "self",
  "hope",
  "aim",
] as const;
export type PositionRole = (typeof POSITION_ROLES)[number];

export interface SpreadPosition {
  name: string;
  role: PositionRole;
  meaning: string;
  x: number;
  y: number;
  /** Laid sideways across the card beneath it (the Celtic Cross challenge). */
  crossed?: boolean;
}

export interface Spread {
  slug: SpreadSlug;
  name: string;
  description: string;
  positions: readonly SpreadPosition[];
}

export const SPREAD_SLUGS = [
  "card-of-the-day",
  "one-card",
  "three-cards",
  "situation-action-outcome",
  "mind-body-spirit",
  "relationship",
  "horseshoe",
  "celtic-cross",
] as const;
export type SpreadSlug = (typeof SPREAD_SLUGS)[number];

type Row = readonly [
  name: string,
  role: PositionRole,
  meaning: string,
  x: number,
  y: number,
  crossed?: boolean,
];

function spread(slug: SpreadSlug, name: string, description: string, rows: readonly Row[]): Spread {
  const positions = rows.map(([n, role, meaning, x, y, crossed]) =>
    crossed ? { name: n, role, meaning, x, y, crossed } : { name: n, role, meaning, x, y },
  );
  return { slug, name, description, positions };
}

export const SPREADS: readonly Spread[] = [
  spread(
    "card-of-the-day",
    "Card of the day",
    "One card shared by everyone on the same date: a theme to carry through the day and notice as it unfolds.",
    [
      [
        "The day",
        "present",
        "The mood, lesson or opportunity the day is likely to put in front of you.",
        0,
        0,
      ],
    ],
  ),
  spread(
    "one-card",
    "One card",
    "A single card for a quick answer or a fresh angle. Hold one question in mind and draw.",
    [
      [
        "The answer",
        "present",
        "The heart of the matter: what most needs your attention about your question.",
        0,
        0,
      ],
    ],
  ),
  spread(
    "three-cards",
    "Past, present, future",
    "The simplest story a spread can tell: where you came from, where you stand and where the road bends next.",
    [
      ["Past", "past", "What has shaped the situation and is still echoing in it.", 0, 0],
      ["Present", "present", "Where things stand now and the energy you are working with.", 1, 0],
      ["Future", "future", "Where the current path is heading if nothing changes.", 2, 0],
    ],
  ),
  spread(
    "situation-action-outcome",
    "Situation, action, outcome",
    "A practical spread for a decision: read the ground, pick a move, see what it sets in motion.",
    [
      ["Situation", "present", "The facts and feelings of the moment, seen plainly.", 0, 0],
      ["Action", "advice", "The step that would serve you best from here.", 1, 0],
      ["Outcome", "outcome", "What that step is likely to bring about.", 2, 0],
    ],
  ),
  spread(
    "mind-body-spirit",
    "Mind, body, spirit",
    "A check-in with the whole of you, for days when something feels out of balance but you cannot say what.",
    [
      ["Mind", "present", "Your thoughts, worries and what has your attention.", 0, 0],
      ["Body", "present", "Your energy, health and the practical ground under your feet.", 1, 0],
      ["Spirit", "present", "What nourishes you, gives meaning and asks to be tended.", 2, 0],
    ],
  ),
  spread(
    "relationship",
    "Relationship",
    "Six cards for two people: each of you, what runs between you, and where it is all going.",
    [
      ["You", "self", "What you bring to the relationship and how you are showing up.", 0, 0],
      ["The bond", "present", "The shared ground: what truly connects the two of you.", 1, 0],
      ["Them", "others", "What the other person brings and how they seem to be showing up.", 2, 0],
      ["What helps", "help", "The strength to lean on when things get hard.", 0, 1],
      [
        "Where it goes",
        "future",
        "The direction the relationship is taking as things stand.",
        1,
        1,
      ],
      ["What hinders", "obstacle", "The friction, fear or habit that gets in the way.", 2, 1],
    ],
  ),
  spread(
    "horseshoe",
    "Horseshoe",
    "Seven cards in a lucky arc that walk a question from its roots, through what is hidden, to the likely result.",
    [
      ["Past", "past", "The events and choices that led to this point.", 0, 0],
      ["Present", "present", "The situation as it stands today.", 1, 0.5],
      [
        "Hidden influences",
        "hidden",
        "What is at work beneath the surface, unseen or unspoken.",
        2,
        1,
      ],
      ["Obstacles", "obstacle", "The main thing standing in your way.", 3, 1.25],
      [
        "Those around you",
        "others",
        "How other people and your surroundings bear on the matter.",
        4,
        1,
      ],
      ["Advice", "advice", "The approach the cards suggest you take.", 5, 0.5],
      ["Outcome", "outcome", "The most likely result if you follow the path you are on.", 6, 0],
    ],
  ),
  spread(
    "celtic-cross",
    "Celtic Cross",
    "The classic ten-card spread: a cross that maps the situation and a staff beside it that maps you and where things lead.",
    [
      ["The present", "present", "The heart of the matter: where you are right now.", 1, 1.5],
      [
        "The challenge",
        "obstacle",
        "What crosses you: the obstacle or tension you must deal with.",
        1,
        1.5,
        true,
      ],
      [
        "The foundation",
        "past",
        "The roots of the situation, often something from further back.",
        1,
        2.5,
      ],
      [
        "The recent past",
        "past",
        "What is just passing out of your life and still colours it.",
        0,
        1.5,
      ],
      ["The crown", "aim", "Your conscious goal: the best that can come of this.", 1, 0.5],
      ["The near future", "future", "What is coming into play over the next weeks.", 2, 1.5],
      ["Yourself", "self", "Your attitude and the part you are playing.", 3.25, 3],
      ["Your surroundings", "others", "The people, places and forces around you.", 3.25, 2],
      [
        "Hopes and fears",
        "hope",
        "What you long for and what you dread, often the same thing.",
        3.25,
        1,
      ],
      ["The outcome", "outcome", "Where everything points if the present course holds.", 3.25, 0],
    ],
  ),
];

const BY_SLUG = new Map<string, Spread>(SPREADS.map((s) => [s.slug, s]));

export function getSpread(slug: string): Spread | undefined {
  return BY_SLUG.get(slug);
}

export function isSpreadSlug(value: string): value is SpreadSlug {
  return BY_SLUG.has(value);
}
