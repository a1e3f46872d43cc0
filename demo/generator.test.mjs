// @ts-check
// The generator without a database: determinism, network separation, the shared
// house pool id, address encodings and CBOR.
import { createHash } from "node:crypto";
import { bech32 } from "bech32";
import { describe, expect, it } from "vitest";
import { DEMO_HOUSE_POOL_HASH, DEMO_HOUSE_POOL_ID } from "../app/lib/pools/house-pool";
import { baseAddress, enterpriseAddress, poolView, stakeAddressView } from "./generator/addresses.mjs";
import { encodeCbor } from "./generator/cbor.mjs";
import { generateChain } from "./generator/chain-generator.mjs";
import { derivedHousePoolHash, housePoolHash } from "./generator/house-pool.mjs";

const NOW = Date.parse("2026-11-25T12:34:56Z");

/**
 * A digest of every row per table, and the summary.
 * @param {import("./generator/chain-generator.mjs").GenerateOptions} options
 */
function digestChain(options) {
  /** @type {Map<string, import("node:crypto").Hash>} */
  const hashes = new Map();
  /** @type {import("./generator/chain-generator.mjs").ChainSummary | undefined} */
  let summary;
  for (const item of generateChain(options)) {
    if (item.kind === "rows") {
      const hash = hashes.get(item.table) ?? createHash("sha256");
      hash.update(item.csv);
      hashes.set(item.table, hash);
    } else if (item.kind === "done") summary = item.summary;
  }
  return { tables: Object.fromEntries([...hashes].map(([table, hash]) => [table, hash.digest("hex")])), summary };
}

describe("the generator", { timeout: 60_000 }, () => {
  const mainnet = digestChain({ network: "mainnet", seed: "prime-explorer", now: NOW, scale: "test" });

  it("gives identical rows for the same seed and now", () => {
    expect(digestChain({ network: "mainnet", seed: "prime-explorer", now: NOW, scale: "test" })).toEqual(mainnet);
  });

  it("gives a different chain for another network or another seed", () => {
    const testnet = digestChain({ network: "testnet", seed: "prime-explorer", now: NOW, scale: "test" });
    const otherSeed = digestChain({ network: "mainnet", seed: "another seed", now: NOW, scale: "test" });
    for (const table of ["block", "tx", "tx_out", "stake_address", "pool_hash"]) {
      expect(testnet.tables[table]).not.toBe(mainnet.tables[table]);
      expect(otherSeed.tables[table]).not.toBe(mainnet.tables[table]);
    }
  });

  it("ends at the last block before now, in the current epoch", () => {
    const summary = /** @type {import("./generator/chain-generator.mjs").ChainSummary} */ (mainnet.summary);
    expect(summary.tipTime).toBeLessThanOrEqual(NOW);
    expect(Math.floor((NOW - summary.startTime) / 432_000_000)).toBe(summary.currentEpoch);
  });

  it("registers the house pool under the id the app links to", () => {
    expect(housePoolHash().toString("hex")).toBe(DEMO_HOUSE_POOL_HASH);
    expect(derivedHousePoolHash().toString("hex")).toBe(DEMO_HOUSE_POOL_HASH);
    expect(poolView(housePoolHash())).toBe(DEMO_HOUSE_POOL_ID);
  });
});

describe("address encodings", () => {
  const payment = Buffer.alloc(28, 0x11);
  const stake = Buffer.alloc(28, 0x22);

  /** @param {string} text */
  const decode = (text) => {
    const { prefix, words } = bech32.decode(text, 1023);
    return { prefix, bytes: Buffer.from(bech32.fromWords(words)) };
  };

  it("writes base addresses with header 0x01 on mainnet and 0x00 on testnet", () => {
    expect(decode(baseAddress("mainnet", payment, stake))).toMatchObject({ prefix: "addr" });
    expect(decode(baseAddress("mainnet", payment, stake)).bytes[0]).toBe(0x01);
    expect(decode(baseAddress("testnet", payment, stake))).toMatchObject({ prefix: "addr_test" });
    expect(decode(baseAddress("testnet", payment, stake)).bytes[0]).toBe(0x00);
    expect(decode(enterpriseAddress("mainnet", payment)).bytes[0]).toBe(0x61);
  });

  it("writes stake addresses with header 0xe1 / 0xe0", () => {
    expect(stakeAddressView("mainnet", stake)).toMatch(/^stake1/);
    expect(decode(stakeAddressView("mainnet", stake)).bytes[0]).toBe(0xe1);
    expect(stakeAddressView("testnet", stake)).toMatch(/^stake_test1/);
    expect(decode(stakeAddressView("testnet", stake)).bytes[0]).toBe(0xe0);
  });
});

describe("CBOR for metadata", () => {
  it("encodes maps, lists, text, bytes and integers (RFC 8949 examples)", () => {
    expect(encodeCbor(0).toString("hex")).toBe("00");
    expect(encodeCbor(23).toString("hex")).toBe("17");
    expect(encodeCbor(24).toString("hex")).toBe("1818");
    expect(encodeCbor(1000000).toString("hex")).toBe("1a000f4240");
    expect(encodeCbor(-1).toString("hex")).toBe("20");
    expect(encodeCbor(-1000).toString("hex")).toBe("3903e7");
    expect(encodeCbor("IETF").toString("hex")).toBe("6449455446");
    expect(encodeCbor([1, [2, 3]]).toString("hex")).toBe("8201820203");
    expect(encodeCbor({ a: 1, b: [2, 3] }).toString("hex")).toBe("a26161016162820203");
    expect(encodeCbor(Buffer.from([1, 2])).toString("hex")).toBe("420102");
  });
});
