import { vanillaExtractPlugin } from "@vanilla-extract/vite-plugin";
import { defineConfig } from "vitest/config";

// A config of its own: the React Router plugin is for the app build, and the
// default include would pick up the Playwright specs under tests/e2e.
export default defineConfig({
  plugins: [vanillaExtractPlugin()],
  test: {
    include: ["app/**/*.test.{ts,tsx}", "tests/unit/**/*.test.{ts,tsx}", "scripts/**/*.test.{ts,mjs}", "demo/**/*.test.mjs"],
    // Benchmarks are measurements, run by hand (DB_BENCH=1), not tests.
    exclude: ["**/node_modules/**", ...(process.env.DB_BENCH ? [] : ["app/data/db-bench.server.test.ts"])],
    setupFiles: ["tests/setup/fail-on-console-error.ts"],
    environment: "node",
  },
});
