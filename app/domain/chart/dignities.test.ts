// Dignities, receptions, the ruler and the balance for famous charts of the Swiss Ephemeris
// fixture (Einstein's Mars exalted and Saturn in its fall, Lennon's Venus in its fall), and
// the weighting on a hand-made chart.
import { describe, expect, it } from "vitest";
import { castChart, placement } from "~/domain/chart/chart";
import {
  BALANCE_WEIGHTS,
  chartBalance,
  chartDignities,
  chartRuler,
  dignitiesOf,
} from "~/domain/chart/dignities";
import REFERENCE from "../../../tests/fixtures/swiss-ephemeris-charts.json";

function famous(id: string, timeKnown = true) {
  const ref = REFERENCE.find((c) => c.id === id)!;
  const { latitude, longitude } = ref;
  return castChart({ utc: new Date(ref.utc), latitude, longitude, timeKnown });
}

const of = (chart: ReturnType<typeof famous>, name: string) =>
  chartDignities(chart).planets.find((p) => p.name === name)!;

describe("dignities", () => {
  it("gives Einstein's Mars its exaltation, Saturn its fall, Venus its detriment", () => {
    const einstein = famous("einstein_1879");
    expect(of(einstein, "Mars")).toMatchObject({ sign: "Capricorn", dignities: ["exaltation"] });
    expect(of(einstein, "Saturn")).toMatchObject({ sign: "Aries", dignities: ["fall"] });
    expect(of(einstein, "Venus")).toMatchObject({ sign: "Aries", dignities: ["detriment"] });
    expect(of(einstein, "Mercury").dignities).toEqual([]);
    // Mars in Saturn's Capricorn, Saturn in Mars's Aries.
    expect(chartDignities(einstein).mutualReceptions).toEqual([
      { between: ["Mars", "Saturn"], signs: ["Capricorn", "Aries"] },
    ]);
    expect(chartRuler(einstein)).toEqual({ ascendant: "Cancer", planet: "Moon" });
  });

  it("gives Lennon's Venus in Virgo its fall and his chart to Mars, ruler of Aries rising", () => {
    const lennon = famous("john_lennon_1940");
    expect(of(lennon, "Venus")).toMatchObject({ sign: "Virgo", dignities: ["fall"] });
    expect(chartRuler(lennon)).toEqual({ ascendant: "Aries", planet: "Mars" });
  });

  it("counts Mercury in Virgo twice, the modern rulers, and no exaltation for the outer planets", () => {
    expect(dignitiesOf("Mercury", "Virgo")).toEqual(["domicile", "exaltation"]);
    expect(dignitiesOf("Mercury", "Pisces")).toEqual(["detriment", "fall"]);
    expect(dignitiesOf("Pluto", "Scorpio")).toEqual(["domicile"]);
    expect(dignitiesOf("Mars", "Scorpio")).toEqual(["domicile"]);
    expect(dignitiesOf("Neptune", "Cancer")).toEqual([]);
  });

  it("has no ruler and no hemispheres without a birth time", () => {
    const noon = famous("einstein_1879", false);
    expect(chartRuler(noon)).toBeNull();
    expect(chartBalance(noon, chartDignities(noon)).hemispheres).toBeNull();
  });
});

describe("balance", () => {
  it("weighs the lights and the Ascendant three, the personal planets two, the rest one", () => {
    const signs: Record<string, number> = {
      Sun: 0, // Aries: fire, cardinal
      Moon: 0,
      Mercury: 30, // Taurus: earth, fixed
      Venus: 30,
      Mars: 30,
      Jupiter: 60, // Gemini: air, mutable
      Saturn: 60,
      Uranus: 90, // Cancer: water, cardinal
      Neptune: 90,
      Pluto: 90,
      Ascendant: 90,
    };
    const chart = {
      timeKnown: true,
      aspects: [],
      points: Object.entries(signs).map(([name, lon]) => ({ ...placement(name, lon), house: 1 })),
    };
    const balance = chartBalance(chart, chartDignities(chart));
    expect(balance.elements).toEqual({ fire: 6, earth: 6, air: 2, water: 6 });
    expect(balance.modalities).toEqual({ cardinal: 12, fixed: 6, mutable: 2 });
    expect(balance.dominantElement).toEqual(["fire", "earth", "water"]);
    expect(balance.hemispheres).toEqual({ above: 0, below: 10, east: 10, west: 0 });
    const total = Object.values(BALANCE_WEIGHTS).reduce((a, b) => a + b, 0);
    expect(Object.values(balance.elements).reduce((a, b) => a + b, 0)).toBe(total);
  });

  it("names Einstein's dominant planet by the documented score: the Moon, his chart ruler", () => {
    const einstein = famous("einstein_1879");
    const dignities = chartDignities(einstein);
    // The Moon: +5 as ruler of Cancer rising, +1 each for its trine to Venus and square to the
    // Midheaven, neither within 1°. Mars: +4 exalted, +2 for its two aspects.
    expect(of(einstein, "Moon").score).toBe(7);
    expect(of(einstein, "Mars").score).toBe(6);
    expect(chartBalance(einstein, dignities).dominantPlanet).toBe("Moon");
  });
});
