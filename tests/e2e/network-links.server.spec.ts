import { expect, test, type APIRequestContext } from "@playwright/test";
import type { Address, Block, CurrentEpoch, RecentAddressActivity, StakePool, Transaction } from "../../app/lib/domain";
import { namedNetwork } from "../../app/lib/hrefs";
import { NETWORKS, type Network } from "../../app/lib/network";

// Issue 41, rule 1: a page read on a network its URL names (/{network}/… or
// ?network=) while the visitor saved the other one keeps that network in every
// link and GET form it renders, so following one never lands on the other chain.
// Every template, on both networks, each with the other network's cookie. The rule
// itself (which hrefs name a network) is unit-tested in app/lib/hrefs.test.ts.

const other = (network: Network): Network => (network === "mainnet" ? "testnet" : "mainnet");

// Links that name no network on purpose: a document and files the same on both chains;
// and the one link that switches the saved network (spec §2: 'Brought to you by' saves mainnet).
const NEUTRAL = [/^\/api\/openapi\.json$/, /^\/favicon\.svg$/, /^\/logo-(light|dark)\.svg$/, /^\/assets\//, /^\/preferences\/network\?/];

async function getJson<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  return (await response.json()) as T;
}

/** One page of each template on `network`, named in the URL as a visitor's shared link names it. */
async function templates(request: APIRequestContext, network: Network): Promise<string[]> {
  const api = (path: string) => `/api/networks/${network}/${path}`;
  const [[block], [transaction], activity, current, [pool]] = await Promise.all([
    getJson<Block[]>(request, api("blocks?limit=1")),
    getJson<Transaction[]>(request, api("transactions?limit=1")),
    getJson<RecentAddressActivity[]>(request, api("address-activity?limit=50")),
    getJson<CurrentEpoch>(request, api("epochs/current")),
    getJson<StakePool[]>(request, api("stakepools?limit=1")),
  ]);
  const payment = activity.find((entry) => entry.addressType === "payment")!.address;
  const { stakeAddress } = await getJson<Address>(request, api(`addresses/${payment}`));
  const q = `network=${network}`;
  return [
    `/?${q}`,
    `/blocks?${q}`,
    `/blocks/${block!.height}?${q}`,
    `/transactions?${q}`,
    `/transactions/${transaction!.hash}?${q}`,
    `/addresses?${q}`,
    `/addresses/${payment}?${q}`,
    `/addresses/${stakeAddress!}?${q}`,
    `/stakepools?${q}`,
    `/${network}/pools/${pool!.poolId}`,
    `/stakepools/${pool!.poolId}/rewards?${q}`,
    `/epochs?${q}`,
    `/${network}/epochs/${current.epochNumber - 1}`,
    `/${network}/analytics`,
    `/${network}/protocol-parameters`,
    `/search?q=pool&${q}`,
    `/api?${q}`,
    `/blocks/999999999?${q}`,
    `/no-such-page?${q}`,
  ];
}

const decode = (value: string) => value.replaceAll("&amp;", "&").replaceAll("&quot;", '"').replaceAll("&#x27;", "'");

/** Every in-app href of the page and every GET form's target, each with the network it opens on. */
function linksOf(html: string): Array<{ what: string; network: Network | null }> {
  const links: Array<{ what: string; network: Network | null }> = [];
  for (const [, href] of html.matchAll(/<a\b[^>]*?\shref="([^"]*)"/g)) {
    const value = decode(href!);
    if (!value.startsWith("/") || value.startsWith("//") || NEUTRAL.some((neutral) => neutral.test(value))) continue;
    links.push({ what: `link ${value}`, network: namedNetwork(value) });
  }
  for (const [form, attributes] of html.matchAll(/<form\b([^>]*)>[\s\S]*?<\/form>/g)) {
    if (/method="post"/i.test(attributes!)) continue;
    const action = decode(/\saction="([^"]*)"/.exec(attributes!)?.[1] ?? "");
    const field = /<input\b(?=[^>]*\stype="hidden")(?=[^>]*\sname="network")[^>]*\svalue="([^"]*)"/.exec(form)?.[1];
    links.push({ what: `form ${action || "(this page)"}`, network: namedNetwork(action) ?? namedNetwork(`?network=${field ?? ""}`) });
  }
  return links;
}

for (const network of NETWORKS) {
  test(`every template read on ${network} with ${other(network)} saved links only into ${network}`, async ({ playwright, baseURL }) => {
    const request = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { Cookie: `network=${other(network)}` } });
    const wrong: string[] = [];
    let checked = 0;
    for (const path of await templates(request, network)) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect([200, 404], path).toContain(response.status());
      const links = linksOf(await response.text());
      expect(links.length, `${path} renders links`).toBeGreaterThan(5);
      checked += links.length;
      for (const link of links) if (link.network !== network) wrong.push(`${path}: ${link.what}`);
    }
    expect(wrong, `links that open on the saved network (of ${checked})`).toEqual([]);
    await request.dispose();
  });
}

test("following the entity links of a pool page read on the other network opens them, none is not found", async ({ playwright, baseURL }) => {
  const request = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { Cookie: "network=mainnet" } });
  const [pool] = await getJson<StakePool[]>(request, "/api/networks/testnet/stakepools?limit=1");
  const html = await (await request.get(`/testnet/pools/${pool!.poolId}`)).text();
  const entities = [...new Set(linksOf(html).map((link) => link.what.replace(/^link /, "")))].filter((href) =>
    /^\/(blocks|transactions|addresses|stakepools|epochs)\/[^/?]+/.test(href),
  );
  expect(entities.length).toBeGreaterThan(10);
  // One at a time: the server sheds a burst past its in-flight limit (503), as it should.
  const statuses: string[] = [];
  for (const href of entities) statuses.push(`${(await request.get(href, { maxRedirects: 0 })).status()} ${href}`);
  expect(statuses.filter((line) => !line.startsWith("200 "))).toEqual([]);
  await request.dispose();
});
