// How a transit is named and timed in words, the same on /today and in the daily mail.
import { capFirst } from "~/domain/horoscope/text";
import { formatInZone } from "~/domain/time-zone";
import { DAY } from "~/domain/time";

/** "Mars square your Moon". */
export function transitName(t: { transiting: string; aspect: string; natal: string }): string {
  return `${t.transiting} ${t.aspect} your ${t.natal}`;
}

const CLOCK = {
  weekday: "short",
  day: "numeric",
  month: "short",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
} as const;
const WITH_YEAR = { ...CLOCK, year: "numeric" } as const;

/** "Wed 25 Nov, 14:03" in the member's zone, with the year when it is not the day's own. */
export function transitClock(zone: string, dayIso: string): (time: string) => string {
  return (time) =>
    formatInZone(time, zone, time.slice(0, 4) !== dayIso.slice(0, 4) ? WITH_YEAR : CLOCK);
}

const NUMBERS = "zero one two three four five six seven eight nine ten eleven".split(" ");

/** A contact's length in words, from its own dates: "a few days", "about two months". */
export function spanWords(begins: string, ends: string): string {
  const days = (Date.parse(ends) - Date.parse(begins)) / DAY;
  if (days < 0.5) return "a few hours";
  if (days < 1.5) return "a day or so";
  if (days < 5) return "a few days";
  if (days < 10) return "about a week";
  if (days < 25) return `about ${NUMBERS[Math.max(2, Math.round(days / 7))]} weeks`;
  if (days < 45) return "about a month";
  if (days < 335) return `about ${NUMBERS[Math.max(2, Math.round(days / 30.44))]} months`;
  if (days < 550) return "about a year";
  return `about ${NUMBERS[Math.min(11, Math.round(days / 365.25))]} years`;
}

// How the transit texts say a length: "for a few days", "across the next year or two", "over
// these months and beyond". Written for the contact in spirit, they can disagree with one pass
// of it ("a year or two" under a pass that ends in two months). A bare "for years" is left:
// it speaks of the past ("a habit you have kept for years"), and so is a bare "for a month"
// (advice: "test it for a month"); "for a week or so" and "for a month or two" are lengths.
export const LENGTH_PHRASE =
  /\b(for|over|across|through|during) (?:the next|the coming|these|those|a|about|some|many|several|a long|a good|a stretch of|two)\s(?:(?:few|couple of|two|seven|long)\s)?(?:hours|days|weeks|months|(?:week|month)(?= or so| or two)|years|year|seasons?)(?: or so| or two| or more| or longer| and beyond| or months| and months)?\b(?! ago)|\b(for|over|through) (?:most|much|the better part) of (?:a|the) year\b|\b(for) a long (?:stretch|while)\b/gi;

/** A transit text with each length it states replaced by the length of this pass, from its dates. */
export function withSpan(text: string, contact: { begins: string; ends: string }): string {
  const span = spanWords(contact.begins, contact.ends);
  return text.replace(LENGTH_PHRASE, (phrase: string) => {
    const preposition = phrase.split(" ")[0]!;
    const lead = /^for$/i.test(preposition) ? "for" : "over";
    return `${/^[A-Z]/.test(preposition) ? capFirst(lead) : lead} ${span}`;
  });
}
