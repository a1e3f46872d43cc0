// @ts-check
// The closing summary over the vitest and Playwright JSON reports: where the time
// went (each phase of scripts/phase.sh, each Playwright project's busy time), the
// ten slowest tests, and one last line 'N passed, N failed'.
// Usage: node scripts/test-summary.mjs [--phases reports/phases.tsv] vitest.json playwright.json
import { existsSync, readFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";

const args = process.argv.slice(2);
const phasesAt = args.indexOf("--phases");
const phasesPath = phasesAt >= 0 ? args.splice(phasesAt, 2)[1] : undefined;
const [vitestPath, playwrightPath] = args;

/** @type {{ seconds: number, name: string }[]} */
const tests = [];
/** @type {Map<string, number>} busy seconds per Playwright project */
const projectBusy = new Map();
let passed = 0;
let failed = 0;
/** @type {{ where: string, error: string }[]} */
const outsideTests = [];

if (vitestPath && existsSync(vitestPath)) {
  const report = JSON.parse(readFileSync(vitestPath, "utf8"));
  passed += report.numPassedTests ?? 0;
  // Errors outside any test are not in vitest's JSON report: scripts/vitest-errors-reporter.mjs writes them beside it.
  const errorsPath = join(dirname(vitestPath), "vitest-errors.json");
  if (existsSync(errorsPath)) outsideTests.push(...JSON.parse(readFileSync(errorsPath, "utf8")).errors);
  const suiteFailed = report.numTotalTestSuites > 0 && report.success === false && !report.numFailedTests ? 1 : 0;
  failed += (report.numFailedTests ?? 0) + Math.max(outsideTests.length, suiteFailed);
  for (const file of report.testResults ?? []) {
    for (const test of file.assertionResults ?? []) {
      tests.push({ seconds: (test.duration ?? 0) / 1000, name: `vitest ${relative(process.cwd(), file.name)} › ${test.fullName ?? test.title}` });
    }
  }
} else {
  failed += 1;
  console.log("vitest wrote no report");
}

/**
 * @param {any} suite
 * @param {string[]} path
 */
function walk(suite, path) {
  for (const spec of suite.specs ?? []) {
    for (const test of spec.tests ?? []) {
      const seconds = (test.results ?? []).reduce((/** @type {number} */ sum, /** @type {any} */ result) => sum + (result.duration ?? 0), 0) / 1000;
      projectBusy.set(test.projectName, (projectBusy.get(test.projectName) ?? 0) + seconds);
      tests.push({ seconds, name: `playwright [${test.projectName}] ${[...path, spec.title].join(" › ")}` });
    }
  }
  for (const child of suite.suites ?? []) walk(child, [...path, child.title]);
}

if (playwrightPath && existsSync(playwrightPath)) {
  const report = JSON.parse(readFileSync(playwrightPath, "utf8"));
  passed += (report.stats?.expected ?? 0) + (report.stats?.flaky ?? 0);
  failed += report.stats?.unexpected ?? 0;
  for (const suite of report.suites ?? []) walk(suite, [suite.title]);
} else {
  failed += 1;
  console.log("Playwright wrote no report");
}

const fmt = (/** @type {number} */ seconds) => seconds.toFixed(1).padStart(7);

if (phasesPath && existsSync(phasesPath)) {
  const phases = readFileSync(phasesPath, "utf8")
    .trim()
    .split("\n")
    .filter(Boolean)
    .map((line) => line.split("\t"));
  console.log("\nWhere the time went (wall seconds):");
  const starts = phases.map((phase) => Number(phase[3]));
  const ends = phases.map((phase) => Number(phase[4]));
  for (const [index, [name = "?", seconds = "0", status = "0"]] of phases.entries()) {
    // Phases that ran side by side (typecheck, lint and build) are marked: their times overlap.
    const beside = phases.some((_, other) => other !== index && (starts[other] ?? 0) < (ends[index] ?? 0) && (ends[other] ?? 0) > (starts[index] ?? 0));
    console.log(`  ${name.padEnd(26)}${fmt(Number(seconds))}${beside ? "  (side by side)" : ""}${status === "0" ? "" : `  (exit ${status})`}`);
    if (name === "playwright") {
      for (const [project, busy] of [...projectBusy].sort((a, b) => b[1] - a[1])) {
        console.log(`    ${`${project} (busy, all workers)`.padEnd(24)}${fmt(busy)}`);
      }
    }
  }
  // The wall time from the first phase's start to the last one's end.
  const total = Math.max(...ends) - Math.min(...starts);
  console.log(`  ${"total".padEnd(26)}${fmt(total)}  (${(total / 60).toFixed(1)} min)`);
}

if (tests.length > 0) {
  console.log("\nThe ten slowest tests (seconds):");
  for (const test of [...tests].sort((a, b) => b.seconds - a.seconds).slice(0, 10)) console.log(`  ${fmt(test.seconds)}  ${test.name}`);
  console.log("");
}

if (outsideTests.length > 0) {
  console.log(`vitest failed outside any test (${outsideTests.length}):`);
  for (const { where, error } of outsideTests) console.log(`  ${where}\n    ${error.replaceAll("\n", "\n    ")}`);
  console.log("");
}

console.log(`${passed} passed, ${failed} failed`);
