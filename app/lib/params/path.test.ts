import { describe, expect, it } from "vitest";
import { assertDecodablePath } from "./path";

describe("assertDecodablePath", () => {
  it("lets a path that decodes through, and answers a malformed escape with a 400", () => {
    expect(() => assertDecodablePath("/stakepools/pool1%41")).not.toThrow();
    for (const path of ["/stakepools/%", "/blocks/%E0%A4%A", "/addresses/%zz", "/blocks/%C3"]) {
      expect(() => assertDecodablePath(path)).toThrow(expect.objectContaining({ status: 400, message: expect.stringContaining("malformed percent-encoding") }));
    }
  });
});
