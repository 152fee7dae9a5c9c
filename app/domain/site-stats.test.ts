import { describe, expect, it } from "vitest";
import { horoscopeCount, siteStats } from "~/domain/site-stats";

describe("siteStats", () => {
  it("counts 12 signs x 73,414 days x 5 parts of horoscopes", () => {
    // 1900-01-01 to 2100-12-31: 201 years, 49 of them leap years (1904 to 2096; 1900 and 2100 are not).
    expect(horoscopeCount()).toBe(12 * (201 * 365 + 49) * 5);
    expect(siteStats()[0]!.value).toBe((12 * 73_414 * 5).toLocaleString("en-US"));
  });

  it("counts the tarot cards and spreads that ship", () => {
    const stats = siteStats();
    expect(stats.find((s) => s.label.startsWith("tarot cards"))?.value).toBe("78");
    expect(stats.find((s) => s.label.startsWith("tarot spreads"))?.value).toBe("8");
  });
});
