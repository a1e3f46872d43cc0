import { describe, expect, it } from "vitest";
import { action as networkAction, loader as networkLoader } from "./network";

// The network switch's answer (tests/e2e/network.spec.ts switches in a browser
// from one entity page): from any entity page it goes to the dashboard and
// saves the network. The rule itself is app/lib/navigation/network-redirect.test.ts; how a
// cookie, ?network= and a /{network}/ path pick the network, app/session.server.test.ts.

type Action = (args: { params: Record<string, string>; request: Request; context: unknown }) => unknown;

/** A POST of the header's form, sent from the page `from`. */
async function switchNetwork(network: string, from: string): Promise<Response> {
  const request = new Request("http://explorer.test/preferences/network", {
    method: "POST",
    headers: { Origin: "http://explorer.test", "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ from, network }),
  });
  return (await (networkAction as Action)({ params: {}, request, context: {} })) as Response;
}

describe("a network switch from an entity page (spec §4)", () => {
  it.each(["/transactions?page=2", "/stakepools/pool1xyz", "/epochs/4", "/addresses"])(
    "from %s goes to the dashboard and saves the network",
    async (from) => {
      const answer = await switchNetwork("testnet", from);
      expect(answer.status).toBe(302);
      expect(answer.headers.get("Location")).toBe("/");
      expect(answer.headers.get("Set-Cookie")).toMatch(/^network=testnet;/);
    },
  );
});

describe("the sidebar's 'Brought to you by' link (spec §2: saves mainnet, opens /stakepools/{poolId})", () => {
  const follow = async (query: string, headers: Record<string, string> = {}) => {
    const request = new Request(`http://explorer.test/preferences/network?${query}`, { headers });
    try {
      return (await (networkLoader as Action)({ params: {}, request, context: {} })) as Response;
    } catch (thrown) {
      // A refusal is thrown: a Response (the same-origin check) or data() with its status.
      if (thrown instanceof Response) return thrown;
      return new Response(null, { status: (thrown as { init: { status: number } }).init.status });
    }
  };
  const sponsor = new URLSearchParams({ network: "mainnet", redirectTo: "/stakepools/pool1xyz" }).toString();

  it("saves the network and opens the page, never kept by a cache", async () => {
    const answer = await follow(sponsor, { "Sec-Fetch-Site": "same-origin" });
    expect(answer.status).toBe(302);
    expect(answer.headers.get("Location")).toBe("/stakepools/pool1xyz");
    expect(answer.headers.get("Set-Cookie")).toMatch(/^network=mainnet;/);
    expect(answer.headers.get("Cache-Control")).toBe("no-store");
  });

  it("goes nowhere but this site, and another site cannot switch the network with it", async () => {
    const elsewhere = await follow(new URLSearchParams({ network: "mainnet", redirectTo: "//evil.example/x" }).toString());
    expect(elsewhere.headers.get("Location")).toBe("/");
    const crossSite = await follow(sponsor, { "Sec-Fetch-Site": "cross-site" });
    expect(crossSite.status).toBe(400);
    expect(crossSite.headers.get("Set-Cookie")).toBeNull();
  });

  it("refuses a network that is not one, and without one only goes home", async () => {
    expect((await follow("network=devnet&redirectTo=/")).status).toBe(400);
    const home = await follow("");
    expect(home.headers.get("Location")).toBe("/");
    expect(home.headers.get("Set-Cookie")).toBeNull();
  });
});
