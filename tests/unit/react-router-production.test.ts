import { spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";

// The production server runs `node --conditions=production server.mjs` so that React
// Router loads its production build (no development checks and warnings on every
// request). React Router's package.json names no such condition: the patch of
// patches/react-router+<version>.patch adds it to `exports` (docs/decisions/009-patches.md).
// Without the patch, or after an upgrade that drops it, the condition is silently
// ignored and the development build runs: this test fails then.

/** Where `specifier` resolves in a fresh Node process with these conditions, for import and require. */
function resolvedUnder(conditions: string[], specifier: string): { imported: string; required: string } {
  const script = `
    import { createRequire } from "node:module";
    const require = createRequire(import.meta.url);
    console.log(JSON.stringify({ imported: import.meta.resolve(${JSON.stringify(specifier)}), required: require.resolve(${JSON.stringify(specifier)}) }));
  `;
  const run = spawnSync(process.execPath, [...conditions.map((name) => `--conditions=${name}`), "--input-type=module", "-e", script], {
    cwd: process.cwd(),
    encoding: "utf8",
  });
  expect(run.stderr).toBe("");
  return JSON.parse(run.stdout) as { imported: string; required: string };
}

describe("React Router under --conditions=production", () => {
  it.each(["react-router", "react-router/dom"])("%s resolves to its production build, imported and required", (specifier) => {
    const { imported, required } = resolvedUnder(["production"], specifier);
    expect(imported).toMatch(/\/node_modules\/react-router\/dist\/production\/[^/]+\.mjs$/);
    // .mjs where Node loads ES modules from require() ("module-sync"), .js before.
    expect(required).toMatch(/\/node_modules\/react-router\/dist\/production\/[^/]+\.m?js$/);
  });

  it("resolves to the development build without the condition (what the tests and `react-router dev` run)", () => {
    const { imported } = resolvedUnder([], "react-router");
    expect(imported).toMatch(/\/node_modules\/react-router\/dist\/development\//);
  });
});
