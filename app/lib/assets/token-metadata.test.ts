import { describe, expect, it } from "vitest";
import { cip25Keys, resolveTokenMetadata } from "./token-metadata";

const hexOf = (text: string) => Buffer.from(text, "utf8").toString("hex");
const bytes = (text: string) => ({ bytes: hexOf(text) });

describe("resolveTokenMetadata", () => {
  it("reads a CIP-25 entry, joining split strings, keeping https images only", () => {
    const hosky = { name: "Hosky Token", image: ["https://example.org/", "h.png"], description: ["a ", "dog"] };
    expect(resolveTokenMetadata(hexOf("Hosky"), hosky, null)).toMatchObject({
      displayName: "Hosky Token",
      imageUrl: "https://example.org/h.png",
      description: "a dog",
      metadataStandard: "CIP-25",
      metadata: hosky,
    });
  });

  it("looks an entry up by the name as text and as hex", () => {
    expect(cip25Keys(hexOf("Nft1"))).toEqual({ text: "Nft1", hex: hexOf("Nft1") });
  });

  it.each(["ipfs://Qm123", "javascript:alert(1)", "data:image/png;base64,AAAA", "http://example.org/a.png", "https://exa mple.org"])(
    "drops the image %j",
    (image) => {
      expect(resolveTokenMetadata(hexOf("A"), { name: "A", image }, null).imageUrl).toBeNull();
    },
  );

  it("prefers the CIP-68 reference datum, with its ticker and decimals", () => {
    const datum = {
      constructor: 0,
      fields: [{ map: [{ k: bytes("name"), v: bytes("Prime USD") }, { k: bytes("ticker"), v: bytes("pUSD") }, { k: bytes("decimals"), v: { int: 6 } }] }, { int: 1 }],
    };
    const name = `0014df10${hexOf("pUSD")}`;
    expect(resolveTokenMetadata(name, { name: "old" }, datum)).toMatchObject({
      displayName: "Prime USD",
      ticker: "pUSD",
      decimals: 6,
      metadataStandard: "CIP-68",
      metadata: datum,
    });
  });

  it("bounds long strings and refuses impossible decimals", () => {
    const resolved = resolveTokenMetadata(hexOf("B"), { name: "x".repeat(10_000), decimals: 40 }, null);
    expect(resolved.displayName?.length).toBeLessThanOrEqual(121);
    expect(resolved.decimals).toBeNull();
  });

  it("names a token without metadata by its printable name, else by nothing", () => {
    expect(resolveTokenMetadata(hexOf("Plain"), null, null)).toMatchObject({ displayName: "Plain", metadataStandard: null, metadata: null });
    expect(resolveTokenMetadata("ff00", null, null).displayName).toBeNull();
  });
});
