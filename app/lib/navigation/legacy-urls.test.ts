import { bech32 } from "bech32";
import { describe, expect, it } from "vitest";
import { legacyUrlTarget } from "./legacy-urls";

// Well-formed ids of each kind (checksums included), made here.
const bech = (prefix: string, bytes: number, fill: number) => bech32.encode(prefix, bech32.toWords(new Uint8Array(bytes).fill(fill)), 1023);
const HASH = "ab".repeat(32);
const ADDR = bech("addr", 57, 0x01);
const ADDR_TEST = bech("addr_test", 57, 0x00);
const STAKE = bech("stake", 29, 0xe1);
const STAKE_TEST = bech("stake_test", 29, 0xe0);
const POOL = bech("pool", 28, 0x5c);

describe("legacyUrlTarget", () => {
  it("maps each incumbent path shape, with and without /en, to our page", () => {
    const cases: Array<[string, string]> = [
      ["block/74520", "/blocks/74520"],
      [`block/${HASH}`, `/blocks/${HASH}`],
      [`transaction/${HASH}`, `/transactions/${HASH}`],
      [`address/${ADDR}`, `/addresses/${ADDR}`],
      [`address/${ADDR_TEST}`, `/addresses/${ADDR_TEST}`],
      [`stake-address/${STAKE}`, `/addresses/${STAKE}`],
      [`stake-address/${STAKE_TEST}`, `/addresses/${STAKE_TEST}`],
      [`pool/${POOL}`, `/stakepools/${POOL}`],
      ["epoch/7", "/epochs/7"],
    ];
    for (const [path, target] of cases) {
      expect(legacyUrlTarget(`/en/${path}`, ""), path).toBe(target);
      expect(legacyUrlTarget(`/${path}`, ""), path).toBe(target);
      expect(legacyUrlTarget(`/en/${path}/`, ""), `${path}/`).toBe(target);
    }
  });

  it("writes ids in our form: lower-case hashes and addresses, a hex pool id as bech32", () => {
    expect(legacyUrlTarget(`/en/transaction/${HASH.toUpperCase()}`, "")).toBe(`/transactions/${HASH}`);
    expect(legacyUrlTarget(`/en/address/${ADDR.toUpperCase()}`, "")).toBe(`/addresses/${ADDR}`);
    expect(legacyUrlTarget(`/en/pool/${"5c".repeat(28)}`, "")).toBe(`/stakepools/${POOL}`);
  });

  it("maps the tabs after a transaction or a stake address to the one page", () => {
    for (const tab of ["summary", "utxOs", "metadata", "withdrawals", "delegations", "poolCertificates", "stakeCertificates", "signersInformation"]) {
      expect(legacyUrlTarget(`/en/transaction/${HASH}/${tab}`, ""), tab).toBe(`/transactions/${HASH}`);
    }
    for (const tab of ["delegation", "stake-key", "withdrawal", "instantaneous", "transactions"]) {
      expect(legacyUrlTarget(`/en/stake-address/${STAKE}/${tab}`, ""), tab).toBe(`/addresses/${STAKE}`);
      expect(legacyUrlTarget(`/stake-address/${STAKE_TEST}/${tab}`, ""), tab).toBe(`/addresses/${STAKE_TEST}`);
    }
  });

  it("maps the classic query shapes, dropping only the id from the query", () => {
    const cases: Array<[string, string, string]> = [
      ["transaction", `?id=${HASH}`, `/transactions/${HASH}`],
      ["block", `?id=${HASH}`, `/blocks/${HASH}`],
      ["block", "?id=74000", "/blocks/74000"],
      ["address", `?address=${ADDR}`, `/addresses/${ADDR}`],
      ["epoch", "?number=204", "/epochs/204"],
      ["stake-address", `?address=${STAKE}`, `/addresses/${STAKE}`],
    ];
    for (const [shape, query, target] of cases) {
      expect(legacyUrlTarget(`/en/${shape}`, query), shape).toBe(target);
      expect(legacyUrlTarget(`/${shape}`, query), shape).toBe(target);
    }
    expect(legacyUrlTarget("/en/epoch", "?number=3&network=testnet")).toBe("/epochs/3?network=testnet");
  });

  it("sends bare /en to the dashboard", () => {
    expect(legacyUrlTarget("/en", "")).toBe("/");
    expect(legacyUrlTarget("/en/", "")).toBe("/");
    expect(legacyUrlTarget("/en", "?network=testnet")).toBe("/?network=testnet");
  });

  it("keeps the query string of a path shape", () => {
    expect(legacyUrlTarget(`/en/address/${ADDR}`, "?page=2&network=testnet")).toBe(`/addresses/${ADDR}?page=2&network=testnet`);
  });

  it("answers nothing (a 404) for an id that names nothing: never a redirect elsewhere", () => {
    const hostile = [
      "/en/block/not-a-block",
      "/en/block/2147483648",
      "/en/pool/%2F%2Fevil.example%2Fx",
      "/block/..%2F..%2Fapi",
      "/en/epoch/%E2%80%AE1",
      "/en/epoch/-1",
      "/en/transaction/ab12",
      `/en/transaction/${HASH}%0d%0aLocation:%20https://evil.example`,
      "/en/address/https:%2F%2Fevil.example",
      `/en/stake-address/${ADDR}`,
      `/en/address/${POOL}`,
    ];
    for (const path of hostile) expect(legacyUrlTarget(path, ""), path).toBeNull();
    for (const [shape, query] of [
      ["transaction", "?id=//evil.example"],
      ["transaction", "?id="],
      ["transaction", "?hash=" + HASH],
      ["block", "?id=https://evil.example"],
      ["address", "?address=%0d%0a"],
      ["epoch", "?number=1e3"],
      ["stake-address", `?address=${ADDR}`],
    ] as const) {
      expect(legacyUrlTarget(`/en/${shape}`, query), `${shape}${query}`).toBeNull();
    }
  });

  it("answers only to the incumbent's shapes and tabs", () => {
    for (const path of [
      "/en/blocks/1",
      "/fr/block/1",
      "/en/block",
      "/en/pool",
      "/en/block/1/extra",
      `/en/transaction/${HASH}/nosuchtab`,
      `/en/transaction/${HASH}/metadata/extra/more`,
      `/en/transaction/${HASH}/__proto__`,
      `/en/pool/${POOL}/delegators`,
      "/",
      "/en/constructor/1",
      "/en/__proto__/1",
      "/en/__proto__",
    ]) {
      expect(legacyUrlTarget(path, ""), path).toBeNull();
    }
    expect(legacyUrlTarget("/en/pool", "?id=1"), "pools had no query shape").toBeNull();
    expect(legacyUrlTarget("/en/block/%E0%A4%A", ""), "malformed encoding").toBeNull();
  });
});
