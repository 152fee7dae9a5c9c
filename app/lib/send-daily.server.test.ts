import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { subscribers, users } from "../../db/schema";
import { setTimeZone, signUp } from "~/lib/accounts.server";
import { saveChart } from "~/lib/saved-charts.server";
import { db } from "~/lib/db.server";
import { env } from "~/lib/env.server";
import { subscribe } from "~/lib/newsletter.server";
import { findMail } from "../../tests/support/outbox";
import { sendDaily } from "~/lib/send-daily.server";

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
