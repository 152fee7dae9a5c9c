// The sun sign a month and day fall in by the signs' date ranges, for tests that check those
// ranges and the computed Sun against them. The site itself never looks a sign up by date.
import { SIGNS, type Sign } from "~/domain/zodiac";

export function signForDate(month: number, day: number): Sign {
  const key = month * 100 + day;
  for (const sign of SIGNS) {
    const from = sign.start.month * 100 + sign.start.day;
    const to = sign.end.month * 100 + sign.end.day;
    // Capricorn's range wraps over the new year.
    const inside = from <= to ? key >= from && key <= to : key >= from || key <= to;
    if (inside) return sign;
  }
  throw new RangeError(`No sign for month ${month}, day ${day}`);
}
