// A spread's reading of the whole, counted from the draw: how the cards connect from first to
// last, the balance of suits and major cards, reversals, ranks that repeat, and the visitor's
// question if they asked one.
import { COUNT_WORDS, RANK_NOTES, SPREAD_STORIES, SUIT_NOTES } from "~/content/tarot/synthesis";
import { SUITS, type Suit } from "~/domain/tarot/deck";
import type { DrawnCard, Reading } from "~/domain/tarot/draw";
import { capitalise, cardLabel, rolesOf, themeOf } from "~/domain/tarot/interpret";

const label = (d: DrawnCard) => cardLabel(d.card, d.reversed);

/** "A", "A and B", "A, B and C". */
function list(items: readonly string[]): string {
  return items.length < 2
    ? (items[0] ?? "")
    : `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`;
}

function count(n: number): string {
  return COUNT_WORDS[n] ?? String(n);
}

/** A major's Golden Dawn attribution as a sentence names it: "Venus", "the Moon", "the element of air". */
function ruler(astrology: string): string {
  if (astrology === "Sun" || astrology === "Moon") return `the ${astrology}`;
  if (["Air", "Water", "Fire"].includes(astrology))
    return `the element of ${astrology.toLowerCase()}`;
  return astrology;
}

/** The card's first two keywords as drawn: "apathy and contemplation". */
function gist(drawn: DrawnCard): string {
  const words = drawn.reversed ? drawn.card.keywords.reversed : drawn.card.keywords.upright;
  return `${words[0]} and ${words[1]}`;
}

function single(drawn: DrawnCard): string[] {
  const { card } = drawn;
  const name = capitalise(label(drawn));
  const out: string[] = [];
  if (card.suit === null) {
    out.push(
      `${name} is a major arcana card, linked to ${ruler(card.astrology!)} in the Golden Dawn's scheme: a turn of life larger than one day's choices, worth taking to heart.`,
    );
  } else {
    const [rank, , note] = RANK_NOTES[card.number]!;
    const article = rank === "Ace" ? "an" : "a";
    out.push(
      `${name} belongs to ${SUIT_NOTES[card.suit].name}, the suit of ${card.element}, where ${SUIT_NOTES[card.suit].lead}; as ${article} ${rank}, it carries the note of ${note}.`,
    );
  }
  if (drawn.reversed)
    out.push(
      "Upside down, it shows something held back or turned inward, so the first work is within.",
    );
  return out;
}

function majors(cards: readonly DrawnCard[]): string {
  const n = cards.length;
  const found = cards.filter((d) => d.card.arcana === "major");
  const k = found.length;
  const names = list(found.map(label));
  if (k === 0)
    return "No major arcana turn up, so this lies within everyday reach: the cards speak of choices in your own hands.";
  if (k === n)
    return `Every card is a major arcana card (${names}): this is one of life's larger turns, not a passing mood.`;
  if (k * 2 >= n)
    return `${capitalise(count(k))} of the ${count(n)} cards are major arcana (${names}): larger forces than day-to-day choices are at work.`;
  return k === 1
    ? `${capitalise(names)} is the one major arcana card here, the weightiest note in the reading.`
    : `${capitalise(names)} are the major arcana cards here, the weightiest notes in the reading.`;
}

function suits(cards: readonly DrawnCard[]): string[] {
  const by = new Map<Suit, DrawnCard[]>(SUITS.map((s) => [s, []]));
  for (const d of cards) if (d.card.suit) by.get(d.card.suit)!.push(d);
  const minors = cards.length - cards.filter((d) => d.card.suit === null).length;
  if (minors === 0) return [];
  const top = Math.max(...[...by.values()].map((v) => v.length));
  const leaders = SUITS.filter((s) => by.get(s)!.length === top);
  const out: string[] = [];
  if (top >= 2 && leaders.length === 1) {
    const suit = leaders[0]!;
    const names = list(by.get(suit)!.map(label));
    out.push(
      `${SUIT_NOTES[suit].name} lead with ${count(top)} cards (${names}): ${SUIT_NOTES[suit].lead}.`,
    );
  } else if (top >= 2) {
    const fields = leaders.map((s) => SUIT_NOTES[s].field);
    const names = list(leaders.flatMap((s) => by.get(s)!.map(label)));
    const pull =
      fields.length === 2
        ? `pulling between ${fields[0]} on one side and ${fields[1]} on the other`
        : `pulling ${count(fields.length)} ways at once, between ${list(fields)}`;
    out.push(
      `${list(leaders.map((s) => SUIT_NOTES[s].name))} come ${count(top)} apiece (${names}), ${pull}.`,
    );
  } else if (minors >= 3) {
    out.push(
      `The minor cards come one apiece from ${list(SUITS.filter((s) => by.get(s)!.length).map((s) => SUIT_NOTES[s].name))}, so no single side of life outweighs the others.`,
    );
  }
  if (cards.length >= 6) {
    for (const suit of SUITS) {
      if (by.get(suit)!.length === 0)
        out.push(`With no ${SUIT_NOTES[suit].name} in the spread, ${SUIT_NOTES[suit].absent}.`);
    }
  }
  return out;
}

