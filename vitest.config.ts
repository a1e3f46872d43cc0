import { vanillaExtractPlugin } from "@vanilla-extract/vite-plugin";
import { configDefaults, defineConfig } from "vitest/config";

// The data-function suites that run a second time on PostgreSQL when
// DATABASE_URL is set (tests/support/chain-under-test.ts reads CHAIN_DB).
const POSTGRES_SUITES = [
  "app/data/chain-queries.server.test.ts",
  "app/summaries/summaries.server.test.ts",
  "app/summaries/epoch-summaries.server.test.ts",
  "app/data/addresses/stake-accounts.server.test.ts",
  "app/summaries/address-index.server.test.ts",
  "app/summaries/asset-index.server.test.ts",
  "app/data/tokens/tokens.server.test.ts",
  "app/data/addresses/addresses.server.test.ts",
  "app/data/pools/detail.server.test.ts",
  "app/data/pools/history.server.test.ts",
  "app/data/pools/blocks.server.test.ts",
  "app/data/pools/labels.server.test.ts",
  "app/data/epochs/epochs.server.test.ts",
  "app/data/analytics/protocol-versions.server.test.ts",
  "app/data/analytics/relay-geography.server.test.ts",
  "app/data/epochs/shapes.server.test.ts",
  "app/data/transactions/transactions.server.test.ts",
];

// Route and API suites that only read the configured test chains (tests/support/configured-chains.ts):
// run without isolation, each worker starts the chains once for all of them. A suite that writes
// to the chain, configures other databases or mocks modules stays out.
const SHARED_CHAIN_SUITES = [
  "app/api/openapi-lint.test.ts",
  "app/api/resources-chain.test.ts",
  "app/routes/amount-sent-figures.test.ts",
  "app/routes/api/address-routes-chain.test.ts",
  "app/routes/api/stakepool-routes-chain.test.ts",
  "app/routes/chain-pages-inputs.test.ts",
  "app/routes/delegation-figures.test.ts",
  "app/routes/format-figures.test.tsx",
  "app/routes/list-totals.test.ts",
  "app/routes/look-alike-rows.test.ts",
  "app/routes/page-inputs.test.ts",
  "app/routes/pool-address-pages-inputs.test.ts",
  "app/routes/pool-charts.test.ts",
  "app/routes/pool-figures.test.ts",
  "app/routes/search-analytics-inputs.test.ts",
  "app/routes/search-networks.test.tsx",
  "app/routes/shell-and-previews.test.ts",
  "app/routes/token-figures.test.ts",
  "app/routes/token-pages-inputs.test.ts",
  "app/routes/transaction-eutxo-figures.test.ts",
];

// Pure rules and components (docs/testing.md, "Pure rules"): a test takes milliseconds, and
// importing the app's modules anew for each file was most of their time. They share their
// worker's modules; stubs are undone after each test, and a file that mocks a module stays isolated.
const PURE_SUITES = ["app/lib/**/*.test.{ts,tsx}", "app/ui/**/*.test.{ts,tsx}"];
const MOCKING_SUITES = ["app/ui/values/copy-button.test.tsx", "app/ui/links/entity-link.test.tsx", "app/ui/pools/pool-identity.test.tsx"];

const ALL_TESTS = ["app/**/*.test.{ts,tsx}", "tests/unit/**/*.test.{ts,tsx}", "scripts/**/*.test.{ts,mjs}", "demo/**/*.test.mjs", "schema/**/*.test.mjs"];

// A config of its own: the React Router plugin is for the app build, and the
// default include would pick up the Playwright specs under tests/e2e.
export default defineConfig({
  plugins: [vanillaExtractPlugin()],
  test: {
    setupFiles: ["tests/setup/fail-on-console-error.ts"],
    // The test chain of each network, built once per run (or reused from .cache/ while its key holds).
    globalSetup: ["tests/setup/test-chains.ts"],
    // Two files at a time, on two cores too (vitest's default is one fewer than the cores): most
    // files wait on a database, a worker thread or a child process for much of their time.
    maxWorkers: 2,
    // CI often runs on a busy machine: a test fails from what it checks, never from vitest's
    // 5 s default (seen: seven route tests timed out at a load average of 15 on two cores).
    testTimeout: 120_000,
    hookTimeout: 300_000,
    environment: "node",
    projects: [
      // Each project names its own files: an `include` on the root would be
      // merged into (added to) the postgres project's and run every file twice.
      { extends: true, test: { name: "embedded", include: ALL_TESTS, exclude: [...configDefaults.exclude, ...SHARED_CHAIN_SUITES, ...PURE_SUITES] } },
      { extends: true, test: { name: "pure", include: PURE_SUITES, exclude: [...configDefaults.exclude, ...MOCKING_SUITES], isolate: false, unstubGlobals: true, unstubEnvs: true } },
      { extends: true, test: { name: "pure-mocking", include: MOCKING_SUITES } },
      { extends: true, test: { name: "shared-chains", include: SHARED_CHAIN_SUITES, isolate: false, env: { CONFIGURED_CHAINS: "shared" } } },
      ...(process.env.DATABASE_URL
        ? [{ extends: true as const, test: { name: "postgres", include: POSTGRES_SUITES, env: { CHAIN_DB: "postgres" } } }]
        : []),
    ],
  },
});
