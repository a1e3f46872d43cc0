import { describe, expect, it } from "vitest";
import { badRequestExit, describeError, errorPageTitle } from "./error-kind";

describe("describeError (spec §8)", () => {
  it("shows the not-found page for a 404 response", () => {
    expect(describeError({ status: 404, statusText: "Not Found", data: null })).toMatchObject({
      kind: "not-found",
      status: 404,
      title: "Page Not Found",
      message: "404 Page Not Found",
    });
  });

  it("shows the database page for a 503 response, whatever its text", () => {
    const expected = {
      kind: "database-unavailable",
      status: 503,
      title: "Database Service Unavailable",
      message: "The blockchain database is temporarily unavailable. We're working to restore the connection.",
    };
    expect(describeError({ status: 503, data: { error: "timeout" } })).toEqual(expected);
    expect(describeError({ status: 503, data: "" })).toEqual(expected);
  });

  it("never reads a message to decide: a thrown error naming a refused connection is not the database page", () => {
    expect(describeError(new Error("connect ECONNREFUSED 127.0.0.1:5432"))).toMatchObject({ kind: "other", status: 500 });
  });

  it("shows another error's message, or the fallback for a sanitised one", () => {
    expect(describeError(new Error("Cannot read properties of undefined"))).toMatchObject({
      title: "Something went wrong",
      message: "Cannot read properties of undefined",
    });
    expect(describeError(new Error("Unexpected Server Error")).message).toBe(
      "An unexpected error occurred. We're working to fix this issue.",
    );
  });

  it("shows another 4xx response's own message under 'Something went wrong'", () => {
    expect(describeError({ status: 409, data: { error: "conflict" } })).toEqual({
      kind: "other",
      status: 409,
      title: "Something went wrong",
      message: "conflict",
    });
  });

  it("heads a 400 with what is wrong, from the parameter at fault", () => {
    expect(describeError({ status: 400, data: { error: "blocksPage must be a whole number", param: "blocksPage" } })).toEqual({
      kind: "bad-request",
      status: 400,
      title: "Invalid Page Number",
      message: "blocksPage must be a whole number.",
      param: "blocksPage",
    });
    expect(describeError({ status: 400, data: { error: "rewardsSize must be one of 10, 25", param: "rewardsSize" } }).title).toBe("Invalid Page Size");
    expect(describeError({ status: 400, data: { error: "sortBy must be one of a, b", param: "sortBy" } }).title).toBe("Invalid sortBy");
    expect(describeError({ status: 400, data: "Malformed URL" })).toMatchObject({ title: "Invalid Request", message: "Malformed URL.", param: null });
  });

  it("titles a 400 page with its heading and reason, a 404 with the route's title, any other error page as it is headed", () => {
    const badPage = { status: 400, data: { error: "page must be 1 or more", param: "page" } };
    expect(errorPageTitle(badPage, "Blocks · Prime Explorer")).toBe("Invalid Page Number: page must be 1 or more · Prime Explorer");
    expect(errorPageTitle({ status: 404, data: null }, "Block Not Found · Prime Explorer")).toBe("Block Not Found · Prime Explorer");
    expect(errorPageTitle({ status: 404, data: { network: "mainnet", id: "pool1x" } }, "Stake Pool Not Found · Prime Explorer")).toBe("Stake Pool Not Found · Prime Explorer");
    const unavailable = { status: 503, data: { error: "Database Service Unavailable" } };
    expect(errorPageTitle(unavailable, "Block Not Found · Prime Explorer")).toBe("Database Service Unavailable · Prime Explorer");
  });

  it("leaves a 400 by the same path without the parameter at fault, never the same URL", () => {
    expect(badRequestExit("blocksPage", "/stakepools/pool1x", "?blocksPage=x&rewardsSize=25")).toEqual({
      href: "/stakepools/pool1x?rewardsSize=25",
      label: "Go to the first page",
    });
    expect(badRequestExit("page", "/blocks", "?page=-1")).toEqual({ href: "/blocks", label: "Go to the first page" });
    expect(badRequestExit("sortBy", "/stakepools", "?sortBy=x")).toEqual({ href: "/stakepools", label: "Open without sortBy" });
    expect(badRequestExit(null, "/stakepools/%", "?a=1")).toEqual({ href: "/", label: "Back to Dashboard" });
  });

  it("falls back to the default page for other server statuses and unknown values", () => {
    const view = describeError({ status: 502, data: "" });
    expect(view).toMatchObject({ kind: "default", title: "Service Temporarily Unavailable" });
    expect(view.message).toBe(
      "We're experiencing technical difficulties and are working to resolve the issue. Please try again later.",
    );
    expect(describeError(42).kind).toBe("default");
  });
});
