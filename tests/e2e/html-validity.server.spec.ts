import { execFile } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { expect, test, type APIRequestContext } from "@playwright/test";
import { PORTS } from "../../playwright.config";
import { mainnetPaths, pageTemplates, type PageTemplate } from "./support/templates";

// Every template's HTML as the server sends it, checked by the Nu HTML checker
// (vnu-jar, on the machine's Java): no error. One run of the checker over all of
// them, because starting Java costs seconds.

const VNU_JAR = fileURLToPath(import.meta.resolve("vnu-jar/build/dist/vnu.jar"));

/** Every template (support/templates.ts), and the 503 page of a server whose data source refuses. */
async function templates(request: APIRequestContext): Promise<PageTemplate[]> {
  return [
    ...pageTemplates(await mainnetPaths(request)),
    { name: "data source down (503)", path: `http://127.0.0.1:${PORTS.brokenDataSource}/blocks`, status: 503 },
  ];
}

type VnuMessage = { type: string; url?: string; lastLine?: number; message: string; extract?: string };

const DESCRIPTION = /<meta name="description" content="([^"]*)"\/?>/g;

test("the Nu HTML checker finds no error in any template, and each has one meta description of its own", async ({ request }) => {
  // Java's start and the checker's schemas take seconds on a loaded machine.
  test.setTimeout(180_000);
  const dir = mkdtempSync(join(tmpdir(), "prime-html-"));
  try {
    const pages = await templates(request);
    const files = await Promise.all(
      pages.map(async ({ name, path: url, status }, index) => {
        const response = await request.get(url, { maxRedirects: 0 });
        expect(response.status(), `${name} ${url}`).toBe(status);
        expect(response.headers()["content-type"], name).toContain("text/html");
        const file = join(dir, `${String(index).padStart(2, "0")}-${name.replace(/\W+/g, "-")}.html`);
        const html = await response.text();
        writeFileSync(file, html);
        const descriptions = [...html.matchAll(DESCRIPTION)].map((match) => match[1]!);
        expect(descriptions, `${name}: one meta description`).toHaveLength(1);
        return { file, name, description: descriptions[0]! };
      }),
    );
    // Each says what its own page shows: no two templates share one (the shell's generic text included).
    const byDescription = new Map<string, string[]>();
    for (const page of files) byDescription.set(page.description, [...(byDescription.get(page.description) ?? []), page.name]);
    expect([...byDescription].filter(([, names]) => names.length > 1).map(([text, names]) => `${names.join(", ")}: ${text}`)).toEqual([]);
    const { stdout } = await promisify(execFile)("java", ["-jar", VNU_JAR, "--errors-only", "--format", "json", "--stdout", "--exit-zero-always", ...files.map((page) => page.file)], {
      maxBuffer: 64 * 1024 * 1024,
    });
    const { messages } = JSON.parse(stdout) as { messages: VnuMessage[] };
    const errors = messages.map((message) => `${(message.url ?? "").replace(/^.*\//, "")}:${message.lastLine ?? "?"} ${message.message} «${message.extract ?? ""}»`);
    expect(errors).toEqual([]);
    expect(messages).toHaveLength(0);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
