import type { AddressInfo } from "node:net";
import { request, type Server } from "node:http";
import express from "express";
import { afterEach, describe, expect, it, vi } from "vitest";
import { closeServer } from "../../tests/support/close-server";
import { createOverloadGuard } from "./overload-guard.mjs";

// The overload guard of the pipeline (./pipeline.mjs) on a real Express app and socket: a request
// held open in the app fills the one slot, the next ones are shed at once.

const PAGE = "<!DOCTYPE html><html><body><h1>Service Temporarily Unavailable</h1></body></html>";
const CSP = "default-src 'none'; style-src 'self'";
const PORT = 4651;

let server: Server | null = null;

afterEach(async () => {
  const open = server;
  server = null;
  await closeServer(open);
});

async function startApp(log: (line: string) => void, logEveryMs = 1_000) {
  const guard = createOverloadGuard({ limit: 1, htmlPage: PAGE, htmlCsp: CSP, retryAfterSeconds: 5, log, logEveryMs });
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  const app = express();
  app.use(guard);
  app.get("/slow", async (_req, res) => {
    await held;
    res.send("slow done");
  });
  app.use((_req, res) => {
    res.json({ reached: true });
  });
  server = await new Promise<Server>((resolve) => {
    const listening = app.listen(PORT, "127.0.0.1", () => resolve(listening));
  });
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { guard, base, release };
}

async function until(check: () => boolean) {
  for (let i = 0; i < 200 && !check(); i++) await new Promise((resolve) => setTimeout(resolve, 5));
  expect(check()).toBe(true);
}

describe("createOverloadGuard", () => {
  it("sheds what comes while the slot is taken, in the form each client reads, and lets the probes through", async () => {
    const log = vi.fn();
    const { guard, base, release } = await startApp(log);
    const slow = fetch(`${base}/slow`);
    await until(() => guard.inFlight() === 1);

    const page = await fetch(`${base}/blocks?page=2`);
    expect(page.status).toBe(503);
    expect(page.headers.get("retry-after")).toBe("5");
    expect(page.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(page.headers.get("content-security-policy")).toBe(CSP);
    expect(page.headers.get("cache-control")).toBe("no-store, no-transform");
    expect(await page.text()).toBe(PAGE);

    const api = await fetch(`${base}/api/networks/mainnet/stats`);
    expect(api.status).toBe(503);
    expect(api.headers.get("retry-after")).toBe("5");
    expect(api.headers.get("content-type")).toBe("application/json; charset=utf-8");
    expect(await api.json()).toEqual({ error: "Service Temporarily Unavailable" });

    const csv = await fetch(`${base}/addresses/stake1abc/rewards.csv`);
    expect(csv.status).toBe(503);
    expect(csv.headers.get("content-type")).toBe("text/plain; charset=utf-8");
    expect(await csv.text()).toBe("Service Temporarily Unavailable\n");

    // The probes are neither shed nor counted.
    for (const probe of ["/healthz", "/readyz"]) {
      const answer = await fetch(`${base}${probe}`);
      expect(answer.status).toBe(200);
      expect(await answer.json()).toEqual({ reached: true });
    }
    expect(guard.inFlight()).toBe(1);

    release();
    expect(await (await slow).text()).toBe("slow done");
    await until(() => guard.inFlight() === 0);
    const after = await fetch(`${base}/api/networks/mainnet/stats`);
    expect(after.status).toBe(200);
    expect(await after.json()).toEqual({ reached: true });
  });

  it("gives the slot back when the client goes away before the answer", async () => {
    const { guard, base, release } = await startApp(vi.fn());
    const client = request(`${base}/slow`);
    client.on("error", () => {});
    client.end();
    await until(() => guard.inFlight() === 1);
    client.destroy();
    await until(() => guard.inFlight() === 0);
    expect((await fetch(`${base}/`)).status).toBe(200);
    release();
  });

  it("logs nothing per shed request: one line for all shed in the interval", async () => {
    const log = vi.fn();
    const { guard, base, release } = await startApp(log, 300);
    const slow = fetch(`${base}/slow`);
    await until(() => guard.inFlight() === 1);
    const statuses = await Promise.all(Array.from({ length: 5 }, () => fetch(`${base}/`).then((r) => r.status)));
    expect(statuses).toEqual([503, 503, 503, 503, 503]);
    expect(log).not.toHaveBeenCalled();
    await until(() => log.mock.calls.length === 1);
    expect(log.mock.calls[0]![0]).toBe("Overloaded: 5 request(s) answered 503 in the last 0.3 s (MAX_INFLIGHT_REQUESTS=1)");
    release();
    await slow;
  });
});