function reversals(cards: readonly DrawnCard[]): string {
  const n = cards.length;
  const found = cards.filter((d) => d.reversed);
  const r = found.length;
  // Named as the card, not "X reversed", since the sentence says they are reversed.
  const names = list(found.map((d) => cardLabel(d.card, false)));
  if (r === 0)
    return "Every card is upright, so nothing here is blocked: what the cards show can move freely.";
  if (r === n)
    return "Every card is reversed: the whole matter is turned inward or held back, and the first work is within.";
  if (r * 2 > n)
    return `${capitalise(count(r))} of the ${count(n)} cards are reversed (${names}): much here is delayed or turned inward, asking for work within before things move.`;
  return r === 1
    ? `${capitalise(names)} is the one card to come up reversed, the place where things are stuck or turned inward.`
    : `${capitalise(names)} come up reversed, the places where things are stuck or turned inward.`;
}

function ranks(cards: readonly DrawnCard[]): string[] {
  const by = new Map<number, DrawnCard[]>();
  for (const d of cards) {
    if (d.card.suit === null) continue;
    by.set(d.card.number, [...(by.get(d.card.number) ?? []), d]);
  }
  return [...by.entries()]
    .filter(([, ds]) => ds.length >= 2)
    .sort(([a], [b]) => a - b)
    .map(([rank, ds], i) => {
      const [, plural, note] = RANK_NOTES[rank]!;
      const names = list(ds.map(label));
      const n = count(ds.length);
      // A second or third repeated rank is said another way, not in the first one's mould.
      if (i === 0) return `${capitalise(n)} ${plural} (${names}) sound one note together: ${note}.`;
      if (i === 1) return `There are ${n} ${plural} as well (${names}), repeating ${note}.`;
      return `And ${n} ${plural} (${names}) add ${note}.`;
    });
}

function answer(reading: Reading): string {
  const { cards } = reading;
  const last = cards.at(-1)!;
  if (cards.length === 1)
    return `To your question, then: ${label(last)} answers with ${themeOf(last)}.`;
  // Where the spread looks ahead, that card answers; otherwise the last one.
  const end =
    cards.find((d) => d.position.role === "outcome") ??
    cards.find((d) => d.position.role === "future") ??
    last;
  const guide =
    cards.find((d) => d.position.role === "advice" || d.position.role === "help") ??
    cards.find((d) => d.position.role === "obstacle");
  const way = !guide
    ? `${label(cards[0]!)} is where the way there begins`
    : guide.position.role === "obstacle"
      ? `${label(guide)} is what to get past on the way`
      : `${label(guide)} shows the way there: ${rolesOf(guide.card).advice[guide.reversed ? 1 : 0].toLowerCase().replace(/\.$/, "")}`;
  return `To your question, then: the cards point toward ${themeOf(end)} (${label(end)}), and ${way}.`;
}

/**
 * The reading of the whole, as paragraphs: the story (opening on the question, if any) and
 * the balance of the draw, with the question's answer last. `question` is used, never kept.
 */
export function synthesise(reading: Reading, question?: string): string[] {
  const { cards } = reading;
  const story: string[] = [];
  if (question) story.push(`You asked: “${question}”${/[.!?]$/.test(question) ? "" : "."}`);
  const balance: string[] = [];
  if (cards.length === 1) {
    story.push(...single(cards[0]!));
  } else {
    const link = SPREAD_STORIES[reading.spread.slug];
    if (link) story.push(capitalise(link(cards.map(label))));
    const first = cards[0]!;
    const last = cards.at(-1)!;
    story.push(
      `Read from first to last, the story moves from ${gist(first)} (${label(first)}) to ${gist(last)} (${label(last)}).`,
    );
    balance.push(majors(cards), ...suits(cards), reversals(cards), ...ranks(cards));
  }
  if (question) balance.push(answer(reading));
  return [story.join(" "), balance.join(" ")].filter(Boolean);
}
