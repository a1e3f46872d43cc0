import { describe, expect, it, vi } from "vitest";
import { DataSourceUnavailableError } from "../lib/data-source-unavailable";
import { NotFoundError } from "../lib/not-found";
import { unavailablePage } from "./explorer-api.server";
import { jsonRoute } from "./json-response.server";

// The two places an unavailable data source becomes a 503, decided by its class alone.
describe("unavailability → 503", () => {
  it("jsonRoute answers DataSourceUnavailableError with the 503 JSON and Retry-After", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    const response = await jsonRoute({ network: "mainnet" }, async () => {
      throw new DataSourceUnavailableError("database unavailable: connect ECONNREFUSED");
    });
    expect(response.status).toBe(503);
    expect(response.headers.get("Retry-After")).toBe("5");
    expect(await response.json()).toEqual({ error: "Database Service Unavailable" });
    error.mockRestore();
  });

  it("jsonRoute answers a read's NotFoundError with a JSON 404 that carries its message", async () => {
    const response = await jsonRoute({ network: "mainnet" }, async () => {
      throw new NotFoundError("Stake Pool Not Found");
    });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: "Stake Pool Not Found" });
  });

  it("jsonRoute answers any other error with a 500, whatever its message says", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    const response = await jsonRoute({ network: "mainnet" }, async () => {
      throw new Error("connect ECONNREFUSED 127.0.0.1:5432");
    });
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({ error: "Internal server error" });
    error.mockRestore();
  });

  it("a screen's loader gets a 503 status error that React Router keeps as it is", () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    let thrown: unknown;
    try {
      unavailablePage(new DataSourceUnavailableError("upstream API unreachable: /blocks"));
    } catch (caught) {
      thrown = caught;
    }
    // A thrown data(): React Router turns it into a route error response with its status and data.
    expect(thrown).toMatchObject({ type: "DataWithResponseInit", data: { error: "Database Service Unavailable" }, init: { status: 503 } });
    error.mockRestore();
  });
});
