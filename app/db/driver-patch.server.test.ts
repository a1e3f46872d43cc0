// The `postgres` driver is carried with a patch (patches/postgres+3.4.9.patch,
// applied by patch-package at install): unpatched, a statement on a connection
// whose socket had closed threw from a setImmediate callback and ended the
// process. The repro runs in a child process against the installed (patched)
// driver and against a copy with the patch taken back out.
import { execFileSync, spawnSync } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";

const ROOT = path.resolve(import.meta.dirname, "../..");
const REPRO = path.join(ROOT, "tests/support/driver-closed-socket-repro.mjs");
const DRIVER = path.join(ROOT, "node_modules/postgres");
const PATCH = path.join(ROOT, "patches", `postgres+${driverVersion()}.patch`);

function driverVersion(): string {
  return (JSON.parse(readFileSync(path.join(ROOT, "node_modules/postgres/package.json"), "utf8")) as { version: string }).version;
}

function runRepro(driverDir: string) {
  const run = spawnSync(process.execPath, [REPRO, path.join(driverDir, "src/index.js")], { encoding: "utf8", timeout: 20_000 });
  return { status: run.status, stdout: run.stdout, stderr: run.stderr };
}

const scratch = mkdtempSync(path.join(os.tmpdir(), "driver-unpatched-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe("the postgres driver and a connection that closed under a queued write", () => {
  it("unpatched, the process dies of the driver's TypeError (the defect is real)", () => {
    const unpatched = path.join(scratch, "postgres");
    cpSync(DRIVER, unpatched, { recursive: true });
    // The patch's paths are a/node_modules/postgres/…: three parts to strip from inside the package.
    execFileSync("patch", ["-R", "-s", "-p3", "-d", unpatched, "-i", PATCH]);
    const run = runRepro(unpatched);
    expect(run.status).not.toBe(0);
    expect(run.stderr).toContain("Cannot read properties of null (reading 'write')");
    expect(run.stderr).toContain("nextWrite");
  });

  it("patched, the statement fails with CONNECTION_CLOSED, the process lives and the pool serves again", () => {
    const run = runRepro(DRIVER);
    expect(run.stderr).toBe("");
    expect(run.status).toBe(0);
    const seen = JSON.parse(run.stdout) as { statement: string; afterwards: string[] };
    expect(seen.statement).toBe("rejected CONNECTION_CLOSED");
    expect(seen.afterwards.at(-1)).toBe("resolved");
  });
});
