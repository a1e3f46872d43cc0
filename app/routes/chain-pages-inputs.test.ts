import { createElement, type ReactElement } from "react";
import { describe, expect, it } from "vitest";
import { callLoader, loaded, setUpConfiguredChains } from "../../tests/support/configured-chains";
import type { CurrentEpoch, Transaction } from "../lib/domain";
import { networkLabel, type Network } from "../lib/navigation/network";
import { BlockNotFound } from "../ui/blocks/block-not-found";
import { EpochNotFound } from "../ui/epochs/epoch-not-found";
import { ErrorPage } from "../ui/shell/error-page";
import { renderUi } from "../ui/test-utils";
import { TransactionNotFound } from "../ui/transactions/transaction-not-found";
import { loader as blockLoader } from "./block";
import { loader as epochLoader } from "./epoch";
import { loader as epochsLoader } from "./epochs";
import { loader as transactionLoader } from "./transaction";
import { loader as transactionsLoader } from "./transactions";
import { apiRoute } from "../../tests/support/route-calls";

const currentEpochJson = apiRoute("current-epoch");
const epochJson = apiRoute("epoch");
const epochBlocksJson = apiRoute("epoch-blocks");
const epochStatsJson = apiRoute("epoch-stats");
const transactionJson = apiRoute("transaction");
const transactionsJson = apiRoute("transactions");

// The inputs of the chain pages (blocks, transactions, epochs), over the
// configured demo chains: an id that names nothing is the screen's 404 with the
// network it looked in, a bad page number the 400 that says what is wrong. The
// browser keeps one of each per screen (tests/e2e/blocks, transactions,
// epochs, epoch and errors specs); app/routes/page-inputs.test.ts has more
// bad page numbers, app/routes/api/epoch-routes.test.ts the JSON API's.
setUpConfiguredChains();

const NETWORKS = ["mainnet", "testnet"] as const;

/** What a visitor reads in server markup: the text without tags, entities decoded, spaces collapsed. */
function visibleText(html: string): string {
  return html
    .replace(/<[^>]+>/g, " ")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ")
    .trim();
}

type NotFoundPage = { id: string; title: string; message: string; backTo: string; backLabel: string };

/** The page a 404 renders at `url`: its heading, the id as typed (text only), the message, the way back. */
function expectNotFound(element: ReactElement, url: string, expected: NotFoundPage, what: string) {
  const html = renderUi(element, url);
  const text = visibleText(html);
  expect(html, what).toMatch(new RegExp(`<h1[^>]*>${expected.title}</h1>`));
  expect(text, what).toContain(expected.id);
  expect(text, what).toContain(expected.message);
  expect(html, what).toMatch(new RegExp(`href="${expected.backTo.replace(/\?/g, "\\?")}"[^>]*>${expected.backLabel}</a>`));
  // A hostile id stays text: no element came out of it.
  expect(html, what).not.toMatch(/<(script|img)\b/i);
}

/** The 400 page a visitor gets for `url`: status, heading, the parser's sentence, the way out without the bad parameter. */
async function expectBadPage(loader: unknown, url: string, params: Record<string, string>, message: string, exit: string) {
  const answer = await callLoader<{ error: string; param: string }>(loader, url, params);
  expect(answer.status, url).toBe(400);
  const html = renderUi(createElement(ErrorPage, { error: { status: 400, data: answer.data } }), url);
  const text = visibleText(html);
  expect(text, url).toContain("400 Invalid Page Number");
  expect(text, url).toContain(message);
  expect(html, url).toMatch(new RegExp(`href="${exit.replace(/\?/g, "\\?")}"[^>]*>Go to the first page</a>`));
}

describe("the block page", () => {
  it.each(NETWORKS)("an unknown or malformed id is 'Block Not Found' (404) naming the network looked in (%s)", async (network) => {
    const ids = [
      ["an unknown height", "99999999"],
      ["an unknown hash", "0".repeat(64)],
      ["a malformed id", "abc"],
      ["a negative height", "-1"],
      ["script text", "<script>alert(1)</script>"],
      ["a too large height", "9".repeat(40)],
    ];
    for (const [what, id] of ids) {
      const url = `/blocks/${encodeURIComponent(id!)}`;
      const answer = await callLoader(blockLoader, url, { id: id! }, { network });
      expect(answer.status, what).toBe(404);
      expectNotFound(
        createElement(BlockNotFound, { details: answer.data }),
        url,
        { id: id!, title: "Block Not Found", message: `The block could not be found on ${networkLabel(network)}.`, backTo: "/blocks", backLabel: "Back to Blocks" },
        `${network} ${what}`,
      );
    }
  });
});

describe("the transactions list", () => {
  it("a malformed ?page is a 400 that says what is wrong and leads to the first page", async () => {
    const cases: Array<[string, string]> = [
      ["0", "page must be 1 or more."],
      ["1.5", "page must be a whole number."],
      ["2x", "page must be a whole number."],
      ["%20", "page must be a whole number."],
      ["99999999999", "page must be at most 1000000."],
    ];
    for (const [raw, message] of cases) await expectBadPage(transactionsLoader, `/transactions?page=${raw}`, {}, message, "/transactions");
  });
});

