import { describe, expect, it } from "vitest";
import { safeHttpUrl } from "./safe-url";

describe("safeHttpUrl", () => {
  it("accepts absolute http and https URLs, normalised and trimmed", () => {
    expect(safeHttpUrl("https://example.com/pool")).toBe("https://example.com/pool");
    expect(safeHttpUrl("http://example.com")).toBe("http://example.com/");
    expect(safeHttpUrl("  HTTPS://Example.COM/a b  ")).toBe("https://example.com/a%20b");
  });

  it("rejects other schemes", () => {
    for (const bad of [
      "javascript:alert(1)",
      "JavaScript:alert(1)",
      "data:text/html,<script>alert(1)</script>",
      "vbscript:msgbox(1)",
      "ftp://example.com/file",
      "file:///etc/passwd",
      "mailto:a@example.com",
    ]) {
      expect(safeHttpUrl(bad)).toBeNull();
    }
  });

  it("rejects control characters, relative and unparsable values", () => {
    for (const bad of [
      "java\tscript:alert(1)",
      "https://exa\nmple.com",
      "\u0000https://example.com",
      "https://example.com/\u0085",
      "//evil.example.com",
      "/relative/path",
      "example.com",
      "https://",
      "",
      "   ",
    ]) {
      expect(safeHttpUrl(bad)).toBeNull();
    }
  });

  it("rejects values that are not strings", () => {
    for (const bad of [null, undefined, 42, { href: "https://example.com" }, new URL("https://example.com")]) {
      expect(safeHttpUrl(bad)).toBeNull();
    }
  });
});
