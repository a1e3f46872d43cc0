#!/usr/bin/env node
// @ts-check
// Lighthouse on every page template (tests/e2e/support/templates.ts), run by hand,
// not in CI (docs/performance.md, "Lighthouse"): each template `--runs` times with
// the mobile preset (slow 4G and a 4x slower CPU, simulated), then the median
// score of each category per template. Without --base-url it builds when there is
// no build and starts the production server on the e2e test chain with its fixed
// 'now', as CI's quick bench does. Lighthouse comes from the npm registry through
// npx (not a dependency of the project); Chromium from CHROME_PATH (/usr/bin/chromium).
//
//   npm run lighthouse -- [--base-url URL] [--runs 3] [--only name,name] [--preset mobile|desktop]
//                         [--port 3495] [--report reports/lighthouse.json]
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { parseArgs } from "node:util";
import { SERVER_ENV, SERVER_NODE_ARGS } from "../app/lib/runtime/memory-budget.mjs";
import { runnerImport } from "vite";

const LIGHTHOUSE = "lighthouse@12";
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"];
/** The figures behind the performance score, shown beside it (median of the runs). */
const METRICS = /** @type {const} */ ([
  ["FCP", "first-contentful-paint"],
  ["LCP", "largest-contentful-paint"],
  ["TBT", "total-blocking-time"],
  ["CLS", "cumulative-layout-shift"],
]);
/** The e2e chain and its clock (playwright.config.ts DEMO_CHAIN, .ci/run's quick bench). */
const TEST_CHAIN_ENV = {
  DATA_DIR: ".data-e2e",
  DEMO_SCALE: "test",
  DEMO_NOW: "2026-11-22T00:00:00Z",
  SERVER_NOW: "2026-11-22T00:00:00Z",
  DEMO_LIVE: "0",
};

const { values } = parseArgs({
  options: {
    "base-url": { type: "string" },
    runs: { type: "string", default: "3" },
    only: { type: "string" },
    preset: { type: "string", default: "mobile" },
    port: { type: "string", default: "3495" },
    report: { type: "string", default: "reports/lighthouse.json" },
  },
});
const runs = Number(values.runs);
if (!Number.isInteger(runs) || runs < 1) throw new Error("--runs takes a whole number of runs, 1 or more");
if (values.preset !== "mobile" && values.preset !== "desktop") throw new Error("--preset is mobile or desktop");
const chromePath = process.env.CHROME_PATH ?? "/usr/bin/chromium";

/** @type {import("node:child_process").ChildProcess | null} */
let server = null;
const stopServer = () => server?.kill("SIGTERM");
process.on("exit", stopServer);

