// Birth times against the tz project's history: the backzone offsets Node lacks, local mean
// time before standard time, and clock times that happened twice or never.
import { describe, expect, it } from "vitest";
import { canonicalZone, formatOffset, offsetAt, resolveLocalTime } from "~/domain/chart/local-time";

const at = (zone: string, y: number, mo: number, d: number, h: number, mi: number, lon?: number) =>
  resolveLocalTime(zone, { year: y, month: mo, day: d, hour: h, minute: mi }, lon);

describe("historical offsets", () => {
  it("gives Amsterdam's summer time of July 1935 as +01:19:32, which Node's own data gets wrong", () => {
    const time = at("Europe/Amsterdam", 1935, 7, 1, 12, 0);
    expect(time.kind).toBe("exact");
    if (time.kind !== "exact") return;
    expect(formatOffset(time.offset.seconds)).toBe("+01:19:32");
    expect(time.offset).toMatchObject({ reason: "summer time", abbreviation: "NST" });
    // Node (ICU) merges Amsterdam into Brussels before 1970 and says +01:00.
    const node = new Intl.DateTimeFormat("en-US", {
      timeZone: "Europe/Amsterdam",
      timeZoneName: "longOffset",
    }).format(new Date(Date.UTC(1935, 6, 1, 12)));
    expect(node).not.toContain("+01:19");
  });

  it("gives Amsterdam Mean Time in winter 1935 and Kolkata's Madras time in 1890", () => {
    const winter = at("Europe/Amsterdam", 1935, 1, 15, 9, 0);
    expect(winter.kind === "exact" && formatOffset(winter.offset.seconds)).toBe("+00:19:32");
    const madras = at("Asia/Kolkata", 1890, 3, 1, 12, 0);
    expect(madras.kind === "exact" && madras.offset).toMatchObject({
      seconds: 19270,
      abbreviation: "MMT",
      reason: "standard time",
    });
  });

  it("uses the birthplace's own longitude for local mean time, before standard time", () => {
    // Boston, 71.06° W, in 1870: New York kept no standard time until 18 November 1883.
    const boston = at("America/New_York", 1870, 6, 1, 8, 30, -71.06);
    expect(boston.kind === "exact" && boston.offset).toMatchObject({
      reason: "local mean time",
      abbreviation: "LMT",
      seconds: Math.round(-71.06 * 240),
    });
    expect(boston.kind === "exact" && formatOffset(boston.offset.seconds)).toBe("-04:44:14");
  });

  it("agrees with Intl from 1980, and names summer time", () => {
    const time = at("Europe/London", 2026, 7, 14, 9, 15);
    expect(time.kind === "exact" && time.offset).toMatchObject({
      seconds: 3600,
      reason: "summer time",
    });
    expect(offsetAt("Australia/Sydney", Date.UTC(2026, 0, 10) / 1000)).toMatchObject({
      seconds: 39600,
      reason: "summer time",
    });
    expect(offsetAt("Asia/Tokyo", Date.UTC(2026, 0, 10) / 1000)).toMatchObject({
      seconds: 32400,
      reason: "standard time",
    });
  });

  it("knows the old names of zones", () => {
    expect(canonicalZone("Asia/Calcutta")).toBe("Asia/Kolkata");
    expect(canonicalZone("Europe/Amsterdam")).toBe("Europe/Amsterdam");
    expect(canonicalZone("Mars/Olympus_Mons")).toBeUndefined();
  });
});

describe("clock times that happened twice or never", () => {
  it("asks which 01:30 was meant when New York's clocks went back on 1 November 2026", () => {
    const time = at("America/New_York", 2026, 11, 1, 1, 30);
    expect(time.kind).toBe("ambiguous");
    if (time.kind !== "ambiguous") return;
    expect(time.choices.map((c) => c.offset.seconds)).toEqual([-4 * 3600, -5 * 3600]);
    expect(time.choices.map((c) => c.offset.reason)).toEqual(["summer time", "standard time"]);
  });

  it("says 02:30 never happened when the clocks went forward on 8 March 2026", () => {
    const time = at("America/New_York", 2026, 3, 8, 2, 30);
    expect(time).toMatchObject({
      kind: "skipped",
      before: { seconds: -5 * 3600 },
      after: { seconds: -4 * 3600 },
    });
  });

  it("finds Amsterdam's skipped hour on 15 May 1935, from its historical table", () => {
    expect(at("Europe/Amsterdam", 1935, 5, 15, 2, 30).kind).toBe("skipped");
    expect(at("Europe/Amsterdam", 1935, 10, 6, 2, 30).kind).toBe("ambiguous");
  });
});

describe("formatOffset", () => {
  it("writes seconds only when there are some", () => {
    expect(formatOffset(4772)).toBe("+01:19:32");
    expect(formatOffset(-18000)).toBe("-05:00");
    expect(formatOffset(0)).toBe("+00:00");
  });
});

describe("the generated table", () => {
  it("agrees with Intl across 1972-1979 for every zone both know, where both histories are the same", async () => {
    const history = (await import("~/domain/chart/time-zone-history.json")).default as unknown as {
      zones: Record<string, unknown>;
    };
    const differ: string[] = [];
    let compared = 0;
    for (const zone of Object.keys(history.zones)) {
      let format: Intl.DateTimeFormat;
      try {
        format = new Intl.DateTimeFormat("en-US", { timeZone: zone, timeZoneName: "longOffset" });
      } catch {
        continue;
      }
      for (let year = 1972; year < 1980; year++) {
        for (const month of [0, 3, 6, 9]) {
          const utc = Date.UTC(year, month, 15) / 1000;
          const ours = formatOffset(offsetAt(zone, utc).seconds);
          const name = format
            .formatToParts(new Date(utc * 1000))
            .find((p) => p.type === "timeZoneName")!.value;
          const theirs = name === "GMT" ? "+00:00" : name.slice(3);
          compared++;
          if (ours !== theirs) differ.push(`${zone} ${year}-${month + 1}: ${ours} vs ${theirs}`);
        }
      }
    }
    expect(compared).toBeGreaterThan(10_000);
    // A handful may differ where the tz project corrected 1970s history after Node's ICU data.
    expect(differ.length / compared).toBeLessThan(0.005);
  });
});
