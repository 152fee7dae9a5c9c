// Birth times against the tz project's history: the backzone offsets Node lacks, local mean
// time before standard time, and clock times that happened twice or never.
import { describe, expect, it } from "vitest";
import {
  canonicalZone,
  formatOffset,
  isZoneWithoutOffset,
  offsetAt,
  resolveLocalTime,
  TZ_RELEASE,
} from "~/domain/chart/local-time";

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

  it("names summer time from 1980 on too", () => {
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

describe("offsets from the newest tz release, for every date", () => {
  const offsetOf = (zone: string, y: number, mo: number, d: number, h: number, lon?: number) => {
    const time = at(zone, y, mo, d, h, 0, lon);
    if (time.kind !== "exact") throw new Error(`${zone} ${y}-${mo}-${d}: ${time.kind}`);
    return time.offset;
  };

  it("gives the 2026 changes Node's own data lacks: Vancouver stays on -07:00 from November", () => {
    // tz 2026: British Columbia, Alberta and Manitoba keep their summer offset as standard time.
    expect(offsetOf("America/Vancouver", 2026, 11, 27, 12)).toMatchObject({
      seconds: -7 * 3600,
      reason: "standard time",
      abbreviation: "MST",
    });
    expect(offsetOf("America/Edmonton", 2026, 12, 1, 12)).toMatchObject({ seconds: -6 * 3600 });
    expect(offsetOf("America/Winnipeg", 2026, 12, 1, 12)).toMatchObject({ seconds: -5 * 3600 });
    expect(offsetOf("America/Vancouver", 2026, 11, 27, 12).basis).toBe(
      `tz ${TZ_RELEASE}: America/Vancouver, MST`,
    );
  });

  it("has Tijuana's summer time of 1953, which the older table lacked", () => {
    expect(offsetOf("America/Tijuana", 1953, 7, 1, 12)).toMatchObject({
      seconds: -7 * 3600,
      reason: "summer time",
      abbreviation: "PDT",
    });
  });

  it("follows tz's own daylight-saving flag: Moscow in June 1991, Dublin's winter GMT", () => {
    // Moscow kept +03:00 all year round in 1991, but tz counts the summer as EEST, summer time.
    expect(offsetOf("Europe/Moscow", 1991, 6, 15, 12)).toMatchObject({
      seconds: 3 * 3600,
      reason: "summer time",
      abbreviation: "EEST",
    });
    // Ireland's standard time is IST in summer; tz flags the winter's GMT as saving time below it.
    expect(offsetOf("Europe/Dublin", 2026, 1, 15, 12)).toMatchObject({
      seconds: 0,
      reason: "winter time",
    });
    expect(offsetOf("Europe/Dublin", 2026, 7, 15, 12)).toMatchObject({
      seconds: 3600,
      reason: "standard time",
    });
  });
});

describe("local mean time across the date line", () => {
  const offsetOf = (zone: string, y: number, mo: number, d: number, lon: number) => {
    const time = at(zone, y, mo, d, 12, 0, lon);
    if (time.kind !== "exact") throw new Error(`${zone} ${y}-${mo}-${d}: ${time.kind}`);
    return formatOffset(time.offset.seconds);
  };

  it("puts Nuku'alofa in 1930 on +12:19:12, the date line's far side, as tz does", () => {
    expect(offsetOf("Pacific/Tongatapu", 1930, 6, 1, -175.2)).toBe("+12:19:12");
    const time = at("Pacific/Tongatapu", 1930, 6, 1, 12, 0, -175.2);
    expect(time.kind === "exact" && time.offset.basis).toBe(
      `the birthplace's longitude, -175.2° (tz ${TZ_RELEASE}: Pacific/Tongatapu, LMT)`,
    );
  });

  it("puts Alaska before 1867 and Samoa before 1892 on Asia's side, Manila before 1845 on America's", () => {
    // Sitka, 135°20' W: -09:01:20 + 24 h; tz gives +14:58:47 for its own slightly different spot.
    expect(offsetOf("America/Sitka", 1860, 6, 1, -135.3333)).toBe("+14:58:40");
    expect(offsetOf("America/Juneau", 1860, 6, 1, -134.42)).toBe("+15:02:19");
    expect(offsetOf("America/Sitka", 1870, 6, 1, -135.3333)).toBe("-09:01:20");
    expect(offsetOf("Pacific/Apia", 1890, 6, 1, -171.76)).toBe("+12:32:58");
    expect(offsetOf("Pacific/Apia", 1895, 6, 1, -171.76)).toBe("-11:27:02");
    expect(offsetOf("Asia/Manila", 1840, 6, 1, 120.98)).toBe("-15:56:05");
    expect(offsetOf("Asia/Manila", 1850, 6, 1, 120.98)).toBe("+08:03:55");
  });

  it("asks which 4 July 1892 was meant in Apia, the day that happened twice", () => {
    const time = at("Pacific/Apia", 1892, 7, 4, 12, 0, -171.76);
    expect(time.kind).toBe("ambiguous");
    if (time.kind !== "ambiguous") return;
    expect(time.choices.map((c) => formatOffset(c.offset.seconds))).toEqual([
      "+12:32:58",
      "-11:27:02",
    ]);
  });

  it("keeps tz's offset where its LMT is another place's mean time: São Tomé on Lisbon's", () => {
    // São Tomé, 6.73° E, would be +00:26:55; from 1884 to 1912 it kept Lisbon's -00:36:45.
    expect(offsetOf("Africa/Sao_Tome", 1900, 6, 1, 6.73)).toBe("-00:36:45");
    expect(offsetOf("Africa/Sao_Tome", 1880, 6, 1, 6.73)).toBe("+00:26:55");
  });

  it("uses the birthplace's mean time where tz keeps no time at all, as in Iqaluit before 1942", () => {
    expect(offsetOf("America/Iqaluit", 1930, 6, 1, -68.5)).toBe("-04:34");
  });
});

describe("zones without an offset", () => {
  it("knows Factory, but gives it no offset", () => {
    expect(canonicalZone("Factory")).toBeUndefined();
    expect(isZoneWithoutOffset("Factory")).toBe(true);
    expect(isZoneWithoutOffset("Europe/Paris")).toBe(false);
  });

  it("takes no name from the table's own object keys", () => {
    for (const name of ["constructor", "__proto__", "toString", "hasOwnProperty"]) {
      expect(canonicalZone(name), name).toBeUndefined();
    }
  });
});
