// The zone a member's day is told in: the one they chose on /account, else their own chart's
// place's (where a member born in London most likely lives), else the site's.
import { placeById, placeLabel, type Place } from "~/domain/places/table";
import { searchPlaces } from "~/domain/places/search";
import { env } from "~/lib/env.server";
import { placeIndex } from "~/lib/places.server";
import { parseChartQuery } from "~/read/birth-chart.server";
import type { Member, OwnChart } from "~/members/sessions.server";

export interface MemberZone {
  zone: string;
  /** Where it comes from: "chosen", "chart" (the own chart's place) or "site". */
  from: "chosen" | "chart" | "site";
  /** The town named with it, "London, England, United Kingdom", when there is one. */
  place?: string;
}

/** The zone of a saved chart's query: its town's, or the tz= it was cast with. */
export async function chartZone(query: string): Promise<{ zone: string; place?: string } | null> {
  const params = new URLSearchParams(query);
  const parsed = parseChartQuery((name) => params.getAll(name));
  if ("code" in parsed) return null;
  if (parsed.placeId === undefined) return parsed.zone ? { zone: parsed.zone } : null;
  const place = placeById((await placeIndex()).table, parsed.placeId);
  return place ? { zone: place.timeZone, place: placeLabel(place) } : null;
}

export async function memberZone(
  member: Pick<Member, "timeZone" | "timeZonePlace">,
  own?: OwnChart,
): Promise<MemberZone> {
  if (member.timeZone) {
    const place =
      member.timeZonePlace === null
        ? undefined
        : placeById((await placeIndex()).table, member.timeZonePlace);
    return { zone: member.timeZone, from: "chosen", place: place ? placeLabel(place) : undefined };
  }
  const fromChart = own ? await chartZone(own.query) : null;
  if (fromChart) return { ...fromChart, from: "chart" };
  return { zone: env().SITE_TIME_ZONE, from: "site" };
}

/** The town a zone is chosen by: the one picked from the suggestions, else the best match. */
export async function zonePlace(where: string, id: string): Promise<Place | undefined> {
  const index = await placeIndex();
  const picked = /^\d{1,10}$/.test(id) ? placeById(index.table, Number(id)) : undefined;
  return picked ?? searchPlaces(index, where, 1)[0];
}
