import { describe, expect, it } from "vitest";
import type { LookAlikeWarning as Warning } from "../../lib/domain";
import { LookAlikeWarning } from "./look-alike-warning";
import { renderUi } from "../test-utils";

const HOUSE = "pool1tjqscf4lrqaarmgslg6zu5lgu6zudxewfh33xhuvq7ykjyxmr3h";
const WARNING: Warning = {
  reasons: ["confusable", "mixed-scripts"],
  imitates: [{ poolId: HOUSE, ticker: "PRIME", name: "Prime <b>Explorer</b>\u202E House" }],
};

describe("LookAlikeWarning", () => {
  it("renders nothing for a clean pool", () => {
    expect(renderUi(<LookAlikeWarning warning={null} />)).not.toContain("Look-alike");
    expect(renderUi(<LookAlikeWarning warning={{ reasons: [], imitates: [] }} variant="full" />)).not.toContain("look-alike");
  });

  it("compact: a badge with every reason for assistive technology, and no link (it sits inside result links)", () => {
    const html = renderUi(<LookAlikeWarning warning={WARNING} />);
    expect(html).toContain("Look-alike");
    expect(html).toContain("looks like another pool&#x27;s.");
    expect(html).toContain("mixes letters of different alphabets");
    expect(html).not.toContain("<a ");
  });

  it("full: lists the reasons and links each imitated pool by ticker, readable name and short id", () => {
    const html = renderUi(<LookAlikeWarning warning={WARNING} variant="full" />);
    expect(html).toContain('role="note"');
    expect(html).toMatch(new RegExp(`<a [^>]*href="/stakepools/${HOUSE}"[^>]*><bdi>PRIME</bdi> <bdi>Prime &lt;b&gt;Explorer&lt;/b&gt; House</bdi></a>`));
    expect(html).toContain(`${HOUSE.slice(0, 16)}...`);
    expect(html).toContain("Check the full pool id before you delegate.");
  });
});
