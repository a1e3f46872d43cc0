import { describe, expect, it } from "vitest";
import { amountText } from "./amount-text";

describe("amountText", () => {
  it("formats an amount in the coin, in each of the spec's shapes", () => {
    expect(amountText("1234500000", "amount", "AP3X")).toBe("1,234.500000 AP3X");
    expect(amountText(35_890_000_000_000n, "compact", "AP3X")).toBe("35.89M AP3X");
    expect(amountText("171234", "fixed3", "tAP3X")).toBe("0.171 tAP3X");
    expect(amountText("171234", "fixed2", null)).toBe("0.17");
    expect(amountText("2000000", "fixed6", "AP3X", true)).toBe("2.000000 AP3X (est.)");
  });
});
