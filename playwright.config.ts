import { defineConfig, devices } from "@playwright/test";

// End-to-end tests run against the production build in Debian's Chromium;
// Playwright never downloads a browser here (PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD).
// E2E_PORT_BASE moves the whole set, so two checkouts can run their suites side by side.
const BASE = Number(process.env.E2E_PORT_BASE ?? 3210);
export const PORTS = {
  app: BASE,
  brokenDataSource: BASE + 1,
  upstreamApp: BASE + 2,
  fakeUpstream: BASE + 9,
  // Servers the "server" project starts itself.
  slowUpstream: BASE + 10,
  drainingApp: BASE + 11,
  postgresApp: BASE + 12,
  overloadedApp: BASE + 13,
  heldUpstream: BASE + 14,
  // The desktop project's live spec starts this one on its own PostgreSQL copy (tests/e2e/live.spec.ts).
  liveApp: BASE + 15,
} as const;
// Nothing listens on this port: the data source refuses connections.
const CLOSED_PORT = BASE + 8;

// Browserless tests of the server process (server.spec.ts, *.server.spec.ts).
const SERVER_SPEC = /server\.spec\.ts$/;
const PHONE_LAYOUT_SPECS = /(mobile-menu|shell)\.spec\.ts$/;
const SCREENS_SPEC = /screens\.spec\.ts$/;

const launchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
  ],
};

// The app's own chain: the small demo chain at a fixed 'now', built on the
// first run into its own folder and reused after.
export const DEMO_CHAIN = { DATA_DIR: ".data-e2e", DEMO_SCALE: "test", DEMO_NOW: "2026-11-22T00:00:00Z", DEMO_LIVE: "0" };
/** The servers' clock: the chain's 'now', whatever the calendar says (SERVER_NOW, app/env.server.ts). */
export const SERVER_NOW = DEMO_CHAIN.DEMO_NOW;

const server = (port: number, extraEnv: Record<string, string> = {}) => ({
  command: "node --conditions=production server.mjs",
  url: `http://127.0.0.1:${port}/healthz`,
  reuseExistingServer: false,
  timeout: 180_000,
  // No NODE_ENV: the servers start exactly as `npm start` starts them.
  env: { PORT: String(port), HOST: "127.0.0.1", SERVER_NOW, ...extraEnv },
});

export default defineConfig({
  testDir: "tests/e2e",
  outputDir: "test-results",
  fullyParallel: true,
  workers: 2,
  retries: 0,
  reporter: [["list"]],
  use: {
    baseURL: `http://127.0.0.1:${PORTS.app}`,
    launchOptions,
    // A trace records every action of every test, about a fifth of the run's time: off unless
    // asked for (PW_TRACE=retain-on-failure npm run test:e2e to debug a failure).
    trace: (process.env.PW_TRACE as "off" | "on" | "retain-on-failure" | undefined) ?? "off",
  },
  // Each project runs only what differs (docs/testing.md). The server render is
  // read once, without JavaScript; the desktop project runs what a script adds
  // (tests tagged @js-only: dialogs, dropdowns, copy, toasts, clocks, client
  // navigation) and screens.spec.ts (every template hydrates without a console
  // error, axe in both themes); the phone project the phone layout; the server
  // project the browserless checks of the server process.
  projects: [
    // Without JavaScript a page keeps no state but its cookies, so one context per worker serves every
    // test (Playwright clears cookies, storage, routes and extra pages between them): a fresh context
    // costs Chromium about half a second of CPU, a renderer started and torn down per test.
    {
      name: "no-js",
      testIgnore: [SERVER_SPEC, SCREENS_SPEC],
      grepInvert: /@js-only/,
      use: { ...devices["Desktop Chrome"], launchOptions, javaScriptEnabled: false, reuseContext: true },
    },
    { name: "desktop", testIgnore: SERVER_SPEC, grep: /@js-only/, use: { ...devices["Desktop Chrome"], launchOptions } },
    { name: "mobile", testMatch: PHONE_LAYOUT_SPECS, grep: /@phone/, use: { ...devices["Pixel 7"], launchOptions } },
    { name: "server", testMatch: SERVER_SPEC },
  ],
  webServer: [
    server(PORTS.app, DEMO_CHAIN),
    server(PORTS.brokenDataSource, { UPSTREAM_API_URL: `http://127.0.0.1:${CLOSED_PORT}` }),
    {
      command: `node tests/e2e/support/fake-upstream.mjs ${PORTS.fakeUpstream}`,
      url: `http://127.0.0.1:${PORTS.fakeUpstream}/healthz`,
      reuseExistingServer: false,
      timeout: 20_000,
    },
    server(PORTS.upstreamApp, { UPSTREAM_API_URL: `http://127.0.0.1:${PORTS.fakeUpstream}` }),
  ],
});
