// The relationship reading: our texts for the contacts between two charts, strongest first,
// each person's points in the other's houses, and the composite chart's main points. The
// synastry texts are composed from sentence banks (app/content/relationship), and no
// sentence is used twice in one reading: a part whose alternatives are all used is left out.
import type { HouseNumber, SignName } from "~/content/chart/types";
import { COMPOSITE_IN_HOUSES, COMPOSITE_IN_SIGNS } from "~/content/relationship/composite";
import { ADVICE, POINT_IN_KIND } from "~/content/relationship/contacts";
import { GUEST_POINT, HOST_HOUSE } from "~/content/relationship/overlays";
import { PAIR_THEMES } from "~/content/relationship/pairs";
import type {
  CompositePoint,
  ContactKind,
  OverlayPoint,
  SynastryPoint,
} from "~/content/relationship/types";
import type { Placement } from "~/domain/chart/chart";
import { pointsThat } from "~/domain/chart/point-registry";
import type {
  CompositeReading,
  ReadingContact,
  ReadingOverlay,
  SynastryReading,
} from "~/domain/relationship/reading-types";
import { type Element, SIGNS } from "~/domain/zodiac";
import { type InterAspect, type Overlay, orbFor, type SynastryAspect } from "./synastry";

export const POINT_ORDER: readonly SynastryPoint[] = pointsThat("synastry");

/** How much a point weighs in a contact's strength: the luminaries most, the slow planets least. */
export const WEIGHT: Readonly<Record<SynastryPoint, number>> = {
  Sun: 3,
  Moon: 3,
  Mercury: 2,
  Venus: 2,
  Mars: 2,
  Ascendant: 2,
  Jupiter: 1.5,
  Saturn: 1.5,
  "True Node": 1.5,
  Midheaven: 1.5,
  Uranus: 1,
  Neptune: 1,
  Pluto: 1,
};

/** How many contacts the reading writes up; the answer's `aspects` lists them all. */
export const READING_CONTACTS = 12;

export function kindOf(type: SynastryAspect): ContactKind {
  if (type === "conjunction") return "conjunction";
  return type === "sextile" || type === "trine" ? "flowing" : "challenging";
}

/**
 * A contact's strength: the two points' weights added, times how close it is to exact
 * (1 exact, falling to 1/(orb allowed + 1) at the edge of its orb). Ties go to the tighter orb.
 */
export function strength(aspect: InterAspect): number {
  const weight = WEIGHT[aspect.a as SynastryPoint] + WEIGHT[aspect.b as SynastryPoint];
  const allowed = orbFor(aspect.a, aspect.b, aspect.type);
  return weight * (1 - aspect.orb / (allowed + 1));
}

export function strongestFirst(aspects: readonly InterAspect[]): InterAspect[] {
  return [...aspects].sort((x, y) => strength(y) - strength(x) || x.orb - y.orb);
}

const shown = (point: string) => (point === "True Node" ? "North Node" : point);

// A small, stable number from text, so the alternatives chosen vary from contact to contact.
function seedOf(text: string): number {
  let h = 7;
  for (const ch of text) h = (h * 31 + ch.charCodeAt(0)) % 9973;
  return h;
}

/** The first alternative not yet used in this reading, starting at `seed`; none when all are. */
function pick(options: readonly string[], used: Set<string>, seed = 0): string | undefined {
  for (let i = 0; i < options.length; i++) {
    const option = options[(seed + i) % options.length]!;
    if (!used.has(option)) {
      used.add(option);
      return option;
    }
  }
  return undefined;
}

function pairKey(a: SynastryPoint, b: SynastryPoint): string {
  const [first, second] = [a, b].sort((x, y) => POINT_ORDER.indexOf(x) - POINT_ORDER.indexOf(y));
  return `${first}|${second}`;
}

function contactText(aspect: InterAspect, used: Set<string>): string {
  const [a, b] = [aspect.a as SynastryPoint, aspect.b as SynastryPoint];
  const kind = kindOf(aspect.type);
  const seed = seedOf(`${a}${aspect.type}${b}`);
  const theme = PAIR_THEMES[pairKey(a, b)]!;
  const parts = [used.has(theme) ? undefined : (used.add(theme), theme)];
  parts.push(pick(POINT_IN_KIND[a][kind], used, seed));
  if (b !== a) parts.push(pick(POINT_IN_KIND[b][kind], used, seed + 1));
  parts.push(pick(ADVICE[kind], used, seed));
  return parts.filter(Boolean).join(" ");
}

/** What each point stands for, in the summary's phrases. */
const NOUN: Readonly<Record<SynastryPoint, string>> = {
  Sun: "purpose",
  Moon: "feeling",
  Mercury: "thought",
  Venus: "affection",
  Mars: "desire",
  Jupiter: "optimism",
  Saturn: "commitment",
  Uranus: "independence",
  Neptune: "imagination",
  Pluto: "intensity",
  "True Node": "direction",
  Ascendant: "manner",
  Midheaven: "ambition",
};

function listed(items: string[]): string {
  return items.length < 2 ? items.join("") : `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`;
}

