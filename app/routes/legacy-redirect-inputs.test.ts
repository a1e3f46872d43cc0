import { bech32 } from "bech32";
import { matchRoutes } from "react-router";
import { describe, expect, it } from "vitest";
import { callLoader } from "../../tests/support/configured-chains";
import routeTable from "../routes";
import { loader as legacyRedirectLoader } from "./legacy-redirect";

// The incumbent explorers' URLs (issues 22, 41) as the server answers them: the
// route table sends each shape to the redirect, whose loader answers 301 to our
// page, or 404 when the id names nothing. Each shape's mapping is
// app/lib/navigation/legacy-urls.test.ts. No query runs: no chain is needed.

const bech = (prefix: string, bytes: number, fill: number) => bech32.encode(prefix, bech32.toWords(new Uint8Array(bytes).fill(fill)), 1023);
const HASH = "cd".repeat(32);
const ADDR_TEST = bech("addr_test", 57, 0x00);
const STAKE = bech("stake", 29, 0xe1);
const POOL = bech("pool", 28, 0x5c);

const URLS: Array<[string, string]> = [
  ["/en/block/74520", "/blocks/74520"],
  [`/transaction/${HASH}`, `/transactions/${HASH}`],
  [`/en/address/${ADDR_TEST}`, `/addresses/${ADDR_TEST}`],
  [`/en/stake-address/${STAKE}`, `/addresses/${STAKE}`],
  [`/pool/${POOL}`, `/stakepools/${POOL}`],
  ["/en/epoch/3", "/epochs/3"],
  [`/en/transaction/${HASH}/metadata`, `/transactions/${HASH}`],
  [`/transaction/${HASH}/utxOs`, `/transactions/${HASH}`],
  [`/en/stake-address/${STAKE}/delegation`, `/addresses/${STAKE}`],
  [`/stake-address/${STAKE}/withdrawal`, `/addresses/${STAKE}`],
  [`/en/transaction?id=${HASH}`, `/transactions/${HASH}`],
  [`/transaction?id=${HASH}`, `/transactions/${HASH}`],
  ["/en/block?id=74000", "/blocks/74000"],
  [`/en/address?address=${ADDR_TEST}`, `/addresses/${ADDR_TEST}`],
  ["/en/epoch?number=204", "/epochs/204"],
  ["/epoch?number=204", "/epochs/204"],
  [`/en/stake-address?address=${STAKE}`, `/addresses/${STAKE}`],
  ["/en", "/"],
];

/** The module the route table picks for `url` (the first match, as the server does). */
function routeFileOf(url: string): string | undefined {
  const routes = routeTable.map((entry, index) => ({ path: entry.path, index: entry.index, id: String(index) }));
  const matches = matchRoutes(routes as Parameters<typeof matchRoutes>[0], new URL(url, "http://explorer.test").pathname);
  const last = matches?.at(-1);
  return last ? routeTable[Number(last.route.id)]!.file : undefined;
}

describe("the incumbent explorers' URLs", () => {
  it.each(URLS)("%s is the redirect's route", (url) => {
    expect(routeFileOf(url)).toBe("routes/legacy-redirect.ts");
  });

  it("leaves our own pages and other paths to their routes", () => {
    expect(routeFileOf("/blocks/1")).toBe("routes/block.tsx");
    expect(routeFileOf("/transactions")).toBe("routes/transactions.tsx");
    expect(routeFileOf("/en/transaction/x/y/z")).toBe("routes/not-found.tsx");
    expect(routeFileOf("/en/pool/x/delegators")).toBe("routes/not-found.tsx");
  });

  it.each(URLS)("%s answers 301 to %s", async (url, target) => {
    const answer = await callLoader(legacyRedirectLoader, url);
    expect(answer.status).toBe(301);
    expect(answer.headers.get("Location")).toBe(target);
  });

  it("keeps the query: a path shape whole, a query shape without its id", async () => {
    const path = await callLoader(legacyRedirectLoader, `/en/transaction/${HASH}/metadata?network=testnet&page=2`);
    expect(path.headers.get("Location")).toBe(`/transactions/${HASH}?network=testnet&page=2`);
    const query = await callLoader(legacyRedirectLoader, `/en/transaction?id=${HASH}&network=testnet`);
    expect(query.headers.get("Location")).toBe(`/transactions/${HASH}?network=testnet`);
  });

  it("answers 404, never a redirect, for an id that is hostile, malformed or missing", async () => {
    for (const url of [
      "/en/block/%2F%2Fevil.example",
      "/en/transaction?id=%2F%2Fevil.example",
      "/en/transaction?id=https%3A%2F%2Fevil.example%2F",
      "/en/block?id=%5C%5Cevil.example",
      "/en/address?address=javascript%3Aalert(1)",
      "/en/epoch?number=%E2%80%AE1",
      "/en/stake-address?address=" + ADDR_TEST,
      "/en/transaction",
      "/en/transaction?hash=" + HASH,
      `/en/transaction/${HASH}/nosuchtab`,
      `/en/stake-address/${STAKE}/%2F%2Fevil.example`,
    ]) {
      const answer = await callLoader(legacyRedirectLoader, url);
      expect(answer.status, url).toBe(404);
      expect(answer.headers.get("Location"), url).toBeNull();
    }
  });
});
