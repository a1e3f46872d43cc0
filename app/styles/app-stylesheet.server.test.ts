import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { describe, expect, it } from "vitest";
import { appStylesheetText } from "./app-stylesheet.server";

function clientDir(files: Record<string, string>): URL {
  const dir = mkdtempSync(join(tmpdir(), "app-stylesheet-"));
  mkdirSync(join(dir, "assets"));
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, "assets", name), text);
  return pathToFileURL(`${dir}/`);
}

describe("appStylesheetText", () => {
  it("reads the build's one stylesheet, named by the root route", () => {
    const root = clientDir({ "style-a.css": ".a{color:red}" });
    const manifest = { routes: { root: { css: ["/assets/style-a.css"] }, "routes/home": {} } };
    expect(appStylesheetText(manifest, root)).toBe(".a{color:red}");
  });

  it("never lets a rule close the <style> element it is written into", () => {
    const root = clientDir({ "style-b.css": '.b::after{content:"</style><script>"}' });
    const text = appStylesheetText({ routes: { root: { css: ["/assets/style-b.css"] } } }, root);
    expect(text).not.toContain("</style");
    expect(text).toContain("<\\/style>");
  });

  it("refuses a build whose CSS is split per route, which pages would miss", () => {
    const manifest = { routes: { root: { css: ["/assets/root.css"] }, "routes/home": { css: ["/assets/home.css"] } } };
    expect(() => appStylesheetText(manifest, clientDir({}))).toThrow(/one stylesheet/);
  });
});
