import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { subscribers } from "../../db/schema";
import { db } from "~/lib/db.server";
import { env } from "~/lib/env.server";
import { confirmSubscription, subscribe, unsubscribe } from "~/members/newsletter.server";
import { linkIn, waitForMail } from "../../tests/support/outbox";

const SUBJECT = "Confirm your Starcast daily horoscope";

async function row(email: string) {
  const [found] = await (await db()).select().from(subscribers).where(eq(subscribers.email, email));
  return found;
}

describe("newsletter", () => {
  it("needs confirming by the link in the mail, which also carries an unsubscribe link", async () => {
    const email = `news-${crypto.randomUUID()}@example.com`;
    await subscribe(email);
    expect((await row(email))?.confirmedAt).toBeNull();
    const mail = await waitForMail(env().DATA_DIR, email, SUBJECT);
    expect(mail).toContain("List-Unsubscribe:");
    const token = new URL(linkIn(mail, "/newsletter/confirm")).searchParams.get("token")!;
    expect(linkIn(mail, "/newsletter/unsubscribe")).toContain(token);
    expect(await confirmSubscription(token)).toBe(true);
    expect((await row(email))?.confirmedAt).toBeInstanceOf(Date);
  });

  it("is idempotent: subscribing twice, even at once, keeps one row", async () => {
    const email = `twice-${crypto.randomUUID()}@example.com`;
    await Promise.all([subscribe(email), subscribe(email)]);
    await subscribe(email);
    expect(
      await (await db()).select().from(subscribers).where(eq(subscribers.email, email)),
    ).toHaveLength(1);
  });

  it("unsubscribes by token, and an unknown token changes nothing", async () => {
    const email = `leave-${crypto.randomUUID()}@example.com`;
    await subscribe(email);
    const { token } = (await row(email))!;
    await unsubscribe("y".repeat(43));
    expect(await row(email)).toBeDefined();
    await unsubscribe(token);
    expect(await row(email)).toBeUndefined();
    expect(await confirmSubscription(token)).toBe(false);
  });

  it("mails one unconfirmed address at most three times an hour", async () => {
    const email = `flood-${crypto.randomUUID()}@example.com`;
    for (let i = 0; i < 10; i++) await subscribe(email);
    await Promise.all(Array.from({ length: 10 }, () => subscribe(email)));
    const outbox = path.join(env().DATA_DIR, "outbox");
    const texts = await Promise.all(
      (await readdir(outbox)).map((f) => readFile(path.join(outbox, f), "utf8")),
    );
    expect(texts.filter((t) => t.includes(`To: ${email}`))).toHaveLength(3);
  });
});
