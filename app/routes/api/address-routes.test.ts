import { describe, expect, it } from "vitest";
import { bech32Of } from "../../../tests/support/encoded-ids";
import { loader as rewardsCsvLoader } from "../csv/address-rewards";
import { loader as transactionsCsvLoader } from "../csv/address-transactions";
import { callRoute as call, expectJsonError, apiRoute } from "../../../tests/support/route-calls";

const addressLoader = apiRoute("address");
const activityLoader = apiRoute("address-activity");
const delegationsLoader = apiRoute("address-delegations");
const paymentAddressesLoader = apiRoute("address-payment-addresses");
const rewardsLoader = apiRoute("address-rewards");
const transactionsLoader = apiRoute("address-transactions");
const utxosLoader = apiRoute("address-utxos");
const rewardsValueAction = apiRoute("calculate-rewards-value");
const rewardsValueLoader = apiRoute("calculate-rewards-value");

// Bad input on the address routes is answered before any query runs (these
// tests have no database: a query would fail them with a 503).
const ADDRESSES = {
  mainnet: { payment: bech32Of("addr", 57), stake: bech32Of("stake", 29) },
  testnet: { payment: bech32Of("addr_test", 57), stake: bech32Of("stake_test", 29) },
};

const ANY_KIND = [addressLoader, transactionsLoader];
const PAYMENT_ONLY = [utxosLoader];
const STAKE_ONLY = [paymentAddressesLoader, rewardsLoader, delegationsLoader];
const ALL = [...ANY_KIND, ...PAYMENT_ONLY, ...STAKE_ONLY];

const NASTY = [
  "../../etc/passwd",
  "<script>alert(1)</script>",
  "' OR 1=1 --",
  "\u0000",
  "\u202e" + ADDRESSES.mainnet.payment,
  ADDRESSES.mainnet.payment.slice(0, -1) + (ADDRESSES.mainnet.payment.endsWith("q") ? "p" : "q"), // checksum broken
  "pool1" + "q".repeat(50),
  "a".repeat(64),
  "x".repeat(10_000),
  "",
];

describe("unknown network is 404 JSON", () => {
  for (const network of ["evil", "Mainnet", "", "preprod"]) {
    it(JSON.stringify(network), async () => {
      for (const loader of ALL) await expectJsonError(await call(loader, { network, address: ADDRESSES.mainnet.stake }), 404);
      await expectJsonError(await call(activityLoader, { network }), 404);
      await expectJsonError(
        await call(rewardsValueAction, { network }, "", { method: "POST", body: JSON.stringify({ epoch: 1, currency: "usd" }) }),
        404,
      );
    });
  }
});

describe("an address that names nothing on the network is 404 JSON", () => {
  for (const address of NASTY) {
    it(JSON.stringify(address.slice(0, 24)), async () => {
      for (const loader of ALL) await expectJsonError(await call(loader, { network: "mainnet", address }), 404);
    });
  }

  it("another network's address", async () => {
    for (const loader of ALL) {
      await expectJsonError(await call(loader, { network: "mainnet", address: ADDRESSES.testnet.stake }), 404);
      await expectJsonError(await call(loader, { network: "testnet", address: ADDRESSES.mainnet.stake }), 404);
      await expectJsonError(await call(loader, { network: "testnet", address: ADDRESSES.mainnet.payment }), 404);
    }
  });

  it("a payment address on the stake-only calls, a stake address on utxos", async () => {
    for (const loader of STAKE_ONLY) {
      await expectJsonError(await call(loader, { network: "mainnet", address: ADDRESSES.mainnet.payment }), 404);
      await expectJsonError(await call(loader, { network: "testnet", address: ADDRESSES.testnet.payment }), 404);
    }
    await expectJsonError(await call(utxosLoader, { network: "mainnet", address: ADDRESSES.mainnet.stake }), 404);
  });
});

