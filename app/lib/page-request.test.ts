import { describe, expect, it } from "vitest";
import { pageOffset, parsePageRequest } from "./page-request";
import { ParamError } from "./params";

const params = (query: string) => new URL(`http://explorer.test/blocks${query}`).searchParams;

describe("the page a list request asks for", () => {
  it("turns a 1-based page into an offset", () => {
    expect(pageOffset(1, 50)).toBe(0);
    expect(pageOffset(3, 50)).toBe(100);
  });

  it("reads ?page=N, page 1 when absent", () => {
    expect(parsePageRequest(params(""), 20)).toEqual({ page: 1, offset: 0 });
    expect(parsePageRequest(params("?page=5000&network=testnet"), 20)).toEqual({ page: 5000, offset: 99_980 });
  });

  it.each(["abc", "0", "-1", "1.5", "1e3", "", "99999999999"])("answers ?page=%j with a 400", (value) => {
    let thrown: unknown;
    try {
      parsePageRequest(params(`?page=${value}`), 20);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(ParamError);
    expect((thrown as ParamError).status).toBe(400);
    expect((thrown as ParamError).message).toMatch(/^page must be /);
    expect((thrown as ParamError).param).toBe("page");
  });

  it.each([
    ["abc", "page must be a whole number"],
    ["1.5", "page must be a whole number"],
    ["-1", "page must be 1 or more"],
    ["0", "page must be 1 or more"],
    ["99999999999", "page must be at most 1000000"],
  ])("says what is wrong with ?page=%j: %s", (value, message) => {
    expect(() => parsePageRequest(params(`?page=${value}`), 20)).toThrow(message);
  });
});
