import { describe, expect, it } from "vitest";
import {
  assertSameOrigin,
  readCookie,
  readNetworkCookie,
  readThemeCookie,
  resolveNetwork,
  writeNetworkCookie,
  writeThemeCookie,
} from "./session.server";

const request = (url: string, cookie?: string) =>
  new Request(url, { headers: cookie ? { Cookie: cookie } : {} });

describe("resolveNetwork", () => {
  it("defaults to mainnet", () => {
    expect(resolveNetwork(request("http://x/"))).toEqual({ network: "mainnet", source: "default" });
  });

  it("reads the cookie", () => {
    expect(resolveNetwork(request("http://x/", "network=testnet")).network).toBe("testnet");
  });

  it("ignores a cookie that is not mainnet or testnet", () => {
    expect(resolveNetwork(request("http://x/", "network=evil")).network).toBe("mainnet");
    expect(resolveNetwork(request("http://x/", "network=Testnet")).network).toBe("mainnet");
  });

  it("lets ?network= override the cookie for that request", () => {
    expect(resolveNetwork(request("http://x/blocks?network=testnet", "network=mainnet"))).toEqual({
      network: "testnet",
      source: "query",
    });
    expect(resolveNetwork(request("http://x/?network=evil", "network=testnet")).network).toBe("testnet");
  });

  it("takes the network from a /{network}/ path before anything else", () => {
    expect(resolveNetwork(request("http://x/testnet/analytics?network=mainnet", "network=mainnet"))).toEqual({
      network: "testnet",
      source: "path",
    });
  });
});

describe("cookies", () => {
  it("finds a cookie among others", () => {
    expect(readCookie(request("http://x/", "a=1; network=testnet; theme=dark"), "network")).toBe("testnet");
    expect(readCookie(request("http://x/", "xnetwork=testnet"), "network")).toBeNull();
  });

  it("writes the network for a year, HttpOnly and SameSite=Lax, Secure over https", () => {
    const http = writeNetworkCookie(request("http://x/"), "testnet");
    expect(http).toBe("network=testnet; Path=/; Max-Age=31536000; HttpOnly; SameSite=Lax");
    expect(writeNetworkCookie(request("https://x/"), "mainnet")).toContain("; Secure");
  });

  it("round-trips the theme and forgets it with null", () => {
    const cookie = writeThemeCookie(request("http://x/"), "dark").split(";")[0]!;
    expect(readThemeCookie(request("http://x/", cookie))).toBe("dark");
    expect(writeThemeCookie(request("http://x/"), null)).toContain("Max-Age=0");
    expect(readThemeCookie(request("http://x/", "theme=neon"))).toBeNull();
    expect(readNetworkCookie(request("http://x/", writeNetworkCookie(request("http://x/"), "testnet")))).toBe("testnet");
  });
});

describe("assertSameOrigin", () => {
  const post = (headers: Record<string, string>) =>
    new Request("http://explorer.test/preferences/network", { method: "POST", headers });

  it("accepts our own pages and clients that send no Origin", () => {
    expect(() => assertSameOrigin(post({ Origin: "http://explorer.test" }))).not.toThrow();
    expect(() => assertSameOrigin(post({}))).not.toThrow();
    expect(() => assertSameOrigin(post({ "Sec-Fetch-Site": "same-origin" }))).not.toThrow();
  });

  it("refuses another site's form with 400", () => {
    const refused: Array<Record<string, string>> = [
      { Origin: "https://evil.example" },
      { "Sec-Fetch-Site": "cross-site" },
      { Origin: "null" },
    ];
    for (const headers of refused) {
      let thrown: unknown;
      try {
        assertSameOrigin(post(headers));
      } catch (error) {
        thrown = error;
      }
      expect(thrown).toBeInstanceOf(Response);
      expect((thrown as Response).status).toBe(400);
    }
  });
});
