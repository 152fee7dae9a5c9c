// The daily mail: today's reading to each confirmed subscriber, once a day at most: a member
// with their own saved chart gets their personal day (their transits, in their zone), anyone
// else their sign's reading. The queue (daily-queue.server.ts) hands these out as jobs; a row in
// daily_sends, written once the mail is accepted, makes a rerun or a second job skip it.
import { and, eq, gte, inArray, isNotNull } from "drizzle-orm";
import { dailySends, savedCharts, subscribers, users } from "../../db/schema";
import { formatLong, toIso, type CalendarDate } from "~/domain/calendar-date";
import { findSign, SIGNS, type Sign } from "~/domain/zodiac";
import { db } from "~/lib/db.server";
import { sendMail } from "~/lib/email.server";
import { env } from "~/lib/env.server";
import { logger } from "~/lib/logger.server";
import { newsletterLinks } from "~/members/newsletter.server";
import { readingFor } from "~/read/readings.server";
import { chartDay, type MemberDay } from "~/read/member-day.server";
import { transitClock, transitName } from "~/domain/transits/words";
import { dateInTimeZone } from "~/domain/time-zone";
import type { Transit } from "~/domain/transits/types";
import { DAY } from "~/domain/time";

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

/** One subscriber's mail for the day of `now`: the job the queue holds (daily-queue.server.ts). */
export interface DailyJob {
  subscriberId: string;
  /** When the day's sends began: every retry mails the same day's reading. */
  now: string;
}

export type DailyOutcome = "sent" | "skipped" | Error;

/**
 * Sends each job's mail unless daily_sends already has it, then records it there. A worker
 * killed between the server's acceptance and the record sends that one mail again on retry,
 * with the same Message-ID, so the receiving side can tell it is a repeat.
 */
/** The UTC date a day before the earliest job's moment, as YYYY-MM-DD. */
function earliestDay(jobs: DailyJob[]): string {
  const earliest = Math.min(...jobs.map((job) => Date.parse(job.now)));
  return new Date(earliest - DAY).toISOString().slice(0, 10);
}

export async function mailSubscribers(jobs: DailyJob[]): Promise<DailyOutcome[]> {
  if (jobs.length === 0) return [];
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
    .where(
      and(
        inArray(
          subscribers.id,
          jobs.map((job) => job.subscriberId),
        ),
        isNotNull(subscribers.confirmedAt),
      ),
    );
  const byId = new Map(rows.map((row) => [row.id, row]));
  const sent = await database
    .select({ id: dailySends.subscriberId, day: dailySends.day })
    .from(dailySends)
    .where(
      and(
        inArray(
          dailySends.subscriberId,
          rows.map((row) => row.id),
        ),
        // Only the days these jobs can be for: no zone is more than a day from UTC.
        gte(dailySends.day, earliestDay(jobs)),
      ),
    );
  const done = new Set(sent.map((row) => `${row.id} ${row.day}`));
  const host = new URL(env().SITE_URL).hostname;
  return Promise.all(
    jobs.map(async (job): Promise<DailyOutcome> => {
      // Unsubscribed (or never confirmed) since the day's sends began: nothing to send.
      const row = byId.get(job.subscriberId);
      if (!row) return "skipped";
      try {
        const { day, mail } = await mailFor(row, new Date(job.now));
        if (done.has(`${row.id} ${day}`)) return "skipped";
        await sendMail({ to: row.email, messageId: `<daily-${row.id}-${day}@${host}>`, ...mail });
        await database
          .insert(dailySends)
          .values({ subscriberId: row.id, day })
          .onConflictDoNothing();
        return "sent";
      } catch (error) {
        logger().error({ err: error, subscriberId: row.id }, "daily mail failed");
        return error instanceof Error ? error : new Error(String(error));
      }
    }),
  );
}
