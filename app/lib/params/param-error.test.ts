import { describe, expect, it } from "vitest";
import { parseBlockId } from "./block-id";
import { parsePage } from "./paging";
import { parsedOr } from "./param-error";

const q = (query: string) => new URLSearchParams(query);

describe("parsedOr", () => {
  it("hands on the parsed value", () => {
    expect(parsedOr(() => parseBlockId("42"), () => "unused")).toEqual({ kind: "height", height: 42 });
  });

  it("throws the route's own answer for a ParamError", () => {
    const notFound = { status: 404, details: "block page" };
    expect(() => parsedOr(() => parseBlockId("nope"), () => notFound)).toThrow(expect.objectContaining(notFound));
  });

  it("by default throws a response with the parser's status and reason", async () => {
    let thrown: unknown;
    try {
      parsedOr(() => parsePage(q("page=0")));
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).status).toBe(400);
    expect(await (thrown as Response).json()).toEqual({ error: "page must be 1 or more", param: "page" });
  });

  it("lets any other failure through as it is", () => {
    const bug = new TypeError("bug");
    expect(() => parsedOr(() => { throw bug; }, () => "unused")).toThrow(bug);
  });
});
