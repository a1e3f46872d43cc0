// @ts-check
// A vitest reporter for what its JSON report leaves out: errors outside any test (an
// unhandled rejection, a file that fails to load, a failing top-level afterAll). Each
// makes vitest exit 1 with every test passed; the closing summary (test-summary.mjs)
// names them, so that the end of a CI log says why the run failed.
// Usage: vitest run --reporter=default --reporter=./scripts/vitest-errors-reporter.mjs
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, relative } from "node:path";

const ERRORS_REPORT = "reports/vitest-errors.json";

/** @param {{ message?: string, stack?: string, name?: string }} error */
const brief = (error) =>
  (error.stack || `${error.name ?? "Error"}: ${error.message ?? ""}`)
    .split("\n")
    .filter((line) => !/node_modules|node:internal/.test(line))
    .slice(0, 8)
    .join("\n");

export default class VitestErrorsReporter {
  /**
   * @param {ReadonlyArray<import("vitest/node").TestModule>} testModules
   * @param {ReadonlyArray<import("vitest/node").SerializedError>} unhandledErrors
   */
  onTestRunEnd(testModules, unhandledErrors) {
    const errors = [
      ...unhandledErrors.map((error) => ({ where: "unhandled, outside any test", error: brief(error) })),
      ...testModules.flatMap((module) =>
        module.errors().map((error) => ({ where: relative(process.cwd(), module.moduleId), error: brief(error) })),
      ),
    ];
    mkdirSync(dirname(ERRORS_REPORT), { recursive: true });
    writeFileSync(ERRORS_REPORT, JSON.stringify({ errors }, null, 2));
  }
}
