import { describe, expect, it } from "vitest";
import { errorOf } from "../../../tests/support/param-error";
import { parseHash32 } from "./hash";

describe("parseHash32", () => {
  const hash = "a".repeat(64);

  it("reads a 64-character hex hash, lower-cased", () => {
    expect(parseHash32(hash.toUpperCase())).toBe(hash);
  });

  it.each(["abc", "g".repeat(64), "a".repeat(63), "a".repeat(65), "", "<script>"])("a malformed hash %j is 404", (raw) => {
    expect(errorOf(() => parseHash32(raw)).status).toBe(404);
  });
});
