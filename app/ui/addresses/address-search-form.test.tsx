import { renderToStaticMarkup } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import type { Network } from "../../lib/navigation/network";
import { AddressSearchForm } from "./address-search-form";

// The form is a react-router <Form>: it renders only inside a data router.
function renderForm(network: Network): string {
  const Stub = createRoutesStub([{ path: "/addresses", Component: () => <AddressSearchForm network={network} /> }]);
  return renderToStaticMarkup(<Stub initialEntries={["/addresses"]} />);
}

describe("AddressSearchForm", () => {
  it("names mainnet's prefixes on mainnet, as spec §2 words it", () => {
    const html = renderForm("mainnet");
    expect(html).toContain('placeholder="Enter address (addr1... or stake1...)"');
    expect(html).toContain("Payment addresses start with addr1 and stake addresses start with stake1.");
  });

  it("names testnet's prefixes on testnet, the only ones its address pages accept", () => {
    const html = renderForm("testnet");
    expect(html).toContain('placeholder="Enter address (addr_test1... or stake_test1...)"');
    expect(html).toContain("Payment addresses start with addr_test1 and stake addresses start with stake_test1.");
    expect(html).not.toMatch(/\baddr1|\bstake1/);
  });
});
