import { describe, expect, it } from "vitest";
import { loggablePath, requestIdFrom } from "./request-log";

describe("loggablePath", () => {
  it("keeps paths and harmless parameters as they are", () => {
    expect(loggablePath("/horoscopes/daily/leo")).toBe("/horoscopes/daily/leo");
    expect(loggablePath("/api/horoscope/daily?date=11/21/2026&zodiacSign=Aries")).toBe(
      "/api/horoscope/daily?date=11/21/2026&zodiacSign=Aries",
    );
  });

  it("masks the value of any other parameter, reset and newsletter tokens first", () => {
    expect(loggablePath("/reset-password?token=abcDEF123_-xyz")).toBe(
      "/reset-password?token=[redacted]",
    );
    expect(loggablePath("/newsletter/confirm?date=2026-01-01&token=s3cret")).toBe(
      "/newsletter/confirm?date=2026-01-01&token=[redacted]",
    );
    expect(loggablePath("/?email=a@b.c&x")).toBe("/?email=[redacted]&x=[redacted]");
  });

  it("never logs a tarot question, on the form, the reading page or the API", () => {
    for (const path of [
      "/tarot/reading?spread=three-cards&reversals=on&question=Will%20she%20call%3F",
      "/tarot/reading/three-cards/AbCd?question=Will%20she%20call%3F",
      "/tarot/reading/three-cards/AbCd.data?question=Will+she+call",
      "/api/tarot/draw?spread=three-cards&question=Will%20she%20call%3F",
    ]) {
      const logged = loggablePath(path);
      expect(logged, path).toMatch(/question=\[redacted\]$/);
      expect(logged).not.toMatch(/she|call/i);
    }
  });

  it("masks a parameter whose name is itself odd, and an encoded name it does not know", () => {
    expect(loggablePath("/?s3cr3t%20value=1&%74oken=abc")).toBe("/?[redacted]&[redacted]");
  });

  it("masks even the date on the birth chart pages and API, where it is a birth date", () => {
    for (const path of [
      "/chart",
      "/forecast",
      "/rising-sign",
      "/moon-sign",
      "/api/chart",
      "/api/transits",
      "/api/forecast",
      "/api/progressions",
      "/api/returns",
      "/chart.data",
      "/chart/wheel.svg",
      "/chart/wheel.png",
      "/chart/chart.pdf",
    ]) {
      expect(loggablePath(`${path}?date=1990-07-04&time=15%3A30&place=5128581`)).toBe(
        `${path}?date=[redacted]&time=[redacted]&place=[redacted]`,
      );
    }
    expect(loggablePath("/share/charts/ZGF0ZT0xOTkwLTA3LTA0.png")).toBe(
      "/share/charts/[redacted].png",
    );
    // Two people's page and image: both births masked, whatever the prefix.
    expect(loggablePath("/synastry?a.date=1990-07-04&b.place=5128581&tab=composite")).toBe(
      "/synastry?a.date=[redacted]&b.place=[redacted]&tab=[redacted]",
    );
    expect(loggablePath("/share/synastry/YS5kYXRlPTE5OTAtMDctMDQ.png")).toBe(
      "/share/synastry/[redacted].png",
    );
    expect(loggablePath("/feeds/transits/4Yx0kqv3Vb3d_Jm-ZC0rGq1lqM3o9yQ7u8H2zq5rW1s.ics")).toBe(
      "/feeds/transits/[redacted].ics",
    );
    expect(loggablePath("/horoscopes/daily/aries?date=2026-11-25")).toBe(
      "/horoscopes/daily/aries?date=2026-11-25",
    );
  });

  it("caps what a hostile client can make it write", () => {
    const long = loggablePath(`/${"a".repeat(5000)}?date=${"b".repeat(5000)}`);
    expect(long.length).toBeLessThan(700);
  });
});

describe("requestIdFrom", () => {
  it("keeps an id that is plainly an id", () => {
    expect(requestIdFrom("7f3a9c2e4b1d")).toBe("7f3a9c2e4b1d");
    expect(requestIdFrom("edge-7f3a.42_x")).toBe("edge-7f3a.42_x");
  });

  it("makes a fresh one otherwise", () => {
    const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
    for (const header of [
      undefined,
      "",
      "has space",
      '"quoted"',
      "x".repeat(65),
      "a\u2028b",
      "{}",
    ]) {
      expect(requestIdFrom(header)).toMatch(uuid);
    }
    expect(requestIdFrom(undefined)).not.toBe(requestIdFrom(undefined));
  });
});
