import { describe, expect, it } from "vitest";
import { SEARCH_MAX_LENGTH } from "../../lib/domain";
import { callRoute as call, expectJsonError, apiRoute } from "../../../tests/support/route-calls";

const blockLoader = apiRoute("block");
const blocksLoader = apiRoute("blocks");
const countryRelaysLoader = apiRoute("country-relays");
const currentEpochLoader = apiRoute("current-epoch");
const geographicDistributionLoader = apiRoute("geographic-distribution");
const hostingProvidersLoader = apiRoute("hosting-providers");
const protocolParametersLoader = apiRoute("protocol-parameters");
const protocolVersionsLoader = apiRoute("protocol-versions");
const providerRelaysLoader = apiRoute("provider-relays");
const relayTotalsLoader = apiRoute("relay-totals");
const searchLoader = apiRoute("search");
const stakePoolsLoader = apiRoute("stakepools");
const statsLoader = apiRoute("stats");
const transactionLoader = apiRoute("transaction");
const transactionsLoader = apiRoute("transactions");

// Bad input on every JSON route is answered 400/404 JSON before any query runs
// (these tests have no database: a query would fail them with a 503).
const NASTY_IDS = [
  "../../etc/passwd",
  "<script>alert(1)</script>",
  "' OR 1=1 --",
  "\u0000",
  "\u202e1234",
  "-1",
  "1e5",
  "0x" + "a".repeat(64),
  "a".repeat(63),
  "g".repeat(64),
  "9".repeat(40),
  "x".repeat(10_000),
];

describe("unknown network", () => {
  const loaders = [
    statsLoader,
    currentEpochLoader,
    blocksLoader,
    transactionsLoader,
    protocolParametersLoader,
    stakePoolsLoader,
    protocolVersionsLoader,
    geographicDistributionLoader,
    hostingProvidersLoader,
    relayTotalsLoader,
  ];
  for (const network of ["evil", "Mainnet", "", "preprod", "mainnet%00"]) {
    it(`answers 404 JSON for ${JSON.stringify(network)}`, async () => {
      for (const loader of loaders) await expectJsonError(await call(loader, { network }), 404);
      await expectJsonError(await call(blockLoader, { network, id: "1" }), 404);
      await expectJsonError(await call(transactionLoader, { network, hash: "a".repeat(64) }), 404);
      await expectJsonError(await call(searchLoader, { network }, "?q=pool"), 404);
      await expectJsonError(await call(countryRelaysLoader, { network, country: "DE" }), 404);
      await expectJsonError(await call(providerRelaysLoader, { network, provider: "Unknown" }), 404);
    });
  }
});

describe("malformed ids are 404", () => {
  for (const id of NASTY_IDS) {
    it(`block ${JSON.stringify(id.slice(0, 20))}`, async () => {
      await expectJsonError(await call(blockLoader, { network: "mainnet", id }), 404);
    });
    it(`transaction ${JSON.stringify(id.slice(0, 20))}`, async () => {
      await expectJsonError(await call(transactionLoader, { network: "testnet", hash: id }), 404);
    });
  }
});

// block_no is an int4: a taller height names no block, answered before any query.
describe("block heights beyond block_no's range are 404", () => {
  for (const id of ["2147483648", "99999999999", "9223372036854775808", "18446744073709551616"]) {
    it(id, async () => {
      await expectJsonError(await call(blockLoader, { network: "mainnet", id }), 404);
    });
  }
});

describe("bad query parameters are 400", () => {
  for (const query of ["?limit=0", "?limit=101", "?limit=abc", "?offset=-1", "?offset=1.5", "?limit=1e2", "?limit=%00", "?offset=2147483648", "?limit=9223372036854775808"]) {
    it(`blocks and transactions ${query}`, async () => {
      await expectJsonError(await call(blocksLoader, { network: "mainnet" }, query), 400);
      await expectJsonError(await call(transactionsLoader, { network: "mainnet" }, query), 400);
    });
    it(`a block's transaction page ${query}`, async () => {
      await expectJsonError(await call(blockLoader, { network: "mainnet", id: "10" }, query), 400);
    });
  }

  for (const query of [
    "?sortBy=roa",
    "?sortBy=totalstake",
    "?sortBy=",
    "?sortDirection=descending",
    "?sortBy=name&sortDirection=ASC",
    "?limit=101&sortBy=name",
    "?offset=-5",
    "?sortBy=%3Cscript%3E",
  ]) {
    it(`stakepools ${query}`, async () => {
      await expectJsonError(await call(stakePoolsLoader, { network: "testnet" }, query), 400);
    });
  }

  for (const query of ["", "?q=", "?q=ab", "?q=%20%20ab%20", `?q=${"a".repeat(SEARCH_MAX_LENGTH + 1)}`]) {
    it(`search ${JSON.stringify(query.slice(0, 12))}`, async () => {
      await expectJsonError(await call(searchLoader, { network: "mainnet" }, query), 400);
    });
  }
});

// A relay list's country or provider that cannot name one is an empty list
// (spec §7: unknown → []), answered before any query.
describe("relay lists of names no bucket can have are empty", () => {
  for (const name of ["", "\u0000", "a\nb"]) {
    it(JSON.stringify(name.slice(0, 12)), async () => {
      for (const [loader, key] of [
        [countryRelaysLoader, "country"],
        [providerRelaysLoader, "provider"],
      ] as const) {
        const response = await call(loader, { network: "testnet", [key]: name });
        expect(response.status).toBe(200);
        expect(await response.json()).toEqual([]);
      }
    });
  }
});

// The document gives both names at most 200 characters: a longer one is a malformed request.
it("a relay list's country or provider longer than documented is a 400 naming it", async () => {
  for (const [loader, key] of [
    [countryRelaysLoader, "country"],
    [providerRelaysLoader, "provider"],
  ] as const) {
    const response = await call(loader, { network: "testnet", [key]: "x".repeat(201) });
    await expectJsonError(response.clone(), 400);
    expect(((await response.json()) as { error: string }).error).toContain(key);
  }
});
