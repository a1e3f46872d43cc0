// React's Node server renderer is carried with a patch (patches/react-dom+<version>.patch,
// applied by patch-package at install, production build only): the markup is kept
// as text and written in a few long pieces, instead of each piece being encoded into
// a 4 KB view. The repro renders one page with the installed (patched) build and
// with a copy with the patch taken back out, each against React's own renderer for
// web streams: the bytes must be the same, only the writes differ.
import { execFileSync, spawnSync } from "node:child_process";
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";

const ROOT = path.resolve(import.meta.dirname, "..");
const REPRO = path.join(ROOT, "tests/support/react-text-writes-repro.mjs");
const BUILD = path.join(ROOT, "node_modules/react-dom/cjs/react-dom-server.node.production.js");
const VERSION = (JSON.parse(readFileSync(path.join(ROOT, "node_modules/react-dom/package.json"), "utf8")) as { version: string }).version;
const PATCH = path.join(ROOT, "patches", `react-dom+${VERSION}.patch`);

type Seen = { same: boolean; bytes: number; streamedPart: boolean; writes: number; text: boolean };

function render(build: string): Seen {
  const run = spawnSync(process.execPath, [REPRO, build], {
    encoding: "utf8",
    timeout: 20_000,
    env: { ...process.env, NODE_ENV: "production" },
  });
  expect(run.stderr).toBe("");
  expect(run.status).toBe(0);
  return JSON.parse(run.stdout) as Seen;
}

// Inside the project, so that the copy finds React where the build does.
mkdirSync(path.join(ROOT, "node_modules/.cache"), { recursive: true });
const scratch = mkdtempSync(path.join(ROOT, "node_modules/.cache/react-dom-unpatched-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe("React's Node server renderer", () => {
  it("unpatched, writes a 4 KB view at a time", () => {
    const unpatched = path.join(scratch, path.basename(BUILD));
    copyFileSync(BUILD, unpatched);
    // The patch's path is a/node_modules/react-dom/cjs/<file>: four parts to strip.
    execFileSync("patch", ["-R", "-s", "-p4", "-d", scratch, "-i", PATCH]);
    const seen = render(unpatched);
    expect(seen).toMatchObject({ same: true, streamedPart: true, text: false });
    expect(seen.writes).toBeGreaterThanOrEqual(Math.floor(seen.bytes / 4096));
  });

  it("patched, writes the same bytes as React's renderer for web streams, as text in a few long pieces", () => {
    const seen = render(BUILD);
    expect(seen).toMatchObject({ same: true, streamedPart: true, text: true });
    expect(seen.bytes).toBeGreaterThan(50_000);
    expect(seen.writes).toBeLessThanOrEqual(8);
  });
});
