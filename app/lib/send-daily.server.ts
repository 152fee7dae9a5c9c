// `npm run send-daily`: today's reading to each confirmed subscriber, once a day at most.
// A row in daily_sends is claimed before the mail goes, so reruns and overlapping runs skip it.
import { and, eq, isNotNull } from "drizzle-orm";
import { dailySends, subscribers, users } from "../../db/schema";
import { dateInTimeZone, formatLong, toIso, type CalendarDate } from "~/domain/calendar-date";
import { findSign, SIGNS, type Sign } from "~/domain/zodiac";
import { db } from "~/lib/db.server";
import { sendMail } from "~/lib/email.server";
import { env } from "~/lib/env.server";
import { logger } from "~/lib/logger.server";
import { newsletterLinks } from "~/lib/newsletter.server";
import { readingFor } from "~/lib/readings.server";

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

export async function sendDaily(now = new Date()): Promise<{ sent: number; skipped: number }> {
  const date = dateInTimeZone(now, env().SITE_TIME_ZONE);
  const day = toIso(date);
  const database = await db();
  const rows = await database
    .select({
      id: subscribers.id,
      email: subscribers.email,
      token: subscribers.token,
      sign: users.zodiacSign,
    })
    .from(subscribers)
    .leftJoin(users, eq(users.email, subscribers.email))
    .where(isNotNull(subscribers.confirmedAt));
  let sent = 0;
  for (const row of rows) {
    const claimed = await database
      .insert(dailySends)
      .values({ subscriberId: row.id, day })
      .onConflictDoNothing()
      .returning({ id: dailySends.subscriberId });
    if (claimed.length === 0) continue;
    try {
      await sendMail({
        to: row.email,
        ...dailyMail(date, row.sign ? findSign(row.sign) : undefined, row.token),
      });
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
