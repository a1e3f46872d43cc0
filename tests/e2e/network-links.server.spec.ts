import { expect, test } from "@playwright/test";
import type { StakePool } from "../../app/lib/domain";
import { namedNetwork } from "../../app/lib/navigation/hrefs";
import { NETWORKS, type Network } from "../../app/lib/navigation/network";
import { entityPaths, pageTemplates } from "./support/templates";

// Issue 41, rule 1: a page read on a network its URL names (/{network}/… or
// ?network=) while the visitor saved the other one keeps that network in every
// link and GET form it renders, so following one never lands on the other chain.
// Every template, on both networks, each with the other network's cookie. The rule
// itself (which hrefs name a network) is unit-tested in app/lib/navigation/hrefs.test.ts.

const other = (network: Network): Network => (network === "mainnet" ? "testnet" : "mainnet");

// Links that name no network on purpose: a document and files the same on both chains;
// and the one link that switches the saved network (spec §2: 'Brought to you by' saves mainnet).
const NEUTRAL = [/^\/api\/openapi\.json$/, /^\/favicon\.svg$/, /^\/logo-(light|dark)\.svg$/, /^\/assets\//, /^\/preferences\/network\?/];

/**
 * A template's path as a shared link names `network`: in the path where the spec has a
 * /{network}/ route (pool, epoch, analytics, protocol parameters), else as ?network=.
 */
function namingNetwork(path: string, network: Network): string {
  const prefixed = /^\/(stakepools(?=\/[^/?]+$)|epochs(?=\/\d+$)|analytics|protocol-parameters)/.exec(path);
  if (prefixed) return `/${network}${path.replace(/^\/stakepools\//, "/pools/")}`;
  return `${path}${path.includes("?") ? "&" : "?"}network=${network}`;
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
    // Not the search answered by the other network: its 'Open on …' link names that network on purpose.
    const templates = pageTemplates(await entityPaths(request, network)).filter((template) => template.name !== "search results of the other network");
    for (const template of templates) {
      const path = namingNetwork(template.path, network);
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(template.status);
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
  const [pool] = (await (await request.get("/api/networks/testnet/stakepools?limit=1")).json()) as StakePool[];
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
