import { describe, expect, it } from "vitest";
import { ParamError } from "./param-error";
import { parseAddressPageQuery } from "./address-page";

const q = (text: string) => parseAddressPageQuery(new URLSearchParams(text));

describe("parseAddressPageQuery", () => {
  it("defaults every page to 1 and the rewards page size to 20 (spec §9)", () => {
    expect(q("")).toEqual({ history: 1, utxos: 1, delegations: 1, paymentAddresses: 1, rewards: 1, rewardsSize: 20 });
  });

  it("reads each list's own page and a rewards size of 10, 20, 50 or 100", () => {
    expect(q("page=3&utxoPage=2&delegationsPage=4&addressesPage=5&rewardsPage=6&rewardsSize=50")).toEqual({
      history: 3,
      utxos: 2,
      delegations: 4,
      paymentAddresses: 5,
      rewards: 6,
      rewardsSize: 50,
    });
    for (const size of [10, 20, 50, 100]) expect(q(`rewardsSize=${size}`).rewardsSize).toBe(size);
  });

  it("answers 400 naming the parameter for anything else", () => {
    for (const [text, name] of [
      ["page=abc", "page"],
      ["utxoPage=0", "utxoPage"],
      ["delegationsPage=-1", "delegationsPage"],
      ["addressesPage=1.5", "addressesPage"],
      ["rewardsPage=", "rewardsPage"],
      ["rewardsSize=7", "rewardsSize"],
      ["rewardsSize=020", "rewardsSize"],
    ]) {
      let error: unknown;
      try {
        q(text!);
      } catch (caught) {
        error = caught;
      }
      expect(error, text).toBeInstanceOf(ParamError);
      expect((error as ParamError).status).toBe(400);
      expect((error as ParamError).message).toContain(name);
    }
  });
});
