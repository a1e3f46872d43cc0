import { createElement } from "react";
import { describe, expect, it } from "vitest";
import { getDb } from "../db/db.server";
import type { Transaction } from "../lib/domain";
import { loaded, setUpConfiguredChains } from "../../tests/support/configured-chains";
import { apiRoute } from "../../tests/support/route-calls";
import { renderUi } from "../ui/test-utils";
import { TransactionView } from "../ui/transactions/transaction-view";
import { loader as transactionPageLoader } from "./transaction";

const transactionApi = apiRoute("transaction");

// A token-carrying and a failed script transaction read on the page and in the
// JSON API: the two come from one data function, and the page shows every asset
// and the collateral the JSON carries.
setUpConfiguredChains(["mainnet"]);

async function hashOf(sql: string): Promise<string> {
  const [row] = await getDb("mainnet").query<{ hash: string }>(sql);
  expect(row, sql).toBeDefined();
  return row!.hash;
}

async function pageAndJson(hash: string): Promise<{ page: Transaction; json: Transaction; html: string }> {
  const url = `/transactions/${hash}?network=mainnet`;
  const { transaction: page } = await loaded<{ transaction: Transaction }>(transactionPageLoader, url, { hash });
  const json = await loaded<Transaction>(transactionApi, `/api/networks/mainnet/transactions/${hash}`, { network: "mainnet", hash });
  const html = renderUi(createElement(TransactionView, { transaction: page, network: "mainnet", currentBlock: null, now: 0, showAllIo: true }), url);
  return { page, json, html };
}

const count = (html: string, testId: string) => html.split(`data-testid="${testId}"`).length - 1;

describe("a transaction's assets and collateral, on its page and in its JSON", () => {
  it("a transaction with dozens of assets in one output: the same assets, every one on the page", { timeout: 60_000 }, async () => {
    const hash = await hashOf(
      `SELECT encode(t.hash, 'hex') AS hash FROM ma_tx_out m JOIN tx_out o ON o.id = m.tx_out_id JOIN tx t ON t.id = o.tx_id
       GROUP BY t.hash, o.id ORDER BY count(*) DESC, o.id LIMIT 1`,
    );
    const { page, json, html } = await pageAndJson(hash);
    expect(json).toEqual(page);
    const assets = [...json.inputs!, ...json.outputs!].reduce((total, io) => total + io.assets.length, 0) + json.mint!.length;
    expect(assets).toBeGreaterThanOrEqual(20);
    expect(count(html, "tx-asset")).toBe(assets);
    for (const asset of json.outputs!.flatMap((output) => output.assets)) expect(html).toContain(`data-fingerprint="${asset.fingerprint}"`);
  });

  it("a failed script transaction: failed in both, with the same collateral and no regular input", { timeout: 60_000 }, async () => {
    const hash = await hashOf("SELECT encode(hash, 'hex') AS hash FROM tx WHERE NOT valid_contract ORDER BY id DESC LIMIT 1");
    const { page, json, html } = await pageAndJson(hash);
    expect(json).toEqual(page);
    expect(json.validContract).toBe(false);
    expect(html).toContain('data-testid="tx-failed"');
    expect(count(html, "tx-collateral-input")).toBe(json.collateralInputs!.length);
    expect(count(html, "tx-input")).toBe(0);
    expect(html).toContain("Failed Script");
  });
});
