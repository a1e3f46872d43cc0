import { describe, expect, it } from "vitest";
import { readAddressSearch } from "./address-search";
import { parseShowAllIo } from "./transaction-page";

const q = (query: string) => new URLSearchParams(query);

describe("the address search's parameter", () => {
  it("is the trimmed address, empty for an empty search, null for no search", () => {
    expect(readAddressSearch(q("address=%20addr1xyz%20"))).toBe("addr1xyz");
    expect(readAddressSearch(q("address="))).toBe("");
    expect(readAddressSearch(q("network=testnet"))).toBeNull();
  });
});

describe("the transaction page's ?io=", () => {
  it("shows every input and output only for io=all", () => {
    expect(parseShowAllIo(q("io=all"))).toBe(true);
    for (const query of ["", "io=", "io=ALL", "io=1"]) expect(parseShowAllIo(q(query)), query).toBe(false);
  });
});
