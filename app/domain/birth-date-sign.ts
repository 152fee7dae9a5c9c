// Sign-up's "I'm not sure": the sign a birth date gives, or the message that says why it gives none.
import { dayNumber, FIRST_BIRTH_DATE, formatLong, parseCalendarDate } from "~/domain/calendar-date";
import { sunSignOnDate } from "~/domain/sun-sign";
import type { SignSlug } from "~/domain/zodiac";
import { dateInTimeZone } from "~/domain/time-zone";

export type BirthDateSign = { ok: true; sign?: SignSlug } | { ok: false; error: string };

/** No date, no sign; `now` bounds the date (today anywhere on Earth is the latest). */
export function signFromBirthDate(text: string | undefined, now: Date): BirthDateSign {
  if (!text) return { ok: true };
  const parsed = parseCalendarDate(text, FIRST_BIRTH_DATE);
  // The earliest time zone, UTC+14, is the first to reach a new date.
  const latest = dateInTimeZone(now, "Pacific/Kiritimati");
  if (!parsed.ok && parsed.reason !== "out-of-range") {
    return { ok: false, error: "Enter a birth date that exists, such as 1990-08-14." };
  }
  if (!parsed.ok || dayNumber(parsed.date) > dayNumber(latest)) {
    return { ok: false, error: "Enter a birth date between 1800 and today." };
  }
  const found = sunSignOnDate(parsed.date);
  if (found.kind === "one") return { ok: true, sign: found.sign.slug };
  return {
    ok: false,
    error:
      `The Sun moved from ${found.from.name} into ${found.to.name} around ${formatLong(parsed.date)}, ` +
      "so the date alone cannot say which is yours. Choose one of the two above, or find out " +
      "with your birth time on the birth chart page.",
  };
}
