// The birth chart's points at full precision: the chart's answer rounds longitudes to 1e-4°,
// which for a slow planet near a station moves an exact moment by minutes.
import { AstroTime } from "astronomy-engine";
import { anglesAt, housesFor, type HouseSystem } from "~/domain/chart/houses";
import { bodiesAt, trueNode } from "~/domain/chart/points";
import type { NatalSky } from "./types";

export interface Birth {
  utc: string;
  timeKnown: boolean;
  latitude: number;
  longitude: number;
  system: HouseSystem;
}

/** Without a birth time the Moon may be anywhere in a 12° range, and there are no angles. */
export function natalSky(birth: Birth): NatalSky {
  const utc = new Date(birth.utc);
  const points: NatalSky["points"] = {};
  for (const body of bodiesAt(utc)) {
    if (body.name !== "Moon" || birth.timeKnown) points[body.name] = body.longitude;
  }
  points["True Node"] = trueNode(new AstroTime(utc));
  if (!birth.timeKnown) return { points };
  const angles = anglesAt(utc, birth.latitude, birth.longitude);
  points.Ascendant = angles.ascendant;
  points.Midheaven = angles.midheaven;
  return { points, cusps: housesFor(angles, birth.latitude, birth.system).cusps };
}
