import { describe, expect, it } from "vitest";
import { action as networkAction } from "./network";

// The network switch's answer (tests/e2e/network.spec.ts switches in a browser
// from one entity page): from any entity page it goes to the dashboard and
// saves the network. The rule itself is app/lib/network-redirect.test.ts; how a
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
