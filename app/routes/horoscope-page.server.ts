// What the daily, weekly and monthly horoscope pages read from their address: the sign (a 301
// to its lower-case slug, a 404 if unknown) and the date (today in SITE_TIME_ZONE, or ?date=).
import { dateForms } from "~/input/query-params";
import { data, redirect } from "react-router";
import { parseCalendarDate, type CalendarDate } from "~/domain/calendar-date";
import { findSign, getSign, isSignSlug, type Sign } from "~/domain/zodiac";
import { env } from "~/lib/env.server";
import { dateInTimeZone } from "~/domain/time-zone";

export function requireHoroscopePage(
  request: Request,
  slug: string,
  span: "daily" | "weekly" | "monthly",
): { sign: Sign; date: CalendarDate; pinned: boolean } {
  const url = new URL(request.url);
  if (!isSignSlug(slug)) {
    const sign = findSign(slug);
    if (sign) throw redirect(`/horoscopes/${span}/${sign.slug}${url.search}`, 301);
    throw data("Unknown sign", { status: 404 });
  }
  const dateParam = url.searchParams.get("date");
  if (dateParam === null) {
    return {
      sign: getSign(slug),
      date: dateInTimeZone(new Date(), env().SITE_TIME_ZONE),
      pinned: false,
    };
  }
  const parsed = parseCalendarDate(dateParam);
  if (!parsed.ok) {
    throw data(`That date is not one we can read: use ${dateForms()}.`, { status: 400 });
  }
  return { sign: getSign(slug), date: parsed.date, pinned: true };
}