function phrase(aspect: InterAspect, draws: boolean): string {
  const [a, b] = [NOUN[aspect.a as SynastryPoint], NOUN[aspect.b as SynastryPoint]];
  const words =
    a === b
      ? draws
        ? `shared ${a}`
        : `clashing ideas of ${a}`
      : `${a} ${draws ? "meeting" : "against"} ${b}`;
  return `${words} (${shown(aspect.a)} ${aspect.type} ${shown(aspect.b)})`;
}

function summary(ranked: InterAspect[]): SynastryReading["summary"] {
  const easy = ranked.filter((x) => kindOf(x.type) !== "challenging");
  const hard = ranked.filter((x) => kindOf(x.type) === "challenging");
  const total = (list: InterAspect[]) => list.reduce((sum, x) => sum + strength(x), 0);
  const [pull, friction] = [total(easy), total(hard)];
  const balance =
    pull > friction * 1.5
      ? "The easy contacts and conjunctions clearly outweigh the hard ones, so goodwill tends to come more readily than friction."
      : friction > pull * 1.5
        ? "The hard contacts weigh more than the easy ones, so the attraction is real but asks for patience and plain speaking."
        : "Easy and hard contacts are fairly evenly matched, a bond with as much spark as comfort.";
  const draws = easy.length
    ? `What draws the two together is chiefly ${listed(easy.slice(0, 3).map((x) => phrase(x, true)))}. ${balance}`
    : `No easy contact joins these two charts within orb, so what holds them together has to be chosen and built rather than found. ${balance}`;
  const rubs = hard.length
    ? `Where they are likely to rub: ${listed(hard.slice(0, 3).map((x) => phrase(x, false)))}.`
    : "No hard contact falls within orb, so friction is more likely to come from circumstances than from the charts themselves.";
  return { draws, rubs };
}

function overlayTexts(list: readonly Overlay[], used: Set<string>, side: number): ReadingOverlay[] {
  return list.map(({ point, house }) => {
    const parts = [
      pick(GUEST_POINT[point as OverlayPoint], used, side),
      pick(HOST_HOUSE[house as HouseNumber], used, seedOf(point)),
    ];
    return { point, house, text: parts.filter(Boolean).join(" ") };
  });
}

export function synastryReading(
  aspects: readonly InterAspect[],
  overlays: { aInB: readonly Overlay[]; bInA: readonly Overlay[] },
): SynastryReading {
  const ranked = strongestFirst(aspects);
  const used = new Set<string>();
  const contacts: ReadingContact[] = ranked.slice(0, READING_CONTACTS).map((aspect) => ({
    a: aspect.a,
    b: aspect.b,
    type: aspect.type,
    orb: aspect.orb,
    title: `${shown(aspect.a)} ${aspect.type} ${shown(aspect.b)}`,
    text: contactText(aspect, used),
  }));
  return {
    summary: summary(ranked),
    contacts,
    overlays: {
      aInB: overlayTexts(overlays.aInB, used, 0),
      bInA: overlayTexts(overlays.bInA, used, 1),
    },
  };
}

const COMPOSITE_POINTS: readonly CompositePoint[] = ["Sun", "Moon", "Venus", "Mars", "Ascendant"];
const ELEMENT_LINES: Readonly<Record<Element, string>> = {
  fire: "Fire leads among these points: a bond that runs on enthusiasm and needs things to look forward to.",
  earth:
    "Earth leads among these points: a bond that wants something tangible, a home, a plan, a routine that works.",
  air: "Air leads among these points: a bond kept alive by talk, friends and ideas shared.",
  water:
    "Water leads among these points: a bond that lives through feeling, loyalty and private understanding.",
};

/** The composite Sun, Moon, Venus, Mars and Ascendant (the last when it has one), read. */
export function compositeReading(points: readonly Placement[]): CompositeReading {
  const found = COMPOSITE_POINTS.flatMap((name) => {
    const point = points.find((p) => p.name === name);
    return point ? [[name, point] as const] : [];
  });
  const placements = found.map(([name, point]) => {
    const sign = point.sign as SignName;
    const house = name === "Ascendant" ? undefined : point.house;
    const parts = [COMPOSITE_IN_SIGNS[name][sign]];
    if (house && name !== "Ascendant") parts.push(COMPOSITE_IN_HOUSES[name][house as HouseNumber]);
    return { point: name, sign, ...(house ? { house } : {}), text: parts.join(" ") };
  });
  const signOf = (name: CompositePoint) => found.find(([n]) => n === name)?.[1].sign;
  const rising = signOf("Ascendant");
  const elementOf = (sign: string) => SIGNS.find((z) => z.name === sign)!.element;
  const counts = new Map<Element, number>();
  for (const [, p] of found)
    counts.set(elementOf(p.sign), (counts.get(elementOf(p.sign)) ?? 0) + 1);
  const most = Math.max(...counts.values());
  const leaders = [...counts].filter(([, n]) => n === most);
  const lead = leaders.length === 1 && most > 1 ? leaders[0]![0] : undefined;
  const an = (sign = "") => `${/^[AEIOU]/.test(sign) ? "an" : "a"} ${sign}`;
  const first = `At heart this is ${an(signOf("Sun"))} bond, its feelings coloured by ${an(signOf("Moon"))} Moon${rising ? ` and its public face by ${rising} rising` : ""}.`;
  return {
    summary: [first, ...(lead ? [ELEMENT_LINES[lead]] : [])].join(" "),
    placements,
  };
}
