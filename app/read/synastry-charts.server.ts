// /synastry's heavy part: the two charts cast and read together, and the two composites for
// their own view. The places are already looked up, so a pool thread does it (ADR 018) without
// reading the gazetteer.
import { aspectsBetween } from "~/domain/chart/chart";
import { BODIES } from "~/domain/sky/types";
import { castBirth, type PlacedQuery } from "~/read/birth-chart.server";
import { composite, synastry } from "~/read/relationship.server";

export interface PairAsk {
  a: PlacedQuery;
  b: PlacedQuery;
  /** Cast the midpoint and Davison composites too (the Davison chart is a third chart). */
  composites: boolean;
}

export type CastPair = Awaited<ReturnType<typeof castPair>>;

export async function castPair(ask: PairAsk) {
  const [a, b] = [castBirth(ask.a), castBirth(ask.b)];
  if ("code" in a || "code" in b) return { a, b };
  return {
    a,
    b,
    synastry: synastry({ a, b }),
    composites: ask.composites ? await composites({ a, b }) : undefined,
  };
}

async function composites(pair: Parameters<typeof synastry>[0]) {
  const [midpoint, davison] = await Promise.all([
    composite(pair, "midpoint"),
    composite(pair, "davison"),
  ]);
  if (midpoint.method !== "midpoint" || davison.method !== "davison") {
    throw new Error("composite() answered another method");
  }
  const bodies = new Set<string>(BODIES);
  // The midpoint composite has no moment to move from: its aspects are drawn, not timed.
  const midpointAspects = aspectsBetween(
    midpoint.chart.points
      .filter((p) => bodies.has(p.name))
      .map((p) => [p.name, p.longitude, 0] as [string, number, number]),
  );
  return {
    // Without their copies of the two charts, which the synastry already carries.
    midpoint: { ...without(midpoint), chart: { ...midpoint.chart, aspects: midpointAspects } },
    davison: without(davison),
  };
}

function without<T extends { a: unknown; b: unknown }>({ a: _a, b: _b, ...rest }: T) {
  return rest;
}
