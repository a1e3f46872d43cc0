import { describe, expect, it } from "vitest";
import { matchResource, RESOURCES, resourcePath } from "./resources";

// The lean path of the JSON API (app/server/api-calls.server.ts) and the tests'
// apiFetch find a call by its URL with matchResource, as the router would.
describe("matchResource", () => {
  it("finds every call of the table by its own path, with its parameters decoded", () => {
    for (const resource of RESOURCES) {
      const values = Object.fromEntries(Object.keys(resource.params).map((name) => [name, `a b/${name}`]));
      const match = matchResource(resourcePath(resource, "testnet", values));
      expect(match?.resource.id, resource.id).toBe(resource.id);
      expect(match?.params).toEqual({ network: "testnet", ...values });
    }
  });

  it("ranks a literal segment before a parameter, takes a trailing slash and any case, as the router does", () => {
    expect(matchResource("/api/networks/mainnet/epochs/current")?.resource.id).toBe("current-epoch");
    expect(matchResource("/api/networks/mainnet/epochs/12")?.resource.id).toBe("epoch");
    expect(matchResource("/api/networks/mainnet/blocks/")?.resource.id).toBe("blocks");
    expect(matchResource("/API/Networks/mainnet/Blocks")?.resource.id).toBe("blocks");
  });

  it("names nothing for other paths, an empty parameter, or one that does not decode", () => {
    for (const path of ["/", "/api", "/api/networks/mainnet", "/api/networks/mainnet/nothing", "/api/networks/mainnet/blocks/1/x", "/api/networks//blocks", "/blocks/1", "/api/networks/mainnet/blocks/%E0%A4%A"]) {
      expect(matchResource(path), path).toBeNull();
    }
  });
});
