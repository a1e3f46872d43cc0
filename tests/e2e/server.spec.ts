import { spawn, type ChildProcess } from "node:child_process";
import { once } from "node:events";
import { request as httpRequest } from "node:http";
import { PORTS } from "../../playwright.config";
import { expect, test } from "@playwright/test";

// The production server itself: compression, and a SIGTERM that lets
// in-flight requests finish. Runs once (project "server"), with its own
// processes on their own ports.
const SLOW_UPSTREAM_PORT = PORTS.slowUpstream;
const APP_PORT = PORTS.drainingApp;
const UPSTREAM_DELAY_MS = 1500;

function start(command: string[], env: Record<string, string>): ChildProcess {
  return spawn("node", command, { env: { ...process.env, ...env }, stdio: ["ignore", "pipe", "pipe"] });
}

async function waitForHealth(port: number) {
  for (let attempt = 0; attempt < 100; attempt++) {
    const ok = await fetch(`http://127.0.0.1:${port}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`port ${port} never became healthy`);
}

function get(port: number, path: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    httpRequest({ host: "127.0.0.1", port, path }, (response) => {
      let body = "";
      response.setEncoding("utf8");
      response.on("data", (chunk: string) => (body += chunk));
      response.on("end", () => resolve({ status: response.statusCode ?? 0, body }));
    })
      .on("error", reject)
      .end();
  });
}

test("SIGTERM lets in-flight requests finish, then the server exits", async () => {
  const upstream = start(["tests/e2e/support/fake-upstream.mjs", String(SLOW_UPSTREAM_PORT)], {
    UPSTREAM_DELAY_MS: String(UPSTREAM_DELAY_MS),
  });
  const app = start(["server.mjs"], {
    PORT: String(APP_PORT),
    HOST: "127.0.0.1",
    UPSTREAM_API_URL: `http://127.0.0.1:${SLOW_UPSTREAM_PORT}`,
  });
  try {
    await waitForHealth(SLOW_UPSTREAM_PORT);
    await waitForHealth(APP_PORT);

    const inFlight = get(APP_PORT, "/mainnet/protocol-parameters");
    await new Promise((resolve) => setTimeout(resolve, UPSTREAM_DELAY_MS / 3));
    const exited = once(app, "exit");
    app.kill("SIGTERM");

    const answer = await inFlight;
    expect(answer.status).toBe(200);
    expect(answer.body).toContain("Epoch 412");
    expect(answer.body.trimEnd().endsWith("</html>")).toBe(true);
    const [code] = await exited;
    expect(code).toBe(0);
    await expect(get(APP_PORT, "/healthz")).rejects.toThrow(/ECONNREFUSED/);
  } finally {
    app.kill("SIGKILL");
    upstream.kill("SIGTERM");
  }
});

test("HTML is compressed for clients that accept it", async () => {
  const response = await fetch(`http://127.0.0.1:${PORTS.app}/`, { headers: { "Accept-Encoding": "gzip" } });
  expect(response.status).toBe(200);
  expect(response.headers.get("content-encoding")).toBe("gzip");
  expect(await response.text()).toContain("<h1");
});

test("fingerprinted assets are cached for a year, other files for an hour", async () => {
  const html = await (await fetch(`http://127.0.0.1:${PORTS.app}/`)).text();
  const asset = /href="(\/assets\/[^"]+\.css)"/.exec(html)?.[1];
  expect(asset).toBeTruthy();
  const assetResponse = await fetch(`http://127.0.0.1:${PORTS.app}${asset}`);
  expect(assetResponse.headers.get("cache-control")).toContain("immutable");
  const logo = await fetch(`http://127.0.0.1:${PORTS.app}/logo-light.svg`);
  expect(logo.headers.get("cache-control")).toBe("public, max-age=3600");
});

test("the event loop answers /healthz at once while the embedded database works through a burst", async () => {
  const base = `http://127.0.0.1:${PORTS.app}`;
  const { hash } = ((await (await fetch(`${base}/api/networks/mainnet/transactions?limit=1`)).json()) as Array<{ hash: string }>)[0]!;
  const burst = Array.from({ length: 40 }, (_, i) =>
    fetch(`${base}/api/networks/${i % 2 ? "mainnet" : "testnet"}/${i % 4 < 2 ? "transactions?limit=50&offset=" + i * 7 : "search?q=" + hash.slice(0, 9)}`),
  );
  let busy = true;
  const started = Date.now();
  void Promise.all(burst).finally(() => (busy = false));
  const healthTimes: number[] = [];
  while (busy) {
    const t = Date.now();
    expect((await fetch(`${base}/healthz`)).status).toBe(200);
    healthTimes.push(Date.now() - t);
  }
  const burstMs = Date.now() - started;
  for (const response of await Promise.all(burst)) expect(response.status).toBe(200);
  // The first probe queues behind the burst's own request parsing; after it, the
  // probes run while the database thread works through the queries.
  const during = healthTimes.slice(1).sort((a, b) => a - b);
  expect(during.length).toBeGreaterThan(5);
  expect(during[Math.floor(during.length / 2)]).toBeLessThan(50);
  expect(during.at(-1)).toBeLessThan(250);
});
