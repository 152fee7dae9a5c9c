import { describe, expect, it } from "vitest";
import { computeMonth, monthData, yearRetrogrades } from "./calendar.server";

describe("the calendar's caches in front of the worker pool", () => {
  it("computes a month once however many requests ask for it at the same time", async () => {
    let runs = 0;
    const run = async (arg: { at: { year: number; month: number }; zone: string }) => {
      runs++;
      await new Promise((resolve) => setTimeout(resolve, 20));
      return computeMonth(arg.at, arg.zone);
    };
    const pages = await Promise.all(
      Array.from({ length: 5 }, () => monthData({ year: 1977, month: 3 }, run)),
    );
    expect(runs).toBe(1);
    expect(new Set(pages).size).toBe(1);
    expect(pages[0]!.at).toEqual({ year: 1977, month: 3 });
    // Kept: the next request runs nothing.
    await monthData({ year: 1977, month: 3 }, run);
    expect(runs).toBe(1);
  });

  it("passes a refusal on, and keeps nothing for it", async () => {
    const refused = () => Promise.reject(new Error("busy"));
    await expect(yearRetrogrades(1931, refused)).rejects.toThrow("busy");
    let runs = 0;
    const periods = await yearRetrogrades(1931, async () => {
      runs++;
      return [];
    });
    expect(runs).toBe(1);
    expect(periods).toEqual([]);
  });
});
