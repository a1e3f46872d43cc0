import { execFile } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { expect, test, type APIRequestContext } from "@playwright/test";
import type { Address, Block, CurrentEpoch, GeographicStat, RecentAddressActivity, SearchResult, Transaction } from "../../app/lib/domain";
import { DEMO_HOUSE_POOL_ID } from "../../app/lib/house-pool";
import { PORTS } from "../../playwright.config";

// Every template's HTML as the server sends it, checked by the Nu HTML checker
// (vnu-jar, on the machine's Java): no error. One run of the checker over all of
// them, because starting Java costs seconds. The same templates as screens.spec.ts's
// SCREENS, plus the pages an error answers with (400, 404, 503).

const VNU_JAR = fileURLToPath(import.meta.resolve("vnu-jar/build/dist/vnu.jar"));

async function getJson<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  return (await response.json()) as T;
}

const api = (path: string) => `/api/networks/mainnet/${path}`;

/** Each template at a path of live entities of the server's chain, with the status it answers. */
async function templates(request: APIRequestContext): Promise<Array<{ name: string; url: string; status: number }>> {
  const [[block], [transaction], activity, current, [country], hostile] = await Promise.all([
    getJson<Block[]>(request, api("blocks?limit=1")),
    getJson<Transaction[]>(request, api("transactions?limit=1")),
    getJson<RecentAddressActivity[]>(request, api("address-activity?limit=50")),
    getJson<CurrentEpoch>(request, api("epochs/current")),
    getJson<GeographicStat[]>(request, "/api/networks/testnet/analytics/geographic-distribution"),
    getJson<SearchResult[]>(request, api("search?q=xss")),
  ]);
  const payment = activity.find((entry) => entry.addressType === "payment")!.address;
  const { stakeAddress } = await getJson<Address>(request, api(`addresses/${payment}`));
  const stake = activity.find((entry) => entry.addressType === "stake")?.address ?? stakeAddress!;
  const ok = (name: string, url: string) => ({ name, url, status: 200 });
  return [
    ok("dashboard", "/"),
    ok("blocks list", "/blocks"),
    ok("block", `/blocks/${block!.hash}`),
    ok("transactions list", "/transactions"),
    ok("transaction", `/transactions/${transaction!.hash}`),
    ok("address search", "/addresses"),
    ok("payment address", `/addresses/${payment}`),
    ok("stake address", `/addresses/${stake}`),
    ok("stake pools list", "/stakepools"),
    ok("stake pool", `/stakepools/${DEMO_HOUSE_POOL_ID}`),
    ok("hostile stake pool", `/stakepools/${hostile.find((result) => result.type === "stakepool")!.id}`),
    ok("staking rewards", `/stakepools/${DEMO_HOUSE_POOL_ID}/rewards`),
    ok("epochs list", "/epochs"),
    ok("epoch", `/epochs/${current.epochNumber - 1}`),
    ok("analytics", "/analytics"),
    ok("analytics with the relay dialog open", `/testnet/analytics?country=${encodeURIComponent(country!.countryCode ?? "Unknown")}`),
    ok("protocol parameters", "/protocol-parameters"),
    ok("JSON API reference", "/api"),
    ok("search results", "/search?q=pool"),
    { name: "bad page (400)", url: "/blocks?page=abc", status: 400 },
    { name: "not-found page", url: "/no-such-page", status: 404 },
    { name: "entity not found", url: "/blocks/99999999", status: 404 },
    { name: "data source down (503)", url: `http://127.0.0.1:${PORTS.brokenDataSource}/blocks`, status: 503 },
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
      pages.map(async ({ name, url, status }, index) => {
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
