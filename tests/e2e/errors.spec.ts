import { PORTS } from "../../playwright.config";
import { expect, STATUS_400_OR_404, STATUS_404, STATUS_503, test } from "./support/test";

test.describe("unknown paths", () => {
  test.use({ allowedConsoleErrors: STATUS_404 });

  test("/no-such-page is 'Page Not Found' with HTTP 404, in the shell, with the way back", async ({ page }) => {
    const response = await page.goto("/no-such-page");
    expect(response!.status()).toBe(404);
    const error = page.getByTestId("error-page");
    await expect(error.getByRole("heading", { level: 1 })).toHaveText("Page Not Found");
    await expect(error.getByText("404 Page Not Found")).toBeVisible();
    await expect(error.getByText("did not match any route")).toBeVisible();
    await expect(page.getByTestId("network-selector")).toBeVisible();
    await error.getByRole("link", { name: "Back to Dashboard" }).click();
    await expect(page).toHaveURL("/");
  });

  test("paths that only look like routes are that page too", async ({ request }) => {
    for (const path of ["/blocks/1/extra", "/mainnet/nowhere", "/evil/protocol-parameters", "/%E2%80%AE"]) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(404);
      const html = await response.text();
      expect(html, path).toMatch(/<h1[^>]*>Page Not Found<\/h1>/);
      expect(html, path).toContain("404 Page Not Found");
      expect(html, path).toContain("did not match any route");
      expect(html, path).toContain('data-testid="network-selector"');
      // A path that names a network keeps it on the way back (rule 1 of issue 41).
      const home = path.startsWith("/mainnet/") ? "/\\?network=mainnet" : "/";
      expect(html, path).toMatch(new RegExp(`<a [^>]*href="${home}"[^>]*>Back to Dashboard</a>`));
    }
  });
});

// Issue 22: the messages are app/routes/page-inputs.test.ts's; here what a browser gets (the epoch page's 400 page).
test.describe("a bad or too large page", () => {
  test.use({ allowedConsoleErrors: STATUS_400_OR_404 });

  test("a bad page is a 400 headed with what is wrong, leaving by the URL without it; past the end links to the last page", async ({ page }) => {
    // Four epoch pages, each with its blocks and parameters: beyond 30 s on a loaded machine.
    test.slow();
    const response = await page.goto("/epochs/1?blocksPage=x&network=testnet");
    expect(response!.status()).toBe(400);
    await expect(page).toHaveTitle(/^Invalid Page Number/);
    const error = page.getByTestId("error-page");
    await expect(error.getByRole("heading", { level: 1 })).toHaveText("Invalid Page Number");
    await expect(error).toContainText("blocksPage must be a whole number.");
    await expect(page.getByTestId("network-selector")).toBeVisible();
    await error.getByRole("link", { name: "Go to the first page" }).click();
    await expect(page).toHaveURL("/epochs/1?network=testnet");

    await page.goto("/epochs/1?blocksPage=900&network=testnet");
    const pastEnd = page.getByTestId("past-end");
    await expect(pastEnd).toContainText("Page 900 is past the end of this list.");
    await pastEnd.getByRole("link", { name: /^Go to the last page/ }).click();
    await expect(page).toHaveURL(/\/epochs\/1\?blocksPage=\d+&network=testnet$/);
    await expect(page.getByTestId("epoch-blocks-table").getByRole("row")).not.toHaveCount(0);
    await expect(page.getByTestId("pager-range").first()).toContainText(/^[\d,]+–[\d,]+ of [\d,]+$/);
  });
});

