// A member's day is kept under their chart's query, the date and the zone: asked again it is
// the same day, not cast again, and a member who makes another chart their own, or picks
// another zone, sees that chart's day at once.
import { describe, expect, it } from "vitest";
import type { CalendarDate } from "~/domain/calendar-date";
import type { Chart } from "~/domain/chart/chart";
import { setTimeZone, signUp } from "~/members/accounts.server";
import { LENGTH_PHRASE, spanWords } from "~/domain/transits/words";
import { chartDay, memberDay } from "~/read/member-day.server";
import { listCharts, saveChart, setOwnChart } from "~/members/saved-charts.server";
import { getMember } from "~/members/sessions.server";
import { loader } from "~/routes/today";

const NEW_YORK = "date=1990-07-04&time=15%3A30&place=5128581&houses=placidus";
const LONDON = "date=1985-01-20&time=06%3A10&place=2643743&houses=placidus";
const DAY = { year: 2026, month: 11, day: 25 };

async function today(cookie: string) {
  const request = new Request("http://localhost/today?date=2026-11-25", {
    headers: { Cookie: cookie },
  });
  // Called as React Router calls it, with the server's heavy-work runner: the built server's
  // runs the task in its worker pool, this one in this thread.
  const context = {
    heavy: async (_task: "transitDay", day: { chart: Chart; date: CalendarDate; zone: string }) =>
      JSON.stringify(memberDay(day.chart, day.date, day.zone)),
  };
  return loader({ request, context } as unknown as Parameters<typeof loader>[0]);
}

describe("a member's day", () => {
  it("is computed once per chart, date and zone", async () => {
    const first = await chartDay(NEW_YORK, DAY, "America/New_York");
    expect(first?.day.date).toBe("2026-11-25");
    expect(await chartDay(NEW_YORK, DAY, "America/New_York")).toBe(first);
    // Each text's stated length is its own pass's, from the dates beside it: on 26 November
    // Saturn square Uranus (18 November to 2 January) reads "for about two months".
    const later = await chartDay(NEW_YORK, { ...DAY, day: 26 }, "America/New_York");
    const stated = later!.day.top.flatMap((t) =>
      [...t.text.matchAll(LENGTH_PHRASE)].map(([phrase]) => [phrase, spanWords(t.begins, t.ends)]),
    );
    expect(stated).toContainEqual(["for about two months", "about two months"]);
    for (const [phrase, span] of stated) expect(phrase).toMatch(new RegExp(`${span}$`));
    const elsewhere = await chartDay(NEW_YORK, DAY, "Europe/London");
    expect(elsewhere).not.toBe(first);
    expect(elsewhere?.day.zone).toBe("Europe/London");
    expect(await chartDay("date=1990-02-30&time=10%3A00&place=5128581", DAY, "UTC")).toBe(
      undefined,
    );
  });

  it("reads a saved sidereal chart's transits in the tropical zodiac, as transits are", async () => {
    const tropical = await chartDay(NEW_YORK, DAY, "America/New_York");
    const sidereal = await chartDay(
      NEW_YORK.replace("placidus", "whole-sign") + "&zodiac=sidereal&ayanamsa=lahiri",
      DAY,
      "America/New_York",
    );
    // The contacts themselves (the houses differ: Placidus against whole signs).
    const contacts = (d: typeof tropical) =>
      d?.day.all.map(({ transiting, natal, aspect, begins, ends }) =>
        [transiting, natal, aspect, begins, ends].join(" "),
      );
    expect(contacts(sidereal)?.length).toBeGreaterThan(0);
    expect(contacts(sidereal)).toEqual(contacts(tropical));
  });

  it("follows the member's own chart and zone as soon as they change", async () => {
    const signed = await signUp({
      firstName: "Ada",
      lastName: "Lovelace",
      zodiacSign: "",
      email: `today-${crypto.randomUUID()}@example.com`,
      password: "analytical engine 1843",
    });
    if (!signed.ok) throw new Error(signed.message);
    const cookie = signed.value.cookie.split(";")[0]!;
    const member = (await getMember(
      new Request("http://localhost/", { headers: { Cookie: cookie } }),
    ))!;

    expect(await saveChart(member, "Me", NEW_YORK, true)).toMatchObject({ ok: true });
    const mine = await today(cookie);
    expect(mine).toMatchObject({ kind: "day", label: "Me", chartQuery: NEW_YORK });

    expect(await saveChart(member, "Friend", LONDON)).toMatchObject({ ok: true });
    const friend = (await listCharts(member)).find((c) => c.label === "Friend")!;
    expect(await setOwnChart(member, friend.id)).toBe(true);
    const theirs = await today(cookie);
    expect(theirs).toMatchObject({ kind: "day", label: "Friend", chartQuery: LONDON });
    if (mine.kind !== "day" || theirs.kind !== "day") throw new Error("no day");
    expect(theirs.day.all).not.toEqual(mine.day.all);

    await setTimeZone(member, "Asia/Tokyo");
    const tokyo = await today(cookie);
    expect(tokyo).toMatchObject({ kind: "day", day: { zone: "Asia/Tokyo" } });
  });
});
