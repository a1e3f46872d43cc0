// @ts-check
// Runs the demo chain's tests alone: `npx vitest run --config demo/vitest.config.mjs`.
// The repository's vitest.config.ts picks them up too once its include lists
// "demo/**/*.test.mjs".
import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["demo/**/*.test.mjs"],
    setupFiles: ["tests/setup/fail-on-console-error.ts"],
    environment: "node",
  },
});
