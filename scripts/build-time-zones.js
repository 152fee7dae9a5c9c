// Generates app/domain/chart/time-zone-history.json: every zone's UTC offsets before 1980 from
// the system's tz data (Debian's tzdata keeps the "backzone" history that Node's own data lacks,
// such as Amsterdam Mean Time, +00:19:32, until 1937). From 1980 on the chart uses Intl, which
// agrees. Run with Debian's tzdata installed: node scripts/build-time-zones.js
import { execFileSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const UNTIL_YEAR = 1980;
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const zi = readFileSync("/usr/share/zoneinfo/tzdata.zi", "utf8");
const version = /^# version (\S+)/m.exec(zi)?.[1] ?? "unknown";
const zones = [...zi.matchAll(/^Z (\S+)/gm)].map((m) => m[1]);
const links = Object.fromEntries([...zi.matchAll(/^L (\S+) (\S+)/gm)].map((m) => [m[2], m[1]]));

// zdump -v prints, for each transition, the last second before it and the first after it:
// "Zone  Sun Nov 18 17:00:00 1883 UT = Sun Nov 18 12:00:00 1883 EST isdst=0 gmtoff=-18000".
const LINE =
  / {2}\w{3} (\w{3}) +(\d+) (\d\d):(\d\d):(\d\d) (-?\d+) UT = .* (\S+) isdst=(\d) gmtoff=(-?\d+)$/;
const MONTHS = "JanFebMarAprMayJunJulAugSepOctNovDec";

function history(zone) {
  const out = execFileSync("zdump", ["-v", "-c", `1800,${UNTIL_YEAR}`, zone], { encoding: "utf8" });
  const states = [];
  for (const line of out.split("\n")) {
    const m = LINE.exec(line);
    if (!m) continue;
    const [, mon, day, hh, mm, ss, year, abbr, isdst, gmtoff] = m;
    const ut =
      Date.UTC(
        Number(year),
        MONTHS.indexOf(mon) / 3,
        Number(day),
        Number(hh),
        Number(mm),
        Number(ss),
      ) / 1000;
    states.push([ut, Number(gmtoff), Number(isdst), abbr]);
  }
  // Each pair's second line starts a new state; the first line of all gives the one before.
  const transitions = [];
  for (let i = 1; i < states.length; i += 2) transitions.push(states[i]);
  const first = states[0] ?? null;
  return { first: first ? [first[1], first[2], first[3]] : null, transitions };
}

const table = { version, until: UNTIL_YEAR, zones: {}, links };
for (const zone of zones) table.zones[zone] = history(zone);
const file = path.join(root, "app/domain/chart/time-zone-history.json");
writeFileSync(file, JSON.stringify(table));
console.log(
  `${zones.length} zones, ${Object.keys(links).length} links, tzdata ${version} -> ${file}`,
);
