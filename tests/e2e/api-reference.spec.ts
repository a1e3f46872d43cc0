import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { expect, test } from "./support/test";

// The /api page: every call of the OpenAPI document, server-rendered, and
// curl examples that a reader can paste as written.

const run = promisify(execFile);

type OpenApi = { paths: Record<string, Record<string, { operationId: string }>> };

test("lists every call of /api/openapi.json with its parameters, an example and its answer; the sidebar links it", async ({ page, request }) => {
  const document = (await (await request.get("/api/openapi.json")).json()) as OpenApi;
  const operations = Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({ path, method: method.toUpperCase(), id: operation.operationId })),
  );
  await page.goto("/");
  await page.getByTestId("sidebar").getByTestId("api-link").click();
  await expect(page).toHaveURL(/\/api$/);
  await expect(page.getByRole("heading", { level: 1, name: "JSON API" })).toBeVisible();
  await expect(page.getByRole("link", { name: "OpenAPI 3.1 document" })).toHaveAttribute("href", "/api/openapi.json");
  for (const operation of operations) {
    const card = page.locator("section").filter({ has: page.locator(`[id="${operation.id}"]`) });
    await expect(card.getByRole("heading", { level: 2 }), operation.id).toHaveText(`${operation.method}${operation.path}`);
    await expect(card.getByTestId("curl-example"), operation.id).toHaveCount(1);
  }
  await expect(page.getByTestId("curl-example")).toHaveCount(operations.length);
});

test("each curl example runs as written and gets the answer the page shows", async ({ page }) => {
  await page.goto("/api");
  const examples = page.getByTestId("curl-example");
  const commands = await examples.allTextContents();
  expect(commands.length).toBeGreaterThan(30);
  for (const [index, command] of commands.entries()) {
    const shown = (await page.locator("pre[aria-label^='Example answer']").nth(index).textContent())!;
    if (command.startsWith("curl -sN ")) {
      // The live stream stays open: what it sent in its first seconds is the tip's block event the page shows.
      const { stdout } = await run("sh", ["-c", `${command} --max-time 3 || true`]);
      expect(stdout.trimEnd(), command).toBe(shown);
      continue;
    }
    const { stdout } = await run("sh", ["-c", command]);
    const lines = JSON.stringify(JSON.parse(stdout), null, 2).split("\n");
    const shownLines = shown.split("\n").filter((line) => !/^… \d+ more lines$/.test(line));
    expect(lines.slice(0, shownLines.length), command).toEqual(shownLines);
  }
});
