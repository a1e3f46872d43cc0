import { describe, expect, it } from "vitest";
import { safeHttpUrl, socialUrl } from "./safe-url";

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

describe("socialUrl", () => {
  it.each([
    ["twitter", "https://twitter.com/prime"],
    ["github", "https://github.com/prime"],
    ["youtube", "https://youtube.com/prime"],
    ["facebook", "https://facebook.com/prime"],
    ["discord", "https://discord.gg/prime"],
    ["telegram", "https://t.me/prime"],
    ["twitch", "https://twitch.tv/prime"],
  ] as const)("turns a %s handle into %s", (kind, expected) => {
    expect(socialUrl(kind, "prime")).toBe(expected);
  });

  it("strips exactly one leading @", () => {
    expect(socialUrl("twitter", "@prime")).toBe("https://twitter.com/prime");
    expect(socialUrl("twitter", "@@prime")).toBe("https://twitter.com/%40prime");
  });

  it("URL-encodes the handle", () => {
    expect(socialUrl("github", "a b/../c?x=1")).toBe("https://github.com/a%20b%2F..%2Fc%3Fx%3D1");
    expect(socialUrl("telegram", "<script>")).toBe("https://t.me/%3Cscript%3E");
  });

  it("keeps full http(s) links that pass safeHttpUrl", () => {
    expect(socialUrl("discord", "https://discord.gg/abc")).toBe("https://discord.gg/abc");
    expect(socialUrl("youtube", "http://youtube.com/@prime")).toBe("http://youtube.com/@prime");
  });

  it("rejects unsafe links and empty handles", () => {
    expect(socialUrl("twitter", "http:javascript:alert(1)")).toBeNull();
    expect(socialUrl("twitter", "https://exa\tmple.com")).toBeNull();
    expect(socialUrl("twitter", "")).toBeNull();
    expect(socialUrl("twitter", "@")).toBeNull();
    expect(socialUrl("twitter", "  ")).toBeNull();
    expect(socialUrl("twitter", "a\u0000b")).toBeNull();
    expect(socialUrl("twitter", null)).toBeNull();
    expect(socialUrl("twitter", 123)).toBeNull();
  });
});
