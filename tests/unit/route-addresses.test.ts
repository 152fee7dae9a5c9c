import { describe, expect, it } from "vitest";
import { routeAddresses } from "../../scripts/lib/route-addresses.js";

describe("the addresses that visit every route", () => {
  it("give a page without params its own path, and ask a sample of one with params", () => {
    const small = [
      { index: true, file: "routes/home.tsx" },
      { path: "about", file: "routes/about.tsx" },
      { path: "zodiac/:pair", file: "routes/zodiac-pair.tsx" },
    ];
    expect(() => routeAddresses(small)).toThrow('Route "zodiac/:pair" needs a sample address');
    expect(routeAddresses(small, { "zodiac/:pair": ["/zodiac/leo"] }, { about: "why" })).toEqual([
      { name: "home", pattern: "/", paths: ["/"] },
      { name: "zodiac-pair", pattern: "zodiac/:pair", paths: ["/zodiac/leo"] },
    ]);
    expect(() => routeAddresses(small, { "zodiac/:sign": [] })).toThrow('No route "zodiac/:sign"');
  });
});
