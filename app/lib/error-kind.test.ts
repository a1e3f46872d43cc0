import { describe, expect, it } from "vitest";
import { classifyErrorMessage, describeError, errorMessage } from "./error-kind";

describe("classifyErrorMessage (spec §8)", () => {
  it.each([
    "connect ECONNREFUSED 127.0.0.1:5432",
    "Connection refused",
    "database connection failed",
    "503: Service Unavailable",
  ])("sends %j to the database page", (message) => {
    expect(classifyErrorMessage(message)).toBe("database-unavailable");
  });

  it.each(["boom", "HTTP error! status: 500", "", null, undefined])("keeps %j as another error", (message) => {
    expect(classifyErrorMessage(message)).toBe("other");
  });
});

describe("errorMessage", () => {
  it("follows causes, as fetch wraps the socket error", () => {
    const socket = Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:9"), { code: "ECONNREFUSED" });
    const fetchError = new TypeError("fetch failed", { cause: socket });
    expect(errorMessage(fetchError)).toBe("fetch failed: connect ECONNREFUSED 127.0.0.1:9");
    expect(classifyErrorMessage(errorMessage(fetchError))).toBe("database-unavailable");
  });

  it("adds an error code the message does not name", () => {
    const error = Object.assign(new Error("socket closed"), { code: "ECONNRESET" });
    expect(errorMessage(error)).toBe("socket closed (ECONNRESET)");
  });

  it("reads strings and ignores other values", () => {
    expect(errorMessage("plain")).toBe("plain");
    expect(errorMessage({ message: "x" })).toBeNull();
    expect(errorMessage(undefined)).toBeNull();
  });
});

describe("describeError (spec §8)", () => {
  it("shows the not-found page for a 404 response", () => {
    expect(describeError({ status: 404, statusText: "Not Found", data: null })).toMatchObject({
      kind: "not-found",
      status: 404,
      title: "Page Not Found",
      message: "404 Page Not Found",
    });
  });

  it("shows the database page for a 503 response and for connection errors", () => {
    const expected = {
      kind: "database-unavailable",
      status: 503,
      title: "Database Service Unavailable",
      message: "The blockchain database is temporarily unavailable. We're working to restore the connection.",
    };
    expect(describeError({ status: 503, data: { error: "timeout" } })).toEqual(expected);
    expect(describeError(new Error("connect ECONNREFUSED 127.0.0.1:5432"))).toEqual(expected);
    expect(describeError(new Error("database connection failed"))).toEqual(expected);
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
