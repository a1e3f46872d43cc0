// @ts-check
import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { assetFingerprint } from "./assets.mjs";
import { blake2b } from "./blake2b.mjs";
import { nativeScriptHash } from "./native-scripts.mjs";
import { datumOf } from "./plutus-data.mjs";

describe("asset identities", () => {
  it("fingerprints match CIP-14's test vectors", () => {
    const vectors = [
      ["7eae28af2208be856f7a119668ae52a49b73725e326dc16579dcc373", "", "asset1rjklcrnsdzqp65wjgrg55sy9723kw09mlgvlc3"],
      ["7eae28af2208be856f7a119668ae52a49b73725e326dc16579dcc37e", "", "asset1nl0puwxmhas8fawxp8nx4e2q3wekg969n2auw3"],
      ["1e349c9bdea19fd6c147626a5260bc44b71635f398b67c59881df209", "", "asset1uyuxku60yqe57nusqzjx38aan3f2wq6s93f6ea"],
      ["7eae28af2208be856f7a119668ae52a49b73725e326dc16579dcc373", "504154415445", "asset13n25uv0yaf5kus35fm2k86cqy60z58d9xmde92"],
      ["1e349c9bdea19fd6c147626a5260bc44b71635f398b67c59881df209", "504154415445", "asset1hv4p5tv2a837mzqrst04d0dcptdjmluqvdx9k3"],
    ];
    for (const [policy, name, fingerprint] of vectors) {
      expect(assetFingerprint(Buffer.from(String(policy), "hex"), Buffer.from(String(name), "hex"))).toBe(fingerprint);
    }
  });

  it("blake2b agrees with node's blake2b-512 across block boundaries", () => {
    for (const length of [0, 3, 127, 128, 129, 256, 1000]) {
      const bytes = Buffer.alloc(length, length % 251);
      expect(blake2b(bytes, 64).toString("hex")).toBe(createHash("blake2b512").update(bytes).digest("hex"));
    }
  });

  it("blake2b-256 of the empty string is RFC 7693's", () => {
    expect(blake2b(Buffer.alloc(0), 32).toString("hex")).toBe("0e5751c026e543b2e8ab2eb06099daa1d1e5df47778f7787faab45cdf12fe3a8");
  });

  it("a signature policy hashes as cardano-cli's policyid of the same script", () => {
    // cardano-cli transaction policyid of {"type":"sig","keyHash":"<28 zero bytes>"}
    const zero = { type: /** @type {const} */ ("sig"), keyHash: "00".repeat(28) };
    expect(nativeScriptHash(zero).toString("hex")).toBe(blake2b(Buffer.from(`00820058${"1c"}${"00".repeat(28)}`, "hex"), 28).toString("hex"));
  });

  it("a datum's bytes are Plutus data CBOR: constructor tag 121, indefinite lists, 64-byte chunks", () => {
    const { bytes } = datumOf({ constructor: 0, fields: [{ int: 1 }, { bytes: "ab".repeat(65) }] });
    expect(bytes.subarray(0, 7).toString("hex")).toBe("d8799f015f5840");
    expect(bytes.subarray(-4).toString("hex")).toBe("41abffff");
  });
});
