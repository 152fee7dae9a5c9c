// /forecast's month in words: each transit of Mars to Pluto exact in the month, in the order of
// its first exact moment there, with our text for its planet, point and kind of contact
// (app/content/transits). A transit we have no text for is left out rather than told blankly.
// The lengths a text states are its contact's own, from the row's dates (withSpan), as on /today.
import { transitText } from "~/content/transits/banks";
import type { NatalPoint } from "~/content/transits/types";
import type { TimelineRow } from "~/components/transit-timeline";
import type { TransitAspect } from "~/domain/transits/types";
import { withSpan } from "~/domain/transits/words";
import type { Planet } from "~/domain/zodiac";
import { kindOf } from "~/read/member-day.server";

/** The planets whose transits last: the graph's and the month's, slowest first. */
export const DRAWN: readonly string[] = ["Pluto", "Neptune", "Uranus", "Saturn", "Jupiter", "Mars"];

export interface Highlight {
  transiting: string;
  aspect: string;
  natal: string;
  /** Its exact moments in the month, on the answer's clocks (ISO with offset). */
  exact: string[];
  text: string;
}

/** `month` is "YYYY-MM"; the rows' exact moments are read on their local clocks. */
export function monthHighlights(rows: readonly TimelineRow[], month: string): Highlight[] {
  const found: Highlight[] = [];
  const told = new Set<string>();
  for (const row of rows) {
    if (!DRAWN.includes(row.transiting)) continue;
    const exact = row.exact.map((m) => m.local).filter((local) => local.startsWith(month));
    if (exact.length === 0) continue;
    const kind = kindOf(row.aspect as TransitAspect);
    const bank = transitText(row.transiting as Planet, row.natal as NatalPoint | "True Node", kind);
    if (!bank || told.has(bank)) continue;
    told.add(bank);
    // The whole contact, a retrograde loop included; a row whose edge lies outside the
    // computed track keeps its text's own words.
    const text =
      row.begins && row.ends
        ? withSpan(bank, { begins: row.begins.utc, ends: row.ends.utc })
        : bank;
    found.push({ transiting: row.transiting, aspect: row.aspect, natal: row.natal, exact, text });
  }
  return found.sort((a, b) => (a.exact[0]! < b.exact[0]! ? -1 : 1));
}
