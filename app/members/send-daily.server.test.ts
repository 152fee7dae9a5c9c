import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { subscribers, users } from "../../db/schema";
import { setTimeZone, signUp } from "~/members/accounts.server";
import { saveChart } from "~/members/saved-charts.server";
import { db } from "~/lib/db.server";
import { env } from "~/lib/env.server";
import { subscribe } from "~/members/newsletter.server";
import { findMail } from "../../tests/support/outbox";
import { mailSubscribers, majorExact, personalMail } from "~/members/send-daily.server";
import { sendDaily } from "~/members/daily-queue.server";
import { dateInTimeZone } from "~/domain/time-zone";
import { chartAt } from "~/read/birth-chart.server";
import { chartDay } from "~/read/member-day.server";
import { forecastAnswer, natalOf } from "~/read/forecast.server";

async function confirmed(email: string) {
  await subscribe(email);
  await (
    await db()
  )
    .update(subscribers)
    .set({ confirmedAt: new Date() })
    .where(eq(subscribers.email, email));
}

describe("sendDaily", () => {
  it("mails members their sign and others the digest, once a day however often it runs", async () => {
    const member = `daily-member-${crypto.randomUUID()}@example.com`;
    const reader = `daily-reader-${crypto.randomUUID()}@example.com`;
    const unconfirmed = `daily-new-${crypto.randomUUID()}@example.com`;
    await signUp({
      firstName: "Mira",
      lastName: "Ceti",
      zodiacSign: "taurus",
      email: member,
      password: "mira ceti variable",
    });
    await confirmed(member);
    await confirmed(reader);
    await subscribe(unconfirmed);

    const day = new Date("2026-11-21T12:00:00Z");
    const first = await sendDaily(day);
    expect(first.sent).toBeGreaterThanOrEqual(2);
    const memberMail = await findMail(env().DATA_DIR, member, "Your Taurus horoscope");
    expect(memberMail).toContain("Unsubscribe: http");
    const readerMail = await findMail(env().DATA_DIR, reader, "horoscopes for");
    for (const sign of ["Aries", "Pisces"]) expect(readerMail).toContain(sign);
    expect(await findMail(env().DATA_DIR, unconfirmed, "horoscope for")).toBeUndefined();

    const second = await sendDaily(day);
    expect(second.sent).toBe(0);
    // A job for a mail already recorded in daily_sends (a retry after a worker died) skips it.
    const [row] = await (
      await db()
    )
      .select({ id: subscribers.id })
      .from(subscribers)
      .where(eq(subscribers.email, reader));
    const again = { subscriberId: row!.id, now: day.toISOString() };
    expect(await mailSubscribers([again])).toEqual(["skipped"]);
    const nextDay = await sendDaily(new Date("2026-11-22T12:00:00Z"));
    expect(nextDay.sent).toBeGreaterThanOrEqual(2);
  });

  it("mails a member with their own chart their personal day, once for their date", async () => {
    const email = `daily-chart-${crypto.randomUUID()}@example.com`;
    await signUp({
      firstName: "Ada",
      lastName: "Vega",
      zodiacSign: "cancer",
      email,
      password: "ada vega lyrae star",
    });
    const [user] = await (await db()).select().from(users).where(eq(users.email, email));
    const member = { ...user!, timeZone: null };
    const query = "date=1990-07-04&time=15%3A30&place=5128581&houses=placidus";
    expect(await saveChart(member, "Me", query)).toMatchObject({ ok: true });
    await setTimeZone(member, "America/New_York");
    await confirmed(email);

    // 02:00 UTC on 22 November is still the 21st in New York.
    const now = new Date("2026-11-22T02:00:00Z");
    await sendDaily(now);
    const mail = await findMail(env().DATA_DIR, email, "Your day, Saturday, 21 November 2026");
    expect(mail).toContain("Your transits to Me, times in America/New_York.");
    expect(mail).toContain("/today?date=2026-11-21");
    expect(mail).toMatch(
      / your (Sun|Moon|Mercury|Venus|Mars|Jupiter|Saturn|Uranus|Neptune|Pluto|Ascendant|Midheaven)\n/,
    );
    await sendDaily(new Date("2026-11-22T03:00:00Z"));
    expect(await findMail(env().DATA_DIR, email, "Your Cancer horoscope")).toBeUndefined();
  });
});

describe("personalMail", () => {
  const query = "date=1990-07-04&time=15%3A30&place=5128581&houses=placidus";
  const zone = "America/New_York";
  const natal = natalOf(
    chartAt(new Date("1990-07-04T19:30:00Z"), {
      latitude: 40.71427,
      longitude: -74.00597,
      zone,
      system: "placidus",
    }),
  );
  const slow = ["Jupiter", "Saturn", "Uranus", "Neptune", "Pluto"];
  // The first exact moment of Jupiter to Pluto to a body or angle in the first half of 2027.
  const { transits } = JSON.parse(
    forecastAnswer({
      natal,
      from: { year: 2027, month: 1, day: 1 },
      to: { year: 2027, month: 6, day: 30 },
      moon: false,
    }),
  ) as {
    transits: { transiting: string; natal: string; aspect: string; exact: { utc: string }[] }[];
  };
  const [major] = transits
    .filter((t) => slow.includes(t.transiting) && t.natal !== "True Node")
    .flatMap((t) => t.exact.map((m) => ({ ...t, at: Date.parse(m.utc) })))
    .sort((a, b) => a.at - b.at);

  it("names a major transit in the subject and first, on the day it is exact", async () => {
    const date = dateInTimeZone(new Date(major!.at), zone);
    const cast = await chartDay(query, date, zone);
    const name = `${major!.transiting} ${major!.aspect} your ${major!.natal}`;
    expect(
      majorExact(cast!.day).map(({ transit: t }) => `${t.transiting} ${t.aspect} your ${t.natal}`),
    ).toContain(name);
    const mail = personalMail(cast!.day, "Me", "token");
    expect(mail.subject).toMatch(/ is exact$/);
    expect(mail.text).toContain(`Exact today: ${name}, at `);
    expect(mail.text).toContain("/forecast");
  });

  it("names none the day before", async () => {
    const date = dateInTimeZone(new Date(major!.at - 86_400_000), zone);
    const cast = await chartDay(query, date, zone);
    const mail = personalMail(cast!.day, "Me", "token");
    expect(mail.text).not.toContain(`Exact today: ${major!.transiting} ${major!.aspect}`);
  });
});
