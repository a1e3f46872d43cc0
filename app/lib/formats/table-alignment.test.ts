import { describe, expect, it } from "vitest";
import { commonAlignment } from "./table-alignment";

describe("commonAlignment", () => {
  it("is the alignment most columns use, unset counting as start", () => {
    expect(commonAlignment(["start", "end", "end"])).toBe("end");
    expect(commonAlignment([undefined, undefined, "end"])).toBe("start");
    // The stake pools list: 3 text columns, 8 numbers.
    expect(commonAlignment([undefined, undefined, ...Array<"end">(8).fill("end"), undefined])).toBe("end");
  });

  it("is start on a tie and for no columns", () => {
    expect(commonAlignment(["start", "end"])).toBe("start");
    expect(commonAlignment([])).toBe("start");
  });
});
