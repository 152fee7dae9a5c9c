// Drawing cards for a spread, the shareable code for a reading, and the card of the day.

import { mix32 } from "~/domain/hash";
import { dayNumber, parseCalendarDate } from "~/domain/calendar-date";
import { type Card, DECK } from "~/domain/tarot/deck";
import { getSpread, type Spread, type SpreadPosition } from "~/domain/tarot/spreads";

/** Returns an integer in [0, n). */
export type RandomInt = (n: number) => number;

export interface DrawnCard {
  card: Card;
  reversed: boolean;
  position: SpreadPosition;
}

export interface Reading {
  spread: Spread;
  cards: readonly DrawnCard[];
}

const UINT32 = 2 ** 32;
const word = new Uint32Array(1);

/** Uniform integer in [0, n) from the platform CSPRNG (Node 20 and browsers alike). */
export function cryptoRandom(n: number): number {
  if (!Number.isInteger(n) || n < 1 || n > UINT32)
    throw new RangeError(`cryptoRandom: bad range ${n}`);
  // Rejection sampling: drop the top sliver of values that would make `% n` favour small results.
  const limit = UINT32 - (UINT32 % n);
  for (;;) {
    globalThis.crypto.getRandomValues(word);
    const value = word[0]!;
    if (value < limit) return value % n;
  }
}

/** Deals the spread's cards from a shuffled deck: a partial Fisher-Yates, so no card comes twice. */
export function drawSpread(
  spread: Spread,
  options: { reversals: boolean },
  random: RandomInt = cryptoRandom,
): Reading {
  const order = DECK.map((c) => c.index);
  const pick = (n: number) => {
    const value = random(n);
    if (!Number.isInteger(value) || value < 0 || value >= n)
      throw new RangeError(`random(${n}) gave ${value}`);
    return value;
  };
  const cards = spread.positions.map((position, i) => {
    const j = i + pick(order.length - i);
    [order[i], order[j]] = [order[j]!, order[i]!];
    const reversed = options.reversals && pick(2) === 1;
    return { card: DECK[order[i]!]!, reversed, position };
  });
  return { spread, cards };
}

// Reading codes: one byte per card, (deck index * 2 + reversed), as unpadded base64url.
// Ten cards make 14 characters. Only the canonical spelling of a code decodes.
const ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";

function toBase64Url(bytes: readonly number[]): string {
  let out = "";
  for (let i = 0; i < bytes.length; i += 3) {
    const chunk = ((bytes[i] ?? 0) << 16) | ((bytes[i + 1] ?? 0) << 8) | (bytes[i + 2] ?? 0);
    const chars = Math.min(bytes.length - i, 3) + 1;
    for (let k = 0; k < chars; k++) out += ALPHABET[(chunk >> (18 - 6 * k)) & 63];
  }
  return out;
}

function fromBase64Url(text: string): number[] | null {
  if (text.length % 4 === 1) return null;
  const bytes: number[] = [];
  for (let i = 0; i < text.length; i += 4) {
    const group = text.slice(i, i + 4);
    let chunk = 0;
    for (let k = 0; k < 4; k++) {
      const value = k < group.length ? ALPHABET.indexOf(group[k]!) : 0;
      if (value < 0) return null;
      chunk = (chunk << 6) | value;
    }
    for (let k = 0; k < group.length - 1; k++) bytes.push((chunk >> (16 - 8 * k)) & 255);
  }
  return bytes;
}

export function encodeReading(reading: Reading): string {
  return toBase64Url(reading.cards.map((d) => d.card.index * 2 + (d.reversed ? 1 : 0)));
}

/** The reading a code stands for, or null for anything that is not a valid code for the spread. */
export function decodeReading(spreadSlug: string, code: string): Reading | null {
  const spread = getSpread(spreadSlug);
  if (!spread || typeof code !== "string" || code.length > 16) return null;
  const bytes = fromBase64Url(code);
  if (!bytes || bytes.length !== spread.positions.length || toBase64Url(bytes) !== code)
    return null;
  const seen = new Set<number>();
  const cards: DrawnCard[] = [];
  for (const [i, byte] of bytes.entries()) {
    const card = DECK[byte >> 1];
    if (!card || seen.has(card.index)) return null;
    seen.add(card.index);
    cards.push({ card, reversed: (byte & 1) === 1, position: spread.positions[i]! });
  }
  return { spread, cards };
}

export function readingUrl(reading: Reading): string {
  return `/tarot/reading/${reading.spread.slug}/${encodeReading(reading)}`;
}

const CARD_OF_THE_DAY = getSpread("card-of-the-day")!;

function cycleOrder(cycle: number): number[] {
  const order = DECK.map((c) => c.index);
  let state = mix32(cycle ^ 0x7a407);
  for (let i = order.length - 1; i > 0; i--) {
    state = mix32(state + 0x9e3779b9);
    const j = Math.floor((state / UINT32) * (i + 1));
    [order[i], order[j]] = [order[j]!, order[i]!];
  }
  return order;
}

/**
 * A reading of a spread: a fresh draw, except the card of the day, which is the one card
 * everyone shares on `todayIso` whoever draws it and however often.
 */
export function readSpread(
  spread: Spread,
  options: { reversals: boolean },
  todayIso: string,
): Reading {
  if (spread.slug === CARD_OF_THE_DAY.slug) {
    return { spread: CARD_OF_THE_DAY, cards: [cardOfTheDay(todayIso)] };
  }
  return drawSpread(spread, options);
}

/**
 * The card of the day for an ISO date (YYYY-MM-DD). Deliberately not random per visitor:
 * everyone gets the same card on the same date. Days run through the deck in 78-day cycles,
 * each shuffled from a hash of the cycle number, so no card repeats within a cycle or on
 * two days in a row. About one day in three the card is reversed.
 */
export function cardOfTheDay(isoDate: string): DrawnCard {
  const parsed = /^\d{4}-\d{2}-\d{2}$/.test(isoDate) ? parseCalendarDate(isoDate) : null;
  if (!parsed?.ok) throw new RangeError(`cardOfTheDay: not an ISO date in range: ${isoDate}`);
  const day = dayNumber(parsed.date);
  const cycle = Math.floor(day / DECK.length);
  const order = cycleOrder(cycle);
  // Keep the seam between two cycles from showing the same card twice in a row.
  if (order[0] === cycleOrder(cycle - 1)[DECK.length - 1])
    [order[0], order[1]] = [order[1]!, order[0]!];
  const card = DECK[order[day - cycle * DECK.length]!]!;
  const reversed = mix32(day ^ 0x51ed27) % 3 === 0;
  return { card, reversed, position: CARD_OF_THE_DAY.positions[0]! };
}
