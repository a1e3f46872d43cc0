import { describe, expect, it } from "vitest";
import { newNonce, withNonce } from "./page-cache.server";

// A kept page is kept as the bytes written (app/lib/runtime/memory-budget.mjs counts
// them) and sent again as bytes under a new nonce.
describe("a kept page sent again", () => {
  it("carries the new nonce wherever the old one was, and nothing else changes", () => {
    const old = newNonce();
    const next = newNonce();
    const page = `<script nonce="${old}">a</script><p>₳ 1,000 — “déjà”</p><style nonce="${old}"></style>`;
    const kept = Buffer.from(page);
    const sent = withNonce(kept, old, next);
    expect(sent.toString("utf8")).toBe(page.replaceAll(old, next));
    // The kept bytes stay as they were, for the next request.
    expect(kept.toString("utf8")).toBe(page);
  });

  it("is the same bytes when the nonce is not in the page", () => {
    const page = Buffer.from("<p>no script</p>");
    expect(withNonce(page, newNonce(), newNonce()).equals(page)).toBe(true);
  });

  it("refuses a nonce of another length", () => {
    expect(() => withNonce(Buffer.from("abc"), "abc", "abcd")).toThrow(/length/);
  });
});
