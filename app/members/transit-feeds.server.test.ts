// The transit feed's secret address against the real database: only its hash kept, replaced by
// a new one, revoked, and gone with the account.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { transitFeeds } from "../../db/schema";
import { deleteAccount } from "~/members/accounts.server";
import { db } from "~/lib/db.server";
import { saveChart } from "~/members/saved-charts.server";
import type { Member } from "~/members/sessions.server";
import { MEMBER_PASSWORD as PASSWORD, newMember } from "../../tests/support/member";
import { feedOwner, hasFeed, newFeedToken, revokeFeed } from "~/members/transit-feeds.server";

const NEW_YORK = "date=1990-07-04&time=15%3A30&place=5128581&houses=placidus";

const rowsOf = async (member: Member) =>
  (await db()).select().from(transitFeeds).where(eq(transitFeeds.userId, member.id));

describe("transit feeds", () => {
  it("reads the owner's own chart by a token whose hash alone is kept", async () => {
    const member = await newMember("feeds");
    await saveChart(member, "Me", NEW_YORK);
    const token = await newFeedToken(member);
    expect(await feedOwner(token)).toEqual({ query: NEW_YORK, timeZone: null });
    const [row] = await rowsOf(member);
    expect(row!.tokenHash).not.toContain(token);
    expect(await feedOwner(token.slice(0, -1) + (token.endsWith("A") ? "B" : "A"))).toBeNull();
    expect(await feedOwner("../etc")).toBeNull();
  });

  it("answers nothing for a member without an own chart", async () => {
    const member = await newMember("feeds");
    expect(await feedOwner(await newFeedToken(member))).toBeNull();
  });

  it("replaces the old address with a new one, and revokes", async () => {
    const member = await newMember("feeds");
    await saveChart(member, "Me", NEW_YORK);
    const first = await newFeedToken(member);
    const second = await newFeedToken(member);
    expect(await feedOwner(first)).toBeNull();
    expect(await feedOwner(second)).not.toBeNull();
    expect(await rowsOf(member)).toHaveLength(1);
    await revokeFeed(member);
    expect(await feedOwner(second)).toBeNull();
    expect(await hasFeed(member)).toBe(false);
  });

  it("goes with the account", async () => {
    const member = await newMember("feeds");
    await saveChart(member, "Me", NEW_YORK);
    const token = await newFeedToken(member);
    expect((await deleteAccount(member, PASSWORD, "127.0.0.1")).ok).toBe(true);
    expect(await rowsOf(member)).toEqual([]);
    expect(await feedOwner(token)).toBeNull();
  });
});
