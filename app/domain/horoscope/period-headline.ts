// A week's or a month's headline for one sign: the event its reading opens on. The ranking
// puts the reader's own sign first (docs/writing/daily-texts.md, "Weekly and monthly"):
//  100 an eclipse in the sign or the sign opposite
//   95 a New or Full Moon in the sign or the sign opposite
//   90 a station of the sign's ruler
//   88 a planet entering the sign
//   86 the ruler changing sign
//   84 any other eclipse
//   80 a station of another planet (78 a fast one)
//   72 an exact aspect made by the ruler
//   70 any other New or Full Moon
//   66 any other ingress of a slow planet (62 a fast one)
//   60 an exact aspect between two slow planets (45 any other)
// Equal ranks keep time order, so the earlier event leads.
import type { SkyEvent } from "~/domain/events/types";
import { getSign, type Planet, type Sign, type SignSlug } from "~/domain/zodiac";

const SLOW: ReadonlySet<Planet> = new Set(["Jupiter", "Saturn", "Uranus", "Neptune", "Pluto"]);

function ownOrOpposite(slug: SignSlug, sign: Sign): boolean {
  const index = getSign(slug).index;
  return index === sign.index || index === (sign.index + 6) % 12;
}

export function headlineRank(event: SkyEvent, sign: Sign): number {
  const ruled = (body: Planet) => sign.rulers.includes(body);
  switch (event.kind) {
    case "lunation":
      if (ownOrOpposite(event.sign, sign)) return event.eclipse ? 100 : 95;
      return event.eclipse ? 84 : 70;
    case "station":
      if (ruled(event.body)) return 90;
      return SLOW.has(event.body) ? 80 : 78;
    case "ingress":
      if (event.to === sign.slug) return 88;
      if (ruled(event.body)) return 86;
      return SLOW.has(event.body) ? 66 : 62;
    case "aspect":
      if (event.bodies.some(ruled)) return 72;
      return event.bodies.every((b) => SLOW.has(b)) ? 60 : 45;
  }
}

/** The period's headline for the sign, or undefined in a week with no event at all. */
export function periodHeadline(events: readonly SkyEvent[], sign: Sign): SkyEvent | undefined {
  let best: SkyEvent | undefined;
  for (const event of events) {
    if (!best || headlineRank(event, sign) > headlineRank(best, sign)) best = event;
  }
  return best;
}