describe("the transaction page", () => {
  it("a malformed hash is 'Transaction Not Found' (404), the hash shown as text only", async () => {
    for (const hash of ["not-a-hash", "abc123", "g".repeat(64), "f".repeat(65), "<script>alert(1)</script>"]) {
      const url = `/transactions/${encodeURIComponent(hash)}`;
      const answer = await callLoader(transactionLoader, url, { hash });
      expect(answer.status, hash).toBe(404);
      expectNotFound(
        createElement(TransactionNotFound, { details: answer.data }),
        url,
        { id: hash, title: "Transaction Not Found", message: "The transaction could not be found on Mainnet.", backTo: "/transactions", backLabel: "Back to Transactions" },
        hash,
      );
    }
  });

  it("a mainnet hash looked up on testnet is not found there, in the page and in the JSON API", async () => {
    const [tx] = await loaded<Transaction[]>(transactionsJson, "/api/networks/mainnet/transactions?limit=1", { network: "mainnet" });
    const json = await callLoader(transactionJson, `/api/networks/testnet/transactions/${tx!.hash}`, { network: "testnet", hash: tx!.hash });
    expect(json.status).toBe(404);
    const url = `/transactions/${tx!.hash}?network=testnet`;
    const answer = await callLoader(transactionLoader, url, { hash: tx!.hash });
    expect(answer.status).toBe(404);
    expectNotFound(
      createElement(TransactionNotFound, { details: answer.data }),
      url,
      { id: tx!.hash, title: "Transaction Not Found", message: "The transaction could not be found on Testnet.", backTo: "/transactions?network=testnet", backLabel: "Back to Transactions" },
      "mainnet hash on testnet",
    );
  });
});

describe("the epochs list", () => {
  it("a bad ?page is a 400 'Invalid Page Number'", async () => {
    await expectBadPage(epochsLoader, "/epochs?page=-1", {}, "page must be 1 or more.", "/epochs");
    await expectBadPage(epochsLoader, "/epochs?page=1.5&network=testnet", {}, "page must be a whole number.", "/epochs?network=testnet");
  });
});

describe("the epoch page", () => {
  async function futureEpoch(network: Network): Promise<string> {
    const current = await loaded<CurrentEpoch>(currentEpochJson, `/api/networks/${network}/epochs/current`, { network });
    return String(current.epochNumber + 1);
  }

  it.each(NETWORKS)("a malformed, negative, too large or future epoch is 'Epoch not found' (404), back to the list of its network (%s)", async (network) => {
    const future = await futureEpoch(network);
    const base = network === "mainnet" ? "" : `/${network}`;
    const backTo = network === "mainnet" ? "/epochs" : `/epochs?network=${network}`;
    for (const id of ["abc", "-1", "1.5", "99999999999", future, "2147483647"]) {
      const url = `${base}/epochs/${id}`;
      const answer = await callLoader(epochLoader, url, { epochNumber: id });
      expect(answer.status, `${network} ${id}`).toBe(404);
      expectNotFound(
        createElement(EpochNotFound, { details: answer.data }),
        url,
        { id, title: "Epoch not found", message: `The epoch could not be found on ${networkLabel(network)}.`, backTo, backLabel: "Back to Epochs" },
        `${network} ${id}`,
      );
    }
  });

  it("without the network in the path, ?network= picks it", async () => {
    const future = await futureEpoch("testnet");
    const url = `/epochs/${future}?network=testnet`;
    const answer = await callLoader(epochLoader, url, { epochNumber: future });
    expect(answer.status).toBe(404);
    expectNotFound(
      createElement(EpochNotFound, { details: answer.data }),
      url,
      { id: future, title: "Epoch not found", message: "The epoch could not be found on Testnet.", backTo: "/epochs?network=testnet", backLabel: "Back to Epochs" },
      "?network=testnet",
    );
  });

  it("a future epoch is a 404 JSON in the epoch, stats and blocks calls", async () => {
    const future = await futureEpoch("mainnet");
    for (const [name, loader] of [["epoch", epochJson], ["stats", epochStatsJson], ["blocks", epochBlocksJson]] as const) {
      const answer = await callLoader<{ error?: unknown }>(loader, `/api/networks/mainnet/epochs/${future}`, { network: "mainnet", epochNumber: future });
      expect(answer.status, name).toBe(404);
      expect(answer.data.error, name).toEqual(expect.any(String));
    }
  });

  it("?blocksPage=0 is a 400 that leads to the first page", async () => {
    await expectBadPage(epochLoader, "/epochs/1?blocksPage=0", { epochNumber: "1" }, "blocksPage must be 1 or more.", "/epochs/1");
  });
});
