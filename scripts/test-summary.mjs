// @ts-check
// One closing line over the vitest and Playwright JSON reports.
import { existsSync, readFileSync } from "node:fs";

const [vitestPath, playwrightPath] = process.argv.slice(2);
let passed = 0;
let failed = 0;

if (vitestPath && existsSync(vitestPath)) {
  const report = JSON.parse(readFileSync(vitestPath, "utf8"));
  passed += report.numPassedTests ?? 0;
  failed += (report.numFailedTests ?? 0) + (report.numTotalTestSuites > 0 && report.success === false && !report.numFailedTests ? 1 : 0);
} else {
  failed += 1;
  console.log("vitest wrote no report");
}

if (playwrightPath && existsSync(playwrightPath)) {
  const { stats } = JSON.parse(readFileSync(playwrightPath, "utf8"));
  passed += (stats?.expected ?? 0) + (stats?.flaky ?? 0);
  failed += stats?.unexpected ?? 0;
} else {
  failed += 1;
  console.log("Playwright wrote no report");
}

console.log(`${passed} passed, ${failed} failed`);
