// The shipped time zone table against `zdump`, the tz project's own reader of the machine's
// tzdata: every zone's transitions in a spread of years, and every transition 1800-2100 of the
// zones with the hardest histories. Where zdump exists the table must be from the same release.
import { execFile, execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import HISTORY from "~/domain/data/time-zone-history.json";
import { isZoneWithoutOffset, offsetAt, TZ_RELEASE } from "~/domain/chart/local-time";

const TZDATA = "/usr/share/zoneinfo/tzdata.zi";
const hasZdump = (() => {
  try {
    execFileSync("zdump", ["--version"], { stdio: "ignore" });
    return existsSync(TZDATA);
  } catch {
    return false;
  }
})();

const TABLE = HISTORY as unknown as {
  zones: Record<string, { transitions: string }>;
  links: Record<string, string>;
  withoutOffset: string[];
};
const ZONES = Object.keys(TABLE.zones);
// Years with many changes (wars, the date line, tz's newest rules) and plain ones, 1800-2100.
const YEARS = [1800, 1870, 1892, 1916, 1942, 1945, 1953, 1975, 1991, 2011, 2026, 2027, 2060, 2100];
const WHOLE_HISTORY = [
  "Europe/Amsterdam",
  "Europe/Dublin",
  "Europe/Moscow",
  "America/Vancouver",
  "America/Tijuana",
  "America/Sitka",
  "Pacific/Apia",
  "Pacific/Tongatapu",
  "Asia/Manila",
  "Africa/Casablanca",
  "Africa/Sao_Tome",
  "Australia/Lord_Howe",
];

const LINE =
  /^(\S+)\s+\w{3} (\w{3}) +(\d+) (\d\d):(\d\d):(\d\d) (-?\d+) UT = .* (\S+) isdst=(\d) gmtoff=(-?\d+)$/;
const MONTHS = "JanFebMarAprMayJunJulAugSepOctNovDec";

interface Moment {
  zone: string;
  utc: number;
  abbreviation: string;
  isdst: boolean;
  offset: number;
}

async function zdump(years: string, zones: string[]): Promise<Moment[]> {
  const { stdout } = await promisify(execFile)("zdump", ["-v", "-c", years, ...zones], {
    maxBuffer: 1 << 28,
  });
  return stdout.split("\n").flatMap((line) => {
    const m = LINE.exec(line);
    if (!m) return [];
    const [, zone, mon, day, hh, mm, ss, year, abbreviation, isdst, offset] = m;
    const utc = Date.UTC(+year!, MONTHS.indexOf(mon!) / 3, +day!, +hh!, +mm!, +ss!) / 1000;
    return [
      { zone: zone!, utc, abbreviation: abbreviation!, isdst: isdst === "1", offset: +offset! },
    ];
  });
}

/** Where the table and zdump disagree at zdump's moments (each side of every transition). */
function disagreements(moments: Moment[]): string[] {
  return moments.flatMap(({ zone, utc, abbreviation, isdst, offset }) => {
    const ours = offsetAt(zone, utc);
    const dst = ours.reason === "summer time" || ours.reason === "winter time";
    if (ours.seconds === offset && ours.abbreviation === abbreviation && dst === isdst) return [];
    const when = new Date(utc * 1000).toISOString();
    return [
      `${zone} ${when}: ${ours.seconds} ${ours.abbreviation} vs zdump ${offset} ${abbreviation}`,
    ];
  });
}

/** The table's transition count per zone within (from, to], UTC seconds. */
function tableTransitions(zone: string, from: number, to: number): number {
  let utc = 0;
  let count = 0;
  const text = TABLE.zones[zone]!.transitions;
  for (const item of text ? text.split(",") : []) {
    utc += parseInt(item.slice(0, -1), 36);
    if (utc > from && utc <= to) count++;
  }
  return count;
}

describe.runIf(hasZdump)("the time zone table against zdump", () => {
  const installed = /^# version (\S+)/m.exec(readFileSync(TZDATA, "utf8"))?.[1];

  it("is generated from the tzdata release installed here", () => {
    expect(
      TZ_RELEASE,
      `The table is from tz ${TZ_RELEASE}, the machine has ${installed}: run npm run time-zones`,
    ).toBe(installed);
  });

  it("knows every zone and old name in tzdata.zi", () => {
    const zi = readFileSync(TZDATA, "utf8");
    const names = [...zi.matchAll(/^Z (\S+)/gm)].map((m) => m[1]!);
    expect([...ZONES, ...TABLE.withoutOffset].sort()).toEqual(names.sort());
    expect(isZoneWithoutOffset("Factory")).toBe(true);
    expect(Object.keys(TABLE.links).length).toBe([...zi.matchAll(/^L /gm)].length);
  });

  it.runIf(TZ_RELEASE === installed)(
    `gives zdump's offsets for all ${ZONES.length} zones in ${YEARS.length} years`,
    async () => {
      const byYear = await Promise.all(YEARS.map((year) => zdump(`${year},${year + 1}`, ZONES)));
      const differ: string[] = [];
      YEARS.forEach((year, i) => {
        const moments = byYear[i]!;
        differ.push(...disagreements(moments));
        const [from, to] = [Date.UTC(year, 0, 1) / 1000, Date.UTC(year + 1, 0, 1) / 1000];
        for (const zone of ZONES) {
          const theirs = moments.filter((m) => m.zone === zone).length / 2;
          const ours = tableTransitions(zone, from, to);
          if (ours !== theirs) differ.push(`${zone} ${year}: ${ours} transitions, zdump ${theirs}`);
        }
      });
      expect(byYear.flat().length).toBeGreaterThan(2_000);
      expect(differ.slice(0, 20)).toEqual([]);
    },
    30_000,
  );

  it.runIf(TZ_RELEASE === installed)(
    "gives zdump's every transition 1800-2100 for the zones with the hardest histories",
    async () => {
      const moments = await zdump("1800,2101", WHOLE_HISTORY);
      expect(disagreements(moments).slice(0, 20)).toEqual([]);
      for (const zone of WHOLE_HISTORY) {
        const theirs = moments.filter((m) => m.zone === zone).length / 2;
        expect(tableTransitions(zone, -Infinity, Infinity), zone).toBe(theirs);
      }
    },
    30_000,
  );
});
