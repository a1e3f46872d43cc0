import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { NetworkBadge } from "./network-badge";
import { PageHeader } from "../page/page-header";
import { renderUi } from "../test-utils";

describe("NetworkBadge", () => {
  it("names the network", () => {
    expect(renderToStaticMarkup(<NetworkBadge network="mainnet" />)).toMatch(
      /data-testid="network-badge".*Mainnet<\/span>$/,
    );
    expect(renderToStaticMarkup(<NetworkBadge network="testnet" />)).toMatch(/Testnet<\/span>$/);
  });
});

describe("PageHeader", () => {
  it("renders the h1, the network and a back link", () => {
    const html = renderUi(
      <PageHeader title="Block 42" network="testnet" back={{ to: "/blocks", label: "Blocks" }} />,
    );
    expect(html).toMatch(/<h1[^>]*>Block 42<\/h1>/);
    expect(html).toContain("Testnet");
    expect(html).toMatch(
      /<a [^>]*href="\/blocks"[^>]*><span aria-hidden="true">←<\/span> Blocks<\/a>/,
    );
  });
});
