// `.ci/run`'s advisory gate: fails on any high or critical advisory `npm audit` reports. Where
// the registry's advisory service cannot be reached, it says so plainly instead of passing silently.
import { spawnSync } from "node:child_process";

const run = spawnSync("npm", ["audit", "--json"], { encoding: "utf8" });
let report;
try {
  report = JSON.parse(run.stdout);
} catch {
  console.error("npm audit printed no JSON:\n" + run.stdout + run.stderr);
  process.exit(1);
}

const counts = report.metadata?.vulnerabilities;
if (!counts) {
  const reason = report.message ?? report.error?.summary ?? "no answer";
  console.warn(`Advisories NOT checked: the advisory service did not answer (${reason}).`);
  process.exit(0);
}
const serious = (counts.high ?? 0) + (counts.critical ?? 0);
console.log(
  `npm audit: ${counts.critical ?? 0} critical, ${counts.high ?? 0} high, ${counts.moderate ?? 0} moderate, ${counts.low ?? 0} low`,
);
if (serious > 0) {
  for (const [name, entry] of Object.entries(report.vulnerabilities ?? {})) {
    if (entry.severity === "high" || entry.severity === "critical")
      console.log(`  ${entry.severity}: ${name}`);
  }
  process.exit(1);
}