/** Starts the production server on the test chain; resolves with its base URL once it is ready. */
async function startServer() {
  if (!existsSync("build/server/index.js")) {
    const built = spawnSync("npx", ["react-router", "build"], { stdio: ["ignore", "ignore", "inherit"] });
    if (built.status !== 0) throw new Error("the build failed");
  }
  const base = `http://127.0.0.1:${values.port}`;
  server = spawn("node", [...SERVER_NODE_ARGS, "server.mjs"], {
    env: { ...process.env, ...SERVER_ENV, ...TEST_CHAIN_ENV, PORT: values.port, HOST: "127.0.0.1" },
    stdio: ["ignore", "ignore", "inherit"],
  });
  // The first start on a fresh clone generates the chain (about a minute).
  for (let attempt = 0; attempt < 1200; attempt++) {
    if (await fetch(`${base}/readyz`).then((r) => r.ok, () => false)) return base;
    if (server.exitCode !== null) throw new Error("the server exited before it was ready");
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error("the server was not ready within 5 minutes");
}

/**
 * The templates at live ids, from the list the e2e specs use. It reads the JSON
 * API through Playwright's request interface; fetch stands in for it here.
 * @param {string} base
 */
async function templates(base) {
  const { module } = await runnerImport("./tests/e2e/support/templates.ts", { configFile: false, logLevel: "error" });
  const request = {
    /** @param {string} path */
    async get(path) {
      const response = await fetch(new URL(path, base));
      const body = await response.text();
      return { status: () => response.status, json: async () => JSON.parse(body) };
    },
  };
  /** @type {{ name: string, path: string, status: number }[]} */
  const all = module.pageTemplates(await module.mainnetPaths(request));
  const only = values.only?.split(",");
  return only ? all.filter((template) => only.some((name) => template.name.includes(name))) : all;
}

/**
 * One request for `url`, again once when a kept-alive connection was closed under it.
 * @param {URL} url
 */
async function warm(url) {
  const get = () => fetch(url).then((response) => response.arrayBuffer());
  await get().catch(get);
}

/** @param {number[]} numbers */
function median(numbers) {
  const sorted = [...numbers].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const at = (/** @type {number} */ index) => sorted[index] ?? NaN;
  return sorted.length % 2 ? at(middle) : (at(middle - 1) + at(middle)) / 2;
}

/**
 * One Lighthouse run of `url`: its report's categories and metrics, or why it has none.
 * @param {string} url
 * @param {string} workDir
 */
function lighthouse(url, workDir) {
  const output = join(workDir, "report.json");
  rmSync(output, { force: true });
  const result = spawnSync(
    "npx",
    [
      "--yes",
      LIGHTHOUSE,
      url,
      "--quiet",
      `--chrome-flags=--headless=new --no-sandbox`,
      `--only-categories=${CATEGORIES.join(",")}`,
      ...(values.preset === "desktop" ? ["--preset=desktop"] : []),
      "--output=json",
      `--output-path=${output}`,
    ],
    { env: { ...process.env, CHROME_PATH: chromePath }, stdio: ["ignore", "ignore", "pipe"], encoding: "utf8" },
  );
  if (!existsSync(output)) throw new Error(`Lighthouse failed on ${url}:\n${result.stderr}`);
  const report = JSON.parse(readFileSync(output, "utf8"));
  /** @type {Record<string, number | null>} */
  const scores = {};
  for (const id of CATEGORIES) {
    const score = report.categories[id]?.score;
    scores[id] = typeof score === "number" ? Math.round(score * 100) : null;
  }
  /** @type {Record<string, number>} */
  const metrics = {};
  for (const [, id] of METRICS) metrics[id] = report.audits[id]?.numericValue ?? NaN;
  return { scores, metrics, error: report.runtimeError?.code ?? null };
}

/** @param {string} id @param {number} value */
function formatMetric(id, value) {
  if (Number.isNaN(value)) return "–";
  if (id === "cumulative-layout-shift") return value.toFixed(2);
  if (id === "total-blocking-time") return `${Math.round(value)} ms`;
  return `${(value / 1000).toFixed(1)} s`;
}

const base = values["base-url"] ?? (await startServer());
const pages = await templates(base);
const workDir = mkdtempSync(join(tmpdir(), "lighthouse-"));
const [loadBefore = NaN] = loadavg();
const rows = [];
try {
  for (const page of pages) {
    // Warmed once, as a reader after the first finds it (the page cache keeps pages within a block):
    // Lighthouse's simulated load starts from the server's observed response time.
    await warm(new URL(page.path, base));
    const results = [];
    for (let run = 0; run < runs; run++) results.push(lighthouse(new URL(page.path, base).href, workDir));
    const error = results.find((result) => result.error)?.error ?? null;
    /** @type {Record<string, number | null>} */
    const scores = {};
    for (const id of CATEGORIES) {
      const scored = results.map((result) => result.scores[id]).filter((score) => score !== null);
      scores[id] = scored.length ? median(/** @type {number[]} */ (scored)) : null;
    }
    /** @type {Record<string, number>} */
    const metrics = {};
    for (const [, id] of METRICS) metrics[id] = median(results.map((result) => result.metrics[id] ?? NaN));
    const row = { name: page.name, path: page.path, status: page.status, scores, metrics, runs: results.map((r) => r.scores), error };
    rows.push(row);
    console.error(`${page.name}: ${CATEGORIES.map((id) => scores[id] ?? "–").join(" / ")}${error ? ` (${error})` : ""}`);
  }
} finally {
  rmSync(workDir, { recursive: true, force: true });
  stopServer();
}

const [loadAfter = NaN] = loadavg();
console.log(`Lighthouse (${LIGHTHOUSE}, ${values.preset} preset), median of ${runs} per template; load average ${loadBefore.toFixed(1)} before, ${loadAfter.toFixed(1)} after\n`);
const header = ["template", ...CATEGORIES, ...METRICS.map(([label]) => label)];
console.log(`| ${header.join(" | ")} |`);
console.log(`|${header.map(() => " --- ").join("|")}|`);
for (const row of rows) {
  // Lighthouse scores no document answered with an error status (ERRORED_DOCUMENT_REQUEST).
  const scores = CATEGORIES.map((id) => (row.scores[id] === null ? "–" : String(row.scores[id])));
  if (row.error) scores[0] = `not scored (${row.status}, ${row.error})`;
  const metrics = METRICS.map(([, id]) => formatMetric(id, row.metrics[id] ?? NaN));
  console.log(`| ${[row.name, ...scores, ...metrics].join(" | ")} |`);
}
mkdirSync(dirname(values.report), { recursive: true });
writeFileSync(values.report, JSON.stringify({ lighthouse: LIGHTHOUSE, preset: values.preset, runs, loadBefore, loadAfter, rows }, null, 2));
