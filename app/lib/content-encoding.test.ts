import { describe, expect, it } from "vitest";
import { acceptedEncoding } from "./content-encoding";

describe("acceptedEncoding", () => {
  it("prefers brotli, then gzip, when both are equally welcome", () => {
    expect(acceptedEncoding("gzip, deflate, br, zstd")).toBe("br");
    expect(acceptedEncoding("gzip")).toBe("gzip");
    expect(acceptedEncoding("GZIP ; q=1")).toBe("gzip");
  });

  it("follows the client's qualities and its refusals", () => {
    expect(acceptedEncoding("br;q=0.5, gzip;q=0.8")).toBe("gzip");
    expect(acceptedEncoding("br;q=0, gzip")).toBe("gzip");
    expect(acceptedEncoding("*;q=0.1, br;q=0")).toBe("gzip");
    expect(acceptedEncoding("gzip;q=0, br;q=0")).toBeNull();
  });

  it("leaves to the middleware what names neither (nothing, deflate, identity first)", () => {
    expect(acceptedEncoding(null)).toBeNull();
    expect(acceptedEncoding("")).toBeNull();
    expect(acceptedEncoding("deflate")).toBeNull();
    expect(acceptedEncoding("identity")).toBeNull();
    expect(acceptedEncoding("identity;q=1, gzip;q=0.5")).toBeNull();
    expect(acceptedEncoding("gzip;q=bad")).toBeNull();
  });
});
