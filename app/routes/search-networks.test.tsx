import { renderToStaticMarkup } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { callLoader, loaded, setUpConfiguredChains } from "../../tests/support/configured-chains";
import { apiRoute } from "../../tests/support/route-calls";
import { getDb } from "../db/db.server";
import type { SearchResult } from "../lib/domain";
import type { Network } from "../lib/navigation/network";
import Search, { loader as searchLoader } from "./search";

// Issue 41: an id of the other network says so, with one click there, on the
// results page and in the dropdown (the JSON search route it reads). Each id is
// read from the chain it belongs to and checked absent from the other.
setUpConfiguredChains();

const searchApi = apiRoute("search");

/** One row of `sql` on `network` whose `id` the other network does not have (`absent` checks). */
async function onlyOn(network: Network, sql: string, absent: string): Promise<string> {
  const other: Network = network === "mainnet" ? "testnet" : "mainnet";
  const rows = await getDb(network).query<{ id: string }>(sql, []);
  for (const { id } of rows) {
    const [seen] = await getDb(other).query<{ n: number }>(absent, [id]);
    if (seen!.n === 0) return id;
  }
  throw new Error(`no id of ${network} absent from ${other}: ${sql}`);
}

type Page = { answer: { status: string; results?: SearchResult[] } };

function renderPage(loaderData: unknown): string {
  const props = { loaderData } as unknown as Parameters<typeof Search>[0];
  const Stub = createRoutesStub([{ path: "/search", Component: () => <Search {...props} /> }]);
  return renderToStaticMarkup(<Stub initialEntries={["/search"]} />);
}

describe("a search for an id of the other network", () => {
  const cases: Array<[string, () => Promise<{ query: string; type: SearchResult["type"]; href: (id: string) => string }>]> = [
    [
      "a testnet transaction on mainnet",
      async () => {
        const hash = await onlyOn("testnet", "SELECT encode(hash, 'hex') AS id FROM tx ORDER BY id DESC LIMIT 5", "SELECT count(*)::int AS n FROM tx WHERE hash = decode($1, 'hex')");
        return { query: hash, type: "transaction", href: (id) => `/transactions/${id}?network=testnet` };
      },
    ],
    [
      "a testnet block, by hash, on mainnet",
      async () => {
        const hash = await onlyOn("testnet", "SELECT encode(hash, 'hex') AS id FROM block ORDER BY id DESC LIMIT 5", "SELECT count(*)::int AS n FROM block WHERE hash = decode($1, 'hex')");
        return { query: hash.toUpperCase(), type: "block", href: (id) => `/blocks/${id}?network=testnet` };
      },
    ],
    [
      "a testnet pool on mainnet",
      async () => {
        const pool = await onlyOn("testnet", "SELECT view AS id FROM pool_hash ORDER BY id DESC", "SELECT count(*)::int AS n FROM pool_hash WHERE view = $1");
        return { query: pool, type: "stakepool", href: (id) => `/stakepools/${id}?network=testnet` };
      },
    ],
    [
      "a testnet address on mainnet",
      async () => {
        const [row] = await getDb("testnet").query<{ id: string }>("SELECT address AS id FROM tx_out WHERE address LIKE 'addr\\_test1%' ORDER BY id DESC LIMIT 1");
        return { query: row!.id, type: "address", href: (id) => `/addresses/${id}?network=testnet` };
      },
    ],
  ];

  it.each(cases)("%s: listed (not a redirect), saying it is on Testnet, one click there", async (_name, find) => {
    const { query, type, href } = await find();
    const url = `/search?${new URLSearchParams({ q: query })}`;
    const answer = await callLoader<Page>(searchLoader, url, {}, { network: "mainnet" });
    expect(answer.status).toBe(200);
    const results = answer.data.answer.results!;
    expect(results).toEqual([expect.objectContaining({ type, network: "testnet" })]);

    const html = renderPage(answer.data);
    expect(html).toContain("Nothing on Mainnet has this id; it is on Testnet.");
    expect(html).toContain(`href="${href(results[0]!.id)}"`);
    expect(html).toContain("Open on testnet");

    // The dropdown's answer: the JSON search route of the network searched.
    const json = await loaded<SearchResult[]>(searchApi, `/api/networks/mainnet/search?${new URLSearchParams({ q: query })}`, { network: "mainnet" });
    expect(json).toEqual(results);
  });

  it("a mainnet stake address on testnet opens on mainnet", async () => {
    const [row] = await getDb("mainnet").query<{ id: string }>("SELECT view AS id FROM stake_address ORDER BY id LIMIT 1");
    const answer = await callLoader<Page>(searchLoader, `/search?q=${row!.id}`, {}, { network: "testnet" });
    expect(answer.data.answer.results).toEqual([expect.objectContaining({ type: "address", id: row!.id, network: "mainnet" })]);
    expect(renderPage(answer.data)).toContain(`href="/addresses/${row!.id}?network=mainnet"`);
  });

  it("an id found on this network stays this network's, and opens by redirect as before", async () => {
    const [row] = await getDb("mainnet").query<{ id: string }>("SELECT encode(hash, 'hex') AS id FROM tx ORDER BY id DESC LIMIT 1");
    const answer = await callLoader(searchLoader, `/search?q=${row!.id}`, {}, { network: "mainnet" });
    expect(answer.status).toBe(302);
    expect(answer.headers.get("Location")).toBe(`/transactions/${row!.id}`);
  });

  it("a hash on neither network is 'No results found'", async () => {
    const page = await loaded<Page>(searchLoader, `/search?q=${"0f".repeat(32)}`, {}, { network: "mainnet" });
    expect(page.answer.results).toEqual([]);
  });
});
