// The per-file timing table of docs/testing.md, from the JSON reports of Vitest and Playwright:
//   npx vitest run --project unit --reporter=json --outputFile=unit.json
//   PLAYWRIGHT_JSON_OUTPUT_NAME=e2e.json npx playwright test --reporter=json
//   node scripts/test-times.js unit.json e2e.json
// For each report, one Markdown row per file, slowest first: its tests, their summed time (for
// Vitest the file's own wall time too) and its share of the report's summed test time. Shares
// say more than seconds on a shared machine, where every figure grows with the load.
import { readFileSync } from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
/**
 * The fields read of Vitest's JSON report.
 * @typedef {{ startTime: number; testResults: { name: string; startTime: number; endTime: number; assertionResults: { duration?: number | null }[] }[] }} VitestReport
 */
/**
 * The fields read of Playwright's JSON report.
 * @typedef {{ specs?: { file: string; tests: { results: { duration: number }[] }[] }[]; suites?: Suite[] }} Suite
 * @typedef {{ suites: Suite[]; stats: { duration: number } }} PlaywrightReport
 */
/** @typedef {{ file: string; tests: number; testMs: number; wallMs?: number }} Row */

const seconds = (/** @type {number} */ ms) => (ms / 1000).toFixed(1);

/** Vitest's report: files with their start, end and tests' durations. */
/**
 * @param {VitestReport} report
 * @returns {Row[]}
 */
function vitestRows(report) {
  return report.testResults.map((file) => ({
    file: path.relative(root, file.name),
    tests: file.assertionResults.length,
    testMs: file.assertionResults.reduce((sum, t) => sum + (t.duration ?? 0), 0),
    wallMs: file.endTime - file.startTime,
  }));
}

/** Playwright's report: suites per file, specs in nested suites, tests with their results. */
/**
 * @param {PlaywrightReport} report
 * @returns {Row[]}
 */
function playwrightRows(report) {
  /** @type {Map<string, Row>} */
  const byFile = new Map();
  const walk = (/** @type {Suite} */ suite) => {
    for (const spec of suite.specs ?? []) {
      const row = byFile.get(spec.file) ?? { file: `tests/e2e/${spec.file}`, tests: 0, testMs: 0 };
      for (const test of spec.tests) {
        row.tests += 1;
        row.testMs += test.results.reduce((sum, r) => sum + r.duration, 0);
      }
      byFile.set(spec.file, row);
    }
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const suite of report.suites) walk(suite);
  return [...byFile.values()];
}

for (const file of process.argv.slice(2)) {
  /** @type {VitestReport | PlaywrightReport} */
  const report = JSON.parse(readFileSync(file, "utf8"));
  const vitest = "testResults" in report && Array.isArray(report.testResults);
  const rows = ("testResults" in report ? vitestRows(report) : playwrightRows(report)).sort(
    (a, b) => b.testMs - a.testMs,
  );
  const total = rows.reduce((sum, r) => sum + r.testMs, 0);
  const tests = rows.reduce((sum, r) => sum + r.tests, 0);
  const wall =
    "testResults" in report
      ? Math.max(...report.testResults.map((f) => f.endTime)) - report.startTime
      : report.stats.duration;
  console.log(
    `\n${file}: ${rows.length} files, ${tests} tests, ${seconds(total)} s of tests, ${seconds(wall)} s wall\n`,
  );
  console.log(`| File | Tests | Tests' time (s) |${vitest ? " File's wall (s) |" : ""} Share |`);
  console.log(`| ---- | ----: | --------------: |${vitest ? " --------------: |" : ""} ----: |`);
  for (const r of rows) {
    const share = total ? ((100 * r.testMs) / total).toFixed(1) : "0.0";
    const wallCell = vitest ? ` ${seconds(r.wallMs ?? 0)} |` : "";
    console.log(`| ${r.file} | ${r.tests} | ${seconds(r.testMs)} |${wallCell} ${share}% |`);
  }
}
