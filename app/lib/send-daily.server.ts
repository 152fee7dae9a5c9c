// `npm run send-daily`: today's reading to each confirmed subscriber, once a day at most: a
// member with their own saved chart gets their personal day (their transits, in their zone),
// anyone else their sign's reading. A row in daily_sends is claimed before the mail goes, so
// reruns and overlapping runs skip it.
import { and, eq, isNotNull } from "drizzle-orm";
import { dailySends, savedCharts, subscribers, users } from "../../db/schema";
import { formatLong, toIso, type CalendarDate } from "~/domain/calendar-date";
import { findSign, SIGNS, type Sign } from "~/domain/zodiac";
import { db } from "~/lib/db.server";
import { sendMail } from "~/lib/email.server";
import { env } from "~/lib/env.server";
import { logger } from "~/lib/logger.server";
import { newsletterLinks } from "~/lib/newsletter.server";
import { readingFor } from "~/read/readings.server";
import { chartDay, type MemberDay } from "~/read/member-day.server";
import { transitClock, transitName } from "~/domain/transits/words";
import { dateInTimeZone } from "~/domain/time-zone";
import type { Transit } from "~/domain/transits/types";

function oneSign(date: CalendarDate, sign: Sign): string[] {
  const { normal, love, career, health, finance } = readingFor(date, sign).reading;
  return [
    normal,
    "",
    `Love: ${love}`,
    "",
    `Career: ${career}`,
    "",
    `Health: ${health}`,
    "",
    `Money: ${finance}`,
  ];
}

function digest(date: CalendarDate): string[] {
  return SIGNS.flatMap((sign) => [`${sign.name}`, readingFor(date, sign).reading.normal, ""]);
}

export function dailyMail(date: CalendarDate, sign: Sign | undefined, token: string) {
  const site = env().SITE_URL;
  const { unsubscribe } = newsletterLinks(token);
  const body = sign ? oneSign(date, sign) : digest(date);
  return {
    subject: sign
      ? `Your ${sign.name} horoscope for ${formatLong(date)}`
      : `Starcast's horoscopes for ${formatLong(date)}`,
    headers: { "List-Unsubscribe": `<${unsubscribe}>` },
    text: [...body, "", `More at ${site}/horoscopes`, "", `Unsubscribe: ${unsubscribe}`].join("\n"),
  };
}

/** The transits of Jupiter to Pluto exact on the member's own day (the year's major ones), with that moment. */
export function majorExact(day: MemberDay): { transit: Transit; at: string }[] {
  const onDay = (time: string) => toIso(dateInTimeZone(new Date(time), day.zone)) === day.date;
  return day.longer.flatMap((transit) => {
    const at = transit.exact.find(onDay);
    return at ? [{ transit, at }] : [];
  });
}

/**
 * A member's own day by mail: a major transit exact today named first (and in the subject), then
 * the three contacts that matter most, and the longer ones.
 */
export function personalMail(day: MemberDay, label: string, token: string) {
  const site = env().SITE_URL;
  const { unsubscribe } = newsletterLinks(token);
  const [year, month, date] = day.date.split("-").map(Number) as [number, number, number];
  const when = transitClock(day.zone, day.date);
  const name = transitName;
  const major = majorExact(day);
  const exactToday = major.length
    ? [
        ...major.map(
          ({ transit, at }) =>
            `Exact today: ${name(transit)}, at ${when(at)}, one of your year's major transits.`,
        ),
        `Your year ahead: ${site}/forecast`,
        "",
      ]
    : [];
  const body = day.top.length
    ? day.top.flatMap((t) => [
        name(t),
        `From ${when(t.begins)}${t.exact.map((x) => `, exact ${when(x)}`).join("")}, until ${when(t.ends)}.`,
        t.text,
        "",
      ])
    : ["No planet touches your chart within 1° today: a quiet day by the sky's measure.", ""];
  const longer = day.longer.length
    ? ["Running now:", ...day.longer.map((t) => `- ${name(t)}, until ${when(t.ends)}`), ""]
    : [];
  return {
    subject: `Your day, ${formatLong({ year, month, day: date })}${
      major[0] ? `: ${name(major[0].transit)} is exact` : day.top[0] ? `: ${name(day.top[0])}` : ""
    }`,
    headers: { "List-Unsubscribe": `<${unsubscribe}>` },
    text: [
      `Your transits to ${label}, times in ${day.zone}.`,
      "",
      ...exactToday,
      ...body,
      ...longer,
      `The whole day: ${site}/today?date=${day.date}`,
      "",
      `Unsubscribe: ${unsubscribe}`,
    ].join("\n"),
  };
}

/** What one subscriber is sent today, and the day it counts for (theirs, or the site's). */
async function mailFor(
  row: {
    token: string;
    sign: string | null;
    zone: string | null;
    chart: string | null;
    label: string | null;
  },
  now: Date,
) {
  if (row.chart && row.label) {
    const zone = row.zone ?? env().SITE_TIME_ZONE;
    const date = dateInTimeZone(now, zone);
    const cast = await chartDay(row.chart, date, zone);
    if (cast) return { day: toIso(date), mail: personalMail(cast.day, row.label, row.token) };
  }
  const date = dateInTimeZone(now, env().SITE_TIME_ZONE);
  return {
    day: toIso(date),
    mail: dailyMail(date, row.sign ? findSign(row.sign) : undefined, row.token),
  };
}

export async function sendDaily(now = new Date()): Promise<{ sent: number; skipped: number }> {
  const database = await db();
  const rows = await database
    .select({
      id: subscribers.id,
      email: subscribers.email,
      token: subscribers.token,
      sign: users.zodiacSign,
      zone: users.timeZone,
      chart: savedCharts.query,
      label: savedCharts.label,
    })
    .from(subscribers)
    .leftJoin(users, eq(users.email, subscribers.email))
    .leftJoin(savedCharts, and(eq(savedCharts.userId, users.id), eq(savedCharts.own, true)))
    .where(isNotNull(subscribers.confirmedAt));
  let sent = 0;
  for (const row of rows) {
    const { day, mail } = await mailFor(row, now);
    const claimed = await database
      .insert(dailySends)
      .values({ subscriberId: row.id, day })
      .onConflictDoNothing()
      .returning({ id: dailySends.subscriberId });
    if (claimed.length === 0) continue;
    try {
      await sendMail({ to: row.email, ...mail });
      sent++;
    } catch (error) {
      // Give the claim back so the next run tries this subscriber again.
      await database
        .delete(dailySends)
        .where(and(eq(dailySends.subscriberId, row.id), eq(dailySends.day, day)));
      logger().error({ err: error, subscriberId: row.id }, "daily mail failed");
    }
  }
  return { sent, skipped: rows.length - sent };
}
