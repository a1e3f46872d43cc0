import { execFile } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterAll, expect, it } from "vitest";
import { callLoader, setUpConfiguredChains } from "../../tests/support/configured-chains";
import { loader } from "../routes/api/openapi";

// Redocly's recommended rules over /api/openapi.json as the server answers it,
// examples included (each one checked against its schema): no error. One run of
// the CLI, on the document written to a file.

setUpConfiguredChains(["mainnet"]);

const dir = mkdtempSync(join(tmpdir(), "prime-openapi-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

type LintReport = { totals: { errors: number; warnings: number }; problems: Array<{ ruleId: string; severity: string; message: string; location: Array<{ pointer?: string }> }> };

it("Redocly's recommended lint finds no error in /api/openapi.json, and each call carries its example", { timeout: 120_000 }, async () => {
  const { status, data } = await callLoader<Record<string, unknown>>(loader, "/api/openapi.json");
  expect(status).toBe(200);
  const file = join(dir, "openapi.json");
  writeFileSync(file, JSON.stringify(data));
  const cli = fileURLToPath(import.meta.resolve("@redocly/cli/bin/cli.js"));
  const run = await promisify(execFile)(process.execPath, [cli, "lint", "--extends=recommended", "--format=json", file], {
    env: { ...process.env, REDOCLY_TELEMETRY: "off", REDOCLY_SUPPRESS_UPDATE_NOTICE: "true", NO_COLOR: "1" },
    maxBuffer: 64 * 1024 * 1024,
  }).catch((error: { stdout: string; stderr: string }) => error);
  const report = JSON.parse(run.stdout.slice(run.stdout.indexOf("{"))) as LintReport;
  const errors = report.problems.filter((problem) => problem.severity === "error").map((problem) => `${problem.ruleId} ${problem.location[0]?.pointer ?? ""}: ${problem.message}`);
  expect(errors).toEqual([]);
  expect(report.totals.errors).toBe(0);

  // What the lint asks for and the issue names: public, licensed, and every JSON 200 with the answer it gets now
  // (the live stream answers text/event-stream; the /api page shows what it sends).
  expect(data.security).toEqual([]);
  expect((data.info as { license?: { name?: string } }).license?.name).toBeTruthy();
  const operations = Object.values(data.paths as Record<string, Record<string, { responses: Record<string, { content?: Record<string, { example?: unknown }> }> }>>).flatMap(Object.values);
  const json = operations.filter((operation) => operation.responses["200"]!.content!["text/event-stream"] === undefined);
  expect(json.length).toBe(operations.length - 1);
  for (const operation of json) expect(operation.responses["200"]!.content!["application/json"]!.example).toBeDefined();
});
