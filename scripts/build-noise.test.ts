import { describe, expect, it } from "vitest";
import { isKnownBuildNoise } from "./build-noise.mjs";

describe("isKnownBuildNoise", () => {
  it("leaves out Vite's envFile deprecation, plain or coloured", () => {
    expect(isKnownBuildNoise("The `envFile` option is deprecated, please use `envDir: false` instead.")).toBe(true);
    expect(isKnownBuildNoise("\u001b[33mThe `envFile` option is deprecated, please use `envDir: false` instead.\u001b[39m")).toBe(true);
  });

  it("keeps every other line, other deprecations and errors included", () => {
    expect(isKnownBuildNoise("The `envDir` option is deprecated, please use something else instead.")).toBe(false);
    expect(isKnownBuildNoise("The `envFile` option is deprecated")).toBe(false);
    expect(isKnownBuildNoise("error during build: The `envFile` option is deprecated, please use `envDir: false` instead.")).toBe(false);
    expect(isKnownBuildNoise("✓ built in 2.70s")).toBe(false);
    expect(isKnownBuildNoise("")).toBe(false);
  });
});
