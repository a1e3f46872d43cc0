import { describe, expect, it } from "vitest";
import { describeError } from "./error-kind";

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

  it("shows a 4xx response's own message under 'Something went wrong'", () => {
    expect(describeError({ status: 400, data: { error: "page must be a positive integer" } })).toEqual({
      kind: "other",
      status: 400,
      title: "Something went wrong",
      message: "page must be a positive integer",
    });
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
