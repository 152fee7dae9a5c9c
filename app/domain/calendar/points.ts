// A longitude as the calendar writes it: the sign, and whole degrees and minutes into it.
import { normalizeDegrees } from "~/domain/sky/ephemeris";
import { SIGN_SLUGS } from "~/domain/zodiac";
import type { SignDegree } from "./types";

export function signDegree(longitude: number): SignDegree {
  const minutes = Math.floor(normalizeDegrees(longitude) * 60 + 1e-9);
  return {
    sign: SIGN_SLUGS[Math.floor(minutes / 1800)]!,
    degree: Math.floor((minutes % 1800) / 60),
    minute: minutes % 60,
  };
}
