import { describe, expect, it } from "vitest";
import { renderUi } from "../test-utils";
import { MetadataCard, NO_METADATA } from "./metadata-card";

describe("MetadataCard", () => {
  it("says so when there is no metadata", () => {
    for (const metadata of [null, undefined, {}]) {
      expect(renderUi(<MetadataCard metadata={metadata} fullJsonHref="/api/x" />)).toContain(NO_METADATA);
    }
  });

  it("writes markup in metadata as escaped text, never as elements", () => {
    const html = renderUi(
      <MetadataCard
        metadata={{ "674": { msg: ["<script>alert(1)</script>", "<img src=x onerror=alert(1)>"] } }}
        fullJsonHref="/api/x"
      />,
    );
    expect(html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(html).toContain("&lt;img src=x onerror=alert(1)&gt;");
    expect(html).not.toMatch(/<script|<img/);
    expect(html).not.toContain("tx-metadata-note");
  });

  it("notes a shortened record and links the whole one", () => {
    const html = renderUi(<MetadataCard metadata={{ blob: "x".repeat(2_000) }} fullJsonHref="/api/networks/mainnet/transactions/ab" />);
    expect(html).toContain("strings longer than 500 characters are cut");
    expect(html).toContain('href="/api/networks/mainnet/transactions/ab"');
  });
});
