// `npm run check:commits -- [BASE]`: holds every commit in BASE..HEAD to the commit rule
// (CONTRIBUTING.md). BASE defaults to the commit the rule was written on, so history before it,
// which is not rewritten, is not judged. Exits 1 naming each commit that breaks the rule.
import { spawnSync } from "node:child_process";
import { commitProblems } from "./lib/commit-rule.js";

// main when the rule was written (7 December 2026); every later commit keeps it.
const RULE_SINCE = "8882453";

/** @param {string[]} args */
const git = (...args) => {
  const run = spawnSync("git", args, { encoding: "utf8", maxBuffer: 64 * 1024 * 1024 });
  return { ok: run.status === 0, out: run.stdout, err: run.stderr.trim() };
};

const base = process.argv[2] ?? RULE_SINCE;
if (!git("rev-parse", "--verify", "--quiet", `${base}^{commit}`).ok) {
  // A shallow clone has no history to judge: say so rather than fail the code for it.
  console.warn(`check-commits: not checked, ${base} is not in this clone (a shallow clone?)`);
  process.exit(0);
}

// One record per commit: hash, parents, the raw message; NUL-separated so any text survives.
const log = git("log", "--format=%H %P%x00%B%x00", `${base}..HEAD`);
if (!log.ok) {
  console.error(`check-commits: git log failed: ${log.err}`);
  process.exit(2);
}
const fields = log.out.split("\0");
let checked = 0;
let broken = 0;
for (let i = 0; i + 1 < fields.length; i += 2) {
  const [hash = "", ...parents] = (fields[i] ?? "").trim().split(" ");
  const message = fields[i + 1] ?? "";
  checked++;
  const problems = commitProblems(message, { merge: parents.length > 1 });
  if (problems.length === 0) continue;
  broken++;
  console.log(`${hash.slice(0, 10)} ${message.split("\n")[0]}`);
  for (const problem of problems) console.log(`  ${problem}`);
}
console.log(`check-commits: ${checked} commits since ${base}, ${broken} breaking the rule`);
process.exitCode = broken > 0 ? 1 : 0;