test.describe("a data source that refuses connections", () => {
  test.use({ baseURL: `http://127.0.0.1:${PORTS.brokenDataSource}`, allowedConsoleErrors: STATUS_503 });

  test("gives 'Database Service Unavailable' with HTTP 503 and Retry-After", async ({ page }) => {
    const response = await page.goto("/protocol-parameters");
    expect(response!.status()).toBe(503);
    expect(response!.headers()["retry-after"]).toMatch(/^\d+$/);
    const error = page.getByTestId("error-page");
    await expect(error.getByRole("heading", { level: 1 })).toHaveText("Database Service Unavailable");
    await expect(
      error.getByText(
        "The blockchain database is temporarily unavailable. We're working to restore the connection.",
      ),
    ).toBeVisible();
    await expect(error.getByText("If the problem persists, please contact support.")).toBeVisible();
    // Production pages never show a stack trace.
    await expect(page.locator("pre")).toHaveCount(0);
    expect(await page.content()).not.toMatch(/ECONNREFUSED|at \w+ \(/);
  });

  test("'Try Again' loads the page again", async ({ page }) => {
    await page.goto("/testnet/protocol-parameters?x=1");
    const reload = page.waitForResponse((r) => r.url().endsWith("/testnet/protocol-parameters?x=1"));
    await page.getByRole("link", { name: "Try Again" }).click();
    expect((await reload).status()).toBe(503);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Database Service Unavailable");
  });

  // The loader's rule is app/routes/dashboard-unavailable.test.ts: here, that a browser gets no epoch 0 of our making.
  test("the dashboard is that page too, with no figure of its own making", async ({ page }) => {
    const response = await page.goto("/");
    expect(response!.status()).toBe(503);
    await expect(page.getByTestId("error-page").getByRole("heading", { level: 1 })).toHaveText("Database Service Unavailable");
    await expect(page.getByText("Current Epoch")).toHaveCount(0);
  });
});

// Issue 12: an unreachable upstream is a 503 on every screen, in the `.data`
// answer of a client-side navigation too, and a 503 JSON on every JSON route.
test.describe("an upstream API that refuses connections, everywhere", () => {
  test.use({ baseURL: `http://127.0.0.1:${PORTS.brokenDataSource}`, allowedConsoleErrors: STATUS_503 });
  const HASH = "ab".repeat(32);
  const SCREENS = ["/", "/blocks", "/blocks/1", "/transactions", `/transactions/${HASH}`, "/search?q=abc", "/protocol-parameters", "/testnet/protocol-parameters"];
  const JSON_ROUTES = ["stats", "epochs/current", "blocks", "blocks/1", "transactions", `transactions/${HASH}`, "search?q=abc", "stakepools", "protocol-parameters"];

  test("every screen is the 503 page, as a document and as React Router data", async ({ page, request }) => {
    for (const path of SCREENS) {
      const response = await page.goto(path);
      expect(response!.status(), path).toBe(503);
      await expect(page.getByTestId("error-page").getByRole("heading", { level: 1 }), path).toHaveText("Database Service Unavailable");
      const [pathname, search] = path.split("?");
      const data = await request.get(`${pathname === "/" ? "/_root" : pathname}.data${search ? `?${search}` : ""}`);
      expect(data.status(), `${path} .data`).toBe(503);
      expect(await data.text(), `${path} .data`).toContain("Database Service Unavailable");
    }
  });

  test("every JSON route is a 503 JSON with Retry-After", async ({ request }) => {
    for (const network of ["mainnet", "testnet"]) {
      for (const route of JSON_ROUTES) {
        const response = await request.get(`/api/networks/${network}/${route}`);
        expect(response.status(), route).toBe(503);
        expect(response.headers()["retry-after"], route).toMatch(/^\d+$/);
        expect(await response.json(), route).toEqual({ error: "Database Service Unavailable" });
      }
    }
  });

  test("/readyz asks the upstream, not a local database: 503 while it refuses, 200 where it answers", async ({ request }) => {
    const refused = await request.get("/readyz");
    expect(refused.status()).toBe(503);
    // An upstream API is no replica: no lag to report.
    expect(await refused.json()).toEqual({
      status: "unavailable",
      databases: { mainnet: "unavailable", testnet: "unavailable" },
      lag: { mainnet: null, testnet: null },
      streams: { open: 0, max: 5_000 },
      memory: expect.objectContaining({ rssMb: expect.any(Number), budgetMb: 64 }),
    });
    expect((await request.get(`http://127.0.0.1:${PORTS.upstreamApp}/readyz`)).status()).toBe(200);
  });

  test("an upstream answer of another shape is the 503 page, not a page built from it", async ({ page }) => {
    // The fake upstream answers every mainnet block with a height that is no number.
    const response = await page.goto(`http://127.0.0.1:${PORTS.upstreamApp}/blocks/1`);
    expect(response?.status()).toBe(503);
    await expect(page.getByRole("heading", { level: 1, name: "Database Service Unavailable" })).toBeVisible();
  });
});
