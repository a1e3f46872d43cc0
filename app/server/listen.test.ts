import { describe, expect, it } from "vitest";
import { describeListenAddress } from "./listen.mjs";

describe("describeListenAddress", () => {
  it("prints the bound address, a wildcard with what it means", () => {
    expect(describeListenAddress({ address: "127.0.0.1", family: "IPv4", port: 4600 })).toBe("http://127.0.0.1:4600");
    expect(describeListenAddress({ address: "::1", family: "IPv6", port: 4600 })).toBe("http://[::1]:4600");
    expect(describeListenAddress({ address: "0.0.0.0", family: "IPv4", port: 3000 })).toBe(
      "http://0.0.0.0:3000 (all IPv4 interfaces; this machine: http://localhost:3000)",
    );
    expect(describeListenAddress({ address: "::", family: "IPv6", port: 3000 })).toBe(
      "http://[::]:3000 (all interfaces; this machine: http://localhost:3000)",
    );
    expect(describeListenAddress("/run/explorer.sock")).toBe("/run/explorer.sock");
  });
});
