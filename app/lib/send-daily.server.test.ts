import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { subscribers } from "../../db/schema";
import { signUp } from "~/lib/accounts.server";
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
});
