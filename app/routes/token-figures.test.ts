import { describe, expect, it } from "vitest";
import { loaded, setUpConfiguredChains } from "../../tests/support/configured-chains";
import { apiRoute } from "../../tests/support/route-calls";
import type { AddressTokensPage, Policy, Token, TokenHoldersPage, TokenListPage, TokenTransactionsPage } from "../lib/domain";
import { loader as addressPage } from "./address";
import { loader as addressTokensCsv } from "./csv/address-tokens";
import { loader as holdersCsv } from "./csv/token-holders";
import { loader as policyPage } from "./policy";
import { loader as tokenPage } from "./token";
import { loader as tokensPage } from "./tokens";

// Issue 43: a figure shown in two places agrees. A token's supply on its page,
// on its policy's page, in the JSON API and as the sum of its holders CSV; an
// address's holdings on its page, in the JSON API and in its CSV. Each place is
// read as a visitor or a client reads it (loader, JSON route, the CSV's text).

setUpConfiguredChains(["mainnet"]);

const tokenApi = apiRoute("token");
const addressTokensApi = apiRoute("address-tokens");
const tokenTransactionsApi = apiRoute("token-transactions");

/** The CSV's records as objects by column name (no field of these files holds a comma or a quote). */
async function csvRecords(response: Response): Promise<Array<Record<string, string>>> {
  expect(response.status).toBe(200);
  const [header, ...lines] = (await response.text()).replace(/^\uFEFF/, "").split("\r\n").filter((line) => line !== "");
  const columns = header!.split(",");
  return lines.map((line) => Object.fromEntries(line.split(",").map((cell, index) => [columns[index]!, cell])));
}

const csvRequest = (path: string) => new Request(`http://explorer.test${path}?network=mainnet`);

describe("figures shown twice agree", { timeout: 120_000 }, () => {
  it("a token's supply: its page = its policy page = the JSON = the sum of its holders CSV", async () => {
    const list = await loaded<{ list: TokenListPage }>(tokensPage, "/tokens", {}, { network: "mainnet" });
    // The most held token: its CSV sums many holders.
    const listed = list.list.tokens[0]!;
    const onPage = (await loaded<{ token: Token; holders: TokenHoldersPage }>(tokenPage, `/tokens/${listed.fingerprint}`, { id: listed.fingerprint }, { network: "mainnet" })).token;
    expect(onPage.holders).toBeGreaterThan(1);

    const policy = (await loaded<{ policy: Policy }>(policyPage, `/policies/${listed.policyId}`, { policyId: listed.policyId }, { network: "mainnet" })).policy;
    let onPolicyPage = policy.tokens.find((token) => token.unit === listed.unit);
    for (let page = 2; onPolicyPage === undefined && (page - 1) * 20 < policy.total; page += 1) {
      const next = await loaded<{ policy: Policy }>(policyPage, `/policies/${listed.policyId}?page=${page}`, { policyId: listed.policyId }, { network: "mainnet" });
      onPolicyPage = next.policy.tokens.find((token) => token.unit === listed.unit);
    }
    const json = await loaded<Token>(tokenApi, `/api/networks/mainnet/tokens/${listed.unit}`, { network: "mainnet", asset: listed.unit });
    const records = await csvRecords(
      (await holdersCsv({ params: { id: listed.fingerprint }, request: csvRequest(`/tokens/${listed.fingerprint}/holders.csv`), context: {} } as never)) as Response,
    );
    const csvSum = records.reduce((sum, record) => sum + BigInt(record.Quantity!), 0n);

    expect(onPolicyPage?.supply).toBe(onPage.supply);
    expect(json.supply).toBe(onPage.supply);
    expect(listed.supply).toBe(onPage.supply);
    expect(csvSum.toString()).toBe(onPage.supply);
    // Every holder is in the file once.
    expect(records).toHaveLength(onPage.holders);
  });

  it("a token's transactions: each page of its Transactions card = the JSON API's page at the same offset", async () => {
    const [listed] = (await loaded<{ list: TokenListPage }>(tokensPage, "/tokens", {}, { network: "mainnet" })).list.tokens;
    const onPage = (page: number) =>
      loaded<{ transactions: TokenTransactionsPage; pages: { transactions: number } }>(
        tokenPage,
        `/tokens/${listed!.fingerprint}?transactionsPage=${page}`,
        { id: listed!.fingerprint },
        { network: "mainnet" },
      );
    const first = await onPage(1);
    // The most held token moved in more transactions than one page shows.
    expect(first.transactions.total).toBeGreaterThan(first.transactions.transactions.length);
    const second = await onPage(2);
    expect(second.pages.transactions).toBe(2);
    const json = await loaded<TokenTransactionsPage>(
      tokenTransactionsApi,
      `/api/networks/mainnet/tokens/${listed!.unit}/transactions?limit=100`,
      { network: "mainnet", asset: listed!.unit },
    );
    expect(json.total).toBe(first.transactions.total);
    expect([...first.transactions.transactions, ...second.transactions.transactions]).toEqual(
      json.transactions.slice(0, first.transactions.transactions.length + second.transactions.transactions.length),
    );
    expect(second.transactions.transactions.length).toBeGreaterThan(0);
  });

  it("an address's holdings: its page = the JSON = its CSV", async () => {
    const [listed] = (await loaded<{ list: TokenListPage }>(tokensPage, "/tokens", {}, { network: "mainnet" })).list.tokens;
    const token = await loaded<{ holders: TokenHoldersPage }>(tokenPage, `/tokens/${listed!.fingerprint}`, { id: listed!.fingerprint }, { network: "mainnet" });
    const { address } = token.holders.holders[0]!;

    const page = (await loaded<{ tokens: AddressTokensPage }>(addressPage, `/addresses/${address}`, { address }, { network: "mainnet" })).tokens;
    const json = await loaded<AddressTokensPage>(addressTokensApi, `/api/networks/mainnet/addresses/${address}/tokens?limit=100`, { network: "mainnet", address });
    const records = await csvRecords(
      (await addressTokensCsv({ params: { address }, request: csvRequest(`/addresses/${address}/tokens.csv`), context: {} } as never)) as Response,
    );
    const inCsv = new Map(records.map((record) => [record.Fingerprint!, record.Quantity!]));

    expect(page.total).toBeGreaterThan(0);
    expect(json.total).toBe(page.total);
    expect(records).toHaveLength(page.total);
    expect(json.tokens.slice(0, page.tokens.length).map((asset) => [asset.unit, asset.quantity])).toEqual(page.tokens.map((asset) => [asset.unit, asset.quantity]));
    for (const asset of page.tokens) expect(inCsv.get(asset.fingerprint), asset.fingerprint).toBe(asset.quantity);
  });
});
