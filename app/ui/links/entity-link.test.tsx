import { describe, expect, it, vi } from "vitest";
import { EntityLink, ExternalLink } from "./entity-link";
import { renderUi } from "../test-utils";

// Copy buttons render once the page has hydrated (none in the server's HTML): these tests read the hydrated markup.
vi.mock("../use-hydrated", () => ({ useHydrated: () => true }));

const HASH = "a1b2c3d4e5f60718293a4b5c6d7e8f90a1b2c3d4e5f60718293a4b5c6d7e8f90";

describe("EntityLink", () => {
  it("truncates to 16 characters by default and carries the full value in title", () => {
    const html = renderUi(<EntityLink kind="transaction" id={HASH} />);
    expect(html).toContain(`href="/transactions/${HASH}"`);
    expect(html).toContain(`title="${HASH}"`);
    expect(html).toContain(`>${HASH.slice(0, 16)}...</a>`);
  });

  it("honours a truncation length, false for the whole value, and a label", () => {
    expect(renderUi(<EntityLink kind="block" id={HASH} truncate={8} />)).toContain(
      `>${HASH.slice(0, 8)}...</a>`,
    );
    expect(renderUi(<EntityLink kind="block" id={HASH} truncate={false} />)).toContain(
      `>${HASH}</a>`,
    );
    expect(renderUi(<EntityLink kind="epoch" id={93} label="Epoch 93" />)).toMatch(
      /href="\/epochs\/93"[^>]*>Epoch 93<\/a>/,
    );
  });

  it("encodes hostile ids in the href and escapes them in text", () => {
    const id = "x/../<script>?a=1#b";
    const html = renderUi(<EntityLink kind="address" id={id} truncate={false} />);
    expect(html).toContain(`href="/addresses/${encodeURIComponent(id)}"`);
    expect(html).not.toContain("<script>");
  });

  it("adds a copy button for the whole value when asked", () => {
    const html = renderUi(<EntityLink kind="pool" id="pool1abcdefghijklmnopqrstuvwxyz" copy />);
    expect(html).toContain('data-testid="copy-button"');
    expect(html).toContain('aria-label="Copy pool id"');
    expect(renderUi(<EntityLink kind="pool" id="pool1abc" />)).not.toContain("copy-button");
  });
  it("shows the id without a link when asked, truncated, with its title and copy button", () => {
    const html = renderUi(<EntityLink kind="block" id={HASH} truncate={8} link={false} copy testId="hash" />);
    expect(html).not.toContain("<a");
    expect(html).toMatch(new RegExp(`<span title="${HASH}"[^>]*data-testid="hash"[^>]*>${HASH.slice(0, 8)}\\.\\.\\.</span>`));
    expect(html).toContain('aria-label="Copy block hash"');
  });
});

describe("ExternalLink", () => {
  it("opens in a new tab with a safe rel and a visible mark", () => {
    const html = renderUi(<ExternalLink href="https://pool.example/">pool.example</ExternalLink>);
    expect(html).toContain('target="_blank"');
    expect(html).toContain('rel="noopener noreferrer nofollow ugc"');
    expect(html).toContain("↗");
    expect(html).toContain("(opens in a new tab)");
  });

  it("renders plain text when the URL was rejected", () => {
    const html = renderUi(<ExternalLink href={null}>javascript:alert(1)</ExternalLink>);
    expect(html).not.toContain("<a");
    expect(html).toContain("javascript:alert(1)");
  });
});
