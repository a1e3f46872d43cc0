import { describe, expect, it } from "vitest";
import { contentSecurityPolicy } from "./csp";

function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy.split(";").map((part) => {
      const [name, ...values] = part.trim().split(/\s+/);
      return [name!, values];
    }),
  );
}

describe("contentSecurityPolicy", () => {
  const policy = directives(contentSecurityPolicy("abc123"));

  it("allows scripts only from our origin and with the nonce", () => {
    expect(policy.get("script-src")).toEqual(["'self'", "'nonce-abc123'"]);
    expect(contentSecurityPolicy("abc123")).not.toContain("unsafe-inline");
    expect(contentSecurityPolicy("abc123")).not.toContain("unsafe-eval");
  });

  it("forbids plugins, <base> and framing", () => {
    expect(policy.get("object-src")).toEqual(["'none'"]);
    expect(policy.get("base-uri")).toEqual(["'none'"]);
    expect(policy.get("frame-ancestors")).toEqual(["'none'"]);
  });

  it("relaxes styles and sockets only in development", () => {
    const dev = directives(contentSecurityPolicy("n", { dev: true }));
    expect(dev.get("style-src")).toContain("'unsafe-inline'");
    expect(policy.get("style-src")).toEqual(["'self'"]);
    expect(dev.get("script-src")).toEqual(["'self'", "'nonce-n'"]);
  });
});
