// The newsletter: double opt-in, idempotent, and the same answer whether or not an address is known.
import { eq, sql } from "drizzle-orm";
import { subscribers } from "../../db/schema";
import { db, isUniqueViolation } from "~/lib/db.server";
import { sendMail } from "~/lib/email.server";
import { env } from "~/lib/env.server";
import { newsletterMailAllowed } from "~/lib/rate-limit.server";
import { newToken } from "~/lib/tokens.server";

export function newsletterLinks(token: string) {
  const site = env().SITE_URL;
  return {
    confirm: `${site}/newsletter/confirm?token=${token}`,
    unsubscribe: `${site}/newsletter/unsubscribe?token=${token}`,
  };
}

/**
 * Adds the address unconfirmed and mails a confirmation link, at most three an hour per
 * address; a confirmed address is left alone.
 */
export async function subscribe(email: string): Promise<void> {
  const database = await db();
  let [row] = await database.select().from(subscribers).where(eq(subscribers.email, email));
  if (!row) {
    try {
      [row] = await database.insert(subscribers).values({ email, token: newToken() }).returning();
    } catch (error) {
      // Someone subscribed the same address a moment ago: their mail is on its way.
      if (isUniqueViolation(error)) return;
      throw error;
    }
  }
  if (!row || row.confirmedAt) return;
  if (!(await newsletterMailAllowed(email))) return;
  const links = newsletterLinks(row.token);
  await sendMail({
    to: email,
    subject: "Confirm your Starcast daily horoscope",
    headers: { "List-Unsubscribe": `<${links.unsubscribe}>` },
    text: [
      "Please confirm that you want Starcast's daily horoscope by email:",
      "",
      links.confirm,
      "",
      "If you did not ask for it, ignore this mail and nothing will be sent.",
      `Unsubscribe: ${links.unsubscribe}`,
    ].join("\n"),
  });
}

export async function confirmSubscription(token: string): Promise<boolean> {
  // One statement: coalesce keeps the first confirmation's time when a link is followed twice.
  const confirmed = await (
    await db()
  )
    .update(subscribers)
    .set({ confirmedAt: sql`coalesce(${subscribers.confirmedAt}, now())` })
    .where(eq(subscribers.token, token))
    .returning({ id: subscribers.id });
  return confirmed.length > 0;
}

/** Removes the subscriber with that token; true even when it was already gone, as the result is the same. */
export async function unsubscribe(token: string): Promise<void> {
  await (await db()).delete(subscribers).where(eq(subscribers.token, token));
}
