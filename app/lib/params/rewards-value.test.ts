import { describe, expect, it } from "vitest";
import { ParamError } from "./param-error";
import { parseRewardsValueRequest } from "./rewards-value";

const parse = (body: unknown) => parseRewardsValueRequest(typeof body === "string" ? body : JSON.stringify(body));

describe("calculate-rewards-value body", () => {
  it("reads amount, epoch and currency; no amount is 1 (the unit price)", () => {
    expect(parse({ rewardsAP3X: "12.5", epoch: 300, currency: "usd" })).toEqual({ rewardsAP3X: "12.5", epoch: 300, currency: "usd" });
    expect(parse({ epoch: 0, currency: "usd" })).toEqual({ rewardsAP3X: "1", epoch: 0, currency: "usd" });
    expect(parse({ rewardsAP3X: 3, epoch: 1, currency: "usd" }).rewardsAP3X).toBe("3");
    expect(parse({ rewardsAP3X: 0.000001, epoch: 1, currency: "usd" }).rewardsAP3X).toBe("0.000001");
    expect(parse({ rewardsAP3X: "007.250", epoch: 1, currency: "usd" }).rewardsAP3X).toBe("7.25");
    expect(parse({ rewardsAP3X: "0", epoch: 2147483647, currency: "usd" }).rewardsAP3X).toBe("0");
    expect(parse({ rewardsAP3X: `${"9".repeat(30)}.${"1".repeat(18)}`, epoch: 1, currency: "usd" }).rewardsAP3X).toHaveLength(49);
  });

  it.each([
    ["not JSON", "{epoch: 1"],
    ["an array", [1]],
    ["null", null],
    ["a string", "\"usd\""],
    ["no currency", { epoch: 1 }],
    ["another currency", { epoch: 1, currency: "eur" }],
    ["currency in capitals", { epoch: 1, currency: "USD" }],
    ["no epoch", { currency: "usd" }],
    ["epoch as text", { epoch: "1", currency: "usd" }],
    ["negative epoch", { epoch: -1, currency: "usd" }],
    ["fractional epoch", { epoch: 1.5, currency: "usd" }],
    ["epoch beyond int4", { epoch: 2147483648, currency: "usd" }],
    ["negative amount", { rewardsAP3X: "-1", epoch: 1, currency: "usd" }],
    ["negative number", { rewardsAP3X: -1, epoch: 1, currency: "usd" }],
    ["exponent text", { rewardsAP3X: "1e5", epoch: 1, currency: "usd" }],
    ["words", { rewardsAP3X: "ten", epoch: 1, currency: "usd" }],
    ["empty amount", { rewardsAP3X: "", epoch: 1, currency: "usd" }],
    ["a lone point", { rewardsAP3X: ".", epoch: 1, currency: "usd" }],
    ["null amount", { rewardsAP3X: null, epoch: 1, currency: "usd" }],
    ["boolean amount", { rewardsAP3X: true, epoch: 1, currency: "usd" }],
    ["huge amount", { rewardsAP3X: "9".repeat(80), epoch: 1, currency: "usd" }],
    ["31 whole digits", { rewardsAP3X: "1".repeat(31), epoch: 1, currency: "usd" }],
    ["19 decimals", { rewardsAP3X: `0.${"1".repeat(19)}`, epoch: 1, currency: "usd" }],
    ["another property", { rewardsAP3X: "1", epoch: 1, currency: "usd", extra: 1 }],
    ["a misspelt property", { rewardsAp3x: "1", epoch: 1, currency: "usd" }],
  ])("%s is a 400", (_, body) => {
    let caught: unknown;
    try {
      parse(body);
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(ParamError);
    expect((caught as ParamError).status).toBe(400);
  });

  it("names the property it does not take", () => {
    expect(() => parse({ epoch: 1, currency: "usd", extra: 1 })).toThrow(expect.objectContaining({ status: 400, param: "extra", message: expect.stringContaining('"extra"') }));
  });
});
