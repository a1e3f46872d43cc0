import { PORTS } from "../../playwright.config";
import { expect, test } from "./support/test";

const PAGES: Array<[string, number, number]> = [
  ["/", PORTS.app, 200],
  ["/protocol-parameters", PORTS.app, 200],
  ["/testnet/protocol-parameters", PORTS.upstreamApp, 200],
  ["/no-such-page", PORTS.app, 404],
  ["/protocol-parameters", PORTS.brokenDataSource, 503],
];

function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy.split(";").map((part) => {
      const [name, ...values] = part.trim().split(/\s+/);
      return [name!, values];
    }),
  );
}

test.describe("every HTML response", () => {
  for (const [path, port, status] of PAGES) {
    test(`${path} on :${port} carries the security headers`, async ({ request }) => {
      const response = await request.get(`http://127.0.0.1:${port}${path}`);
      expect(response.status()).toBe(status);
      const headers = response.headers();
      expect(headers["x-content-type-options"]).toBe("nosniff");
      expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
      expect(headers["x-powered-by"]).toBeUndefined();

      const csp = directives(headers["content-security-policy"] ?? "");
      const scriptSrc = csp.get("script-src") ?? [];
      const nonce = scriptSrc.find((value) => value.startsWith("'nonce-"))?.slice(7, -1);
      expect(nonce, "a nonce in script-src").toBeTruthy();
      expect(scriptSrc).not.toContain("'unsafe-inline'");
      expect(csp.get("object-src")).toEqual(["'none'"]);
      expect(csp.get("base-uri")).toEqual(["'none'"]);
      expect(csp.get("frame-ancestors")).toEqual(["'none'"]);

      // Every script in the page carries this response's nonce.
      const html = await response.text();
      const scripts = html.match(/<script\b[^>]*>/g) ?? [];
      expect(scripts.length).toBeGreaterThan(0);
      for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
      expect(html).not.toMatch(/\sstyle="/);
    });
  }

  test("the nonce differs per response", async ({ request }) => {
    const nonces = new Set<string>();
    for (let i = 0; i < 5; i++) {
      const response = await request.get("/");
      const policy = response.headers()["content-security-policy"] ?? "";
      nonces.add(/'nonce-([^']+)'/.exec(policy)?.[1] ?? "");
    }
    expect(nonces.size).toBe(5);
    expect(nonces.has("")).toBe(false);
  });
});

test("other responses carry nosniff, a closed CSP and no X-Powered-By", async ({ request }) => {
  // The JSON calls are answered before Express (app/server/pipeline.mjs): they pass the same headers.
  for (const path of ["/healthz", "/favicon.svg", "/logo-dark.svg", "/api/networks/mainnet/stats"]) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    expect(response.headers()["x-content-type-options"]).toBe("nosniff");
    expect(response.headers()["content-security-policy"]).toContain("default-src 'none'");
    expect(response.headers()["x-powered-by"]).toBeUndefined();
  }
});

test("preference actions refuse other sites' forms and bad values", async ({ request }) => {
  const crossSite = await request.post("/preferences/network", {
    form: { network: "testnet", from: "/" },
    headers: { Origin: "https://evil.example" },
    maxRedirects: 0,
  });
  expect(crossSite.status()).toBe(400);
  expect(crossSite.headers()["set-cookie"]).toBeUndefined();

  const bad = await request.post("/preferences/network", { form: { network: "evil" }, maxRedirects: 0 });
  expect(bad.status()).toBe(400);
  expect(bad.headers()["set-cookie"]).toBeUndefined();

  const offSite = await request.post("/preferences/network", {
    form: { network: "testnet", redirectTo: "//evil.example/x" },
    maxRedirects: 0,
  });
  expect(offSite.status()).toBe(302);
  expect(offSite.headers()["location"]).toBe("/");
});

test.describe("hostile text from a data source", () => {
  test.use({ baseURL: `http://127.0.0.1:${PORTS.upstreamApp}` });
  // Read without JavaScript: the server render has the markup as text, no element made of it.
  test("is shown as text and never runs", async ({ page }) => {
    await page.goto("/testnet/protocol-parameters");
    await expect(page.getByText("8.0<img src=x onerror=alert(1)><script>alert(2)</script>")).toBeVisible();
    await expect(page.locator("main img[src='x'], main script")).toHaveCount(0);
  });
});
