import type { APIResponse, Page } from "@playwright/test";
import { expect, test } from "./support/test";

// A page's caching as a browser meets it (app/server/page-cache.server.ts): kept by the
// reader's browser only, revalidated with its tag and answered 304 without a
// render and without a CSP (the kept body keeps the policy of its own nonce);
// Back without JavaScript costs the server no render. The JSON and CSV kinds are
// app/server/http-caching-chain.test.ts's.

const nonces = (html: string) => new Set([...html.matchAll(/ nonce="([^"]+)"/g)].map((match) => match[1]));
const policyNonce = (response: APIResponse) => /'nonce-([^']+)'/.exec(response.headers()["content-security-policy"] ?? "")?.[1];

test("a page: private, revalidated with a weak tag that follows the theme, a 304 without a policy, a new nonce on every 200", async ({ request }) => {
  // The validator waits 250 ms for the tip (app/api/data-tip.server.ts): on a server that has
  // just started, a page may leave without a tag, as designed; the first tagged answer is read.
  let first = await request.get("/blocks");
  await expect
    .poll(async () => {
      if (!first.headers()["etag"]) first = await request.get("/blocks");
      return first.headers()["etag"];
    }, { timeout: 10_000 })
    .toBeDefined();
  expect(first.status()).toBe(200);
  const headers = first.headers();
  expect(headers["cache-control"]).toBe("private, no-cache");
  expect(headers["vary"]).toMatch(/\bCookie\b/);
  const etag = headers["etag"]!;
  expect(etag).toMatch(/^W\/"[\w-]+"$/);

  const again = await request.get("/blocks", { headers: { "If-None-Match": etag } });
  expect(again.status()).toBe(304);
  expect(await again.text()).toBe("");
  expect(again.headers()["etag"]).toBe(etag);
  expect(again.headers()["content-security-policy"]).toBeUndefined();

  const dark = await request.get("/blocks", { headers: { "If-None-Match": etag, Cookie: "theme=dark" } });
  expect(dark.status(), "another theme is another page").toBe(200);
  expect(dark.headers()["etag"]).not.toBe(etag);

  // Asked again before the next block: the kept rendering, under its own nonce.
  const bodies = [await first.text(), await dark.text(), await (await request.get("/blocks")).text()];
  const second = await request.get("/blocks");
  const secondBody = await second.text();
  expect(nonces(secondBody)).toEqual(new Set([policyNonce(second)]));
  for (const body of bodies) expect(nonces(body).has(policyNonce(second)), "a nonce is never given twice").toBe(false);
  expect(nonces(await first.text())).toEqual(new Set([policyNonce(first)]));
});

test("a page that is not there, or that differs on every visit (the dashboard's sample), carries no tag", async ({ request }) => {
  const missing = await request.get("/blocks/999999999");
  expect(missing.status()).toBe(404);
  expect(missing.headers()["etag"]).toBeUndefined();
  for (let visit = 0; visit < 2; visit += 1) {
    const dashboard = await request.get("/");
    expect(dashboard.status()).toBe(200);
    expect(dashboard.headers()["etag"]).toBeUndefined();
    expect(dashboard.headers()["cache-control"]).toBe("private, no-cache");
  }
});

/** The document requests a page makes, as Chromium's network layer reports them. */
async function documentLog(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  const urls = new Map<string, string>();
  const log: Array<{ url: string; wire: number | null; fromCache: boolean }> = [];
  cdp.on("Network.requestWillBeSent", (event) => {
    if (event.type === "Document") urls.set(event.requestId, event.request.url);
  });
  cdp.on("Network.responseReceivedExtraInfo", (event) => {
    const url = urls.get(event.requestId);
    if (url) log.push({ url, wire: event.statusCode, fromCache: false });
  });
  cdp.on("Network.responseReceived", (event) => {
    const url = urls.get(event.requestId);
    if (url && event.response.fromDiskCache) log.push({ url, wire: null, fromCache: true });
  });
  return log;
}

test("without JavaScript, Back to a page renders nothing on the server, and a reload is a 304", async ({ page }) => {
  const log = await documentLog(page);
  await page.goto("/blocks");
  const blocksUrl = page.url();
  await page.getByRole("main").getByRole("link", { name: /^\d[\d,]*$/ }).first().click();
  await expect(page).not.toHaveURL(blocksUrl);
  log.length = 0;
  await page.goBack();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Blocks");
  const back = log.filter((entry) => entry.url === blocksUrl).map((entry) => entry.wire ?? "cache");
  expect(back).toHaveLength(1);
  expect(["cache", 304], "from the browser's cache, or revalidated").toContain(back[0]);

  log.length = 0;
  await page.reload();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Blocks");
  expect(log.filter((entry) => entry.url === blocksUrl).map((entry) => entry.wire)).toEqual([304]);
});