describe("bad paging is 400 JSON", () => {
  for (const query of ["?limit=0", "?limit=101", "?limit=abc", "?offset=-1", "?offset=1.5", "?limit=1e2", "?offset=2147483648"]) {
    it(query, async () => {
      const { payment, stake } = ADDRESSES.mainnet;
      await expectJsonError(await call(transactionsLoader, { network: "mainnet", address: payment }, query), 400);
      await expectJsonError(await call(transactionsLoader, { network: "mainnet", address: stake }, query), 400);
      await expectJsonError(await call(utxosLoader, { network: "mainnet", address: payment }, query), 400);
      await expectJsonError(await call(paymentAddressesLoader, { network: "mainnet", address: stake }, query), 400);
      await expectJsonError(await call(delegationsLoader, { network: "mainnet", address: stake }, query), 400);
      await expectJsonError(await call(activityLoader, { network: "mainnet" }, query), 400);
    });
  }
});

describe("POST calculate-rewards-value", () => {
  const post = (network: string, body: string) => call(rewardsValueAction, { network }, "", { method: "POST", body });

  it("GET is 405 with Allow: POST", async () => {
    const response = await call(rewardsValueLoader, { network: "mainnet" });
    await expectJsonError(response.clone(), 405);
    expect(response.headers.get("Allow")).toBe("POST");
  });

  it("testnet is 404 JSON, whatever the body", async () => {
    await expectJsonError(await post("testnet", JSON.stringify({ epoch: 1, currency: "usd" })), 404);
    await expectJsonError(await post("testnet", "not json"), 404);
  });

  for (const body of [
    "not json",
    "",
    "[]",
    JSON.stringify({ epoch: 1 }),
    JSON.stringify({ epoch: 1, currency: "eur" }),
    JSON.stringify({ epoch: -1, currency: "usd" }),
    JSON.stringify({ epoch: 2147483648, currency: "usd" }),
    JSON.stringify({ rewardsAP3X: "-5", epoch: 1, currency: "usd" }),
    JSON.stringify({ rewardsAP3X: "5 AP3X", epoch: 1, currency: "usd" }),
  ]) {
    it(`a malformed body is 400 JSON: ${body.slice(0, 40) || "(empty)"}`, async () => {
      await expectJsonError(await post("mainnet", body), 400);
    });
  }

  it("a property the document does not name is a 400 naming it", async () => {
    const response = await post("mainnet", JSON.stringify({ rewardsAP3X: "1", epoch: 1, currency: "usd", rewardsAp3x: "2" }));
    await expectJsonError(response.clone(), 400);
    expect(((await response.json()) as { error: string }).error).toContain('"rewardsAp3x"');
  });

  it("a body beyond 4 KB is refused, and the connection closed as the answer says", async () => {
    const body = JSON.stringify({ epoch: 1, currency: "usd", padding: "x".repeat(5000) });
    const response = await post("mainnet", body);
    await expectJsonError(response.clone(), 413);
    expect(response.headers.get("Connection")).toBe("close");
  });
});

describe("CSV downloads: an address that names nothing is a text 404", () => {
  const csv = (loader: unknown, address: string, query = "") => call(loader, { address }, query);

  it("malformed, other-network, or the wrong kind", async () => {
    for (const address of NASTY) {
      expect((await csv(rewardsCsvLoader, address)).status).toBe(404);
      expect((await csv(transactionsCsvLoader, address)).status).toBe(404);
    }
    // The network comes from ?network= (or the cookie), as on the pages.
    expect((await csv(transactionsCsvLoader, ADDRESSES.mainnet.payment, "?network=testnet")).status).toBe(404);
    expect((await csv(rewardsCsvLoader, ADDRESSES.testnet.stake)).status).toBe(404);
    expect((await csv(rewardsCsvLoader, ADDRESSES.mainnet.payment)).status).toBe(404);
    const response = await csv(rewardsCsvLoader, ADDRESSES.testnet.payment, "?network=testnet");
    expect(response.status).toBe(404);
    expect(response.headers.get("Content-Type")).toContain("text/plain");
  });
});
