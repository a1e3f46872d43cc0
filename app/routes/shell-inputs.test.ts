import { describe, expect, it } from "vitest";
import { callLoader, setUpConfiguredChains } from "../../tests/support/configured-chains";
import { loader as rootLoader } from "../root";
import { loader as homeLoader } from "./home";
import { action as networkAction } from "./network";
import { loader as protocolParametersLoader } from "./protocol-parameters";

// The shell's inputs, as the server reads them (tests/e2e/network.spec.ts and
// theme.spec.ts switch in a browser): where a network switch goes from an
// entity page, and which network and theme a page is rendered in for a given
// cookie, ?network= and /{network}/ path.
setUpConfiguredChains();

type Loader = (args: { params: Record<string, string>; request: Request; context: unknown }) => unknown;

/** A loader's data for `url` with a raw Cookie header (callLoader only sends valid networks). */
async function loadWithCookie<T>(loader: unknown, url: string, cookie: string): Promise<T> {
  const request = new Request(new URL(url, "http://explorer.test"), { headers: { Cookie: cookie } });
  return (await (loader as Loader)({ params: {}, request, context: {} })) as T;
}

/** The network switch's answer: a POST of the header's form, sent from the page `from`. */
async function switchNetwork(network: string, from: string): Promise<Response> {
  const request = new Request("http://explorer.test/preferences/network", {
    method: "POST",
    headers: { Origin: "http://explorer.test", "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ from, network }),
  });
  return (await (networkAction as Loader)({ params: {}, request, context: {} })) as Response;
}

describe("a network switch from an entity page (spec §4)", () => {
  it.each(["/blocks/123", "/transactions?page=2", "/stakepools/pool1xyz", "/epochs/4", "/addresses"])(
    "from %s goes to the dashboard and saves the network",
    async (from) => {
      const answer = await switchNetwork("testnet", from);
      expect(answer.status).toBe(302);
      expect(answer.headers.get("Location")).toBe("/");
      expect(answer.headers.get("Set-Cookie")).toMatch(/^network=testnet;/);
    },
  );
});

describe("the network a page is rendered in", () => {
  type Shown = { network: string };
  const pages: Array<[string, unknown]> = [
    ["root", rootLoader],
    ["protocol parameters", protocolParametersLoader],
  ];

  it.each(pages)("ignores a cookie network=evil: mainnet (%s loader)", async (_name, loader) => {
    expect((await loadWithCookie<Shown>(loader, "/protocol-parameters", "network=evil")).network).toBe("mainnet");
  });

  it.each(pages)("is the /{network}/ path's whatever the cookie says (%s loader)", async (_name, loader) => {
    const shown = await callLoader<Shown>(loader, "/testnet/protocol-parameters", {}, { network: "mainnet" });
    expect(shown.status).toBe(200);
    expect(shown.data.network).toBe("testnet");
  });

  it.each([
    ["root", rootLoader],
    ["dashboard", homeLoader],
  ] as Array<[string, unknown]>)("is ?network='s for that request, without setting the cookie (%s loader)", async (_name, loader) => {
    const overridden = await callLoader<Shown>(loader, "/?network=testnet", {}, { network: "mainnet" });
    expect(overridden.status).toBe(200);
    expect(overridden.data.network).toBe("testnet");
    expect(overridden.headers.get("Set-Cookie")).toBeNull();
    // The next page without the override is the cookie's again.
    expect((await callLoader<Shown>(loader, "/", {}, { network: "mainnet" })).data.network).toBe("mainnet");
  });
});

describe("the theme a page is rendered in", () => {
  it("ignores an unknown theme cookie: none, so the page follows the system", async () => {
    expect((await loadWithCookie<{ theme: string | null }>(rootLoader, "/", "theme=neon")).theme).toBeNull();
  });
});
