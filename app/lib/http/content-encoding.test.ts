import { describe, expect, it } from "vitest";
import { acceptedEncoding } from "./content-encoding";

// Accept-Encoding headers and the encoding a whole page is sent in (null: the middleware decides).
const CASES: ReadonlyArray<readonly [header: string | null, encoding: "br" | "gzip" | null, why: string]> = [
  ["gzip, deflate, br, zstd", "br", "a browser's header: brotli first when both are equally welcome"],
  ["gzip", "gzip", "gzip alone"],
  ["GZIP ; q=1", "gzip", "any case and spacing"],
  ["br;q=0.5, gzip;q=0.8", "gzip", "the client's qualities"],
  ["br;q=0, gzip", "gzip", "a refusal"],
  ["*;q=0.1, br;q=0", "gzip", "a wildcard with a refusal"],
  ["gzip;q=0, br;q=0", null, "both refused"],
  [null, null, "no header"],
  ["", null, "an empty header"],
  ["deflate", null, "deflate, which only the middleware writes"],
  ["identity", null, "identity"],
  ["identity;q=1, gzip;q=0.5", null, "identity preferred"],
  ["gzip;q=bad", null, "a malformed quality"],
];

describe("acceptedEncoding", () => {
  it.each(CASES)("%j gives %j (%s)", (header, encoding) => {
    expect(acceptedEncoding(header)).toBe(encoding);
  });
});
