import type { AddressInfo } from "node:net";
import { createServer, request, type Server } from "node:http";
import express from "express";
import { afterEach, describe, expect, it, vi } from "vitest";
import { closeServer } from "../support/close-server";
import { createOverloadGuard, describeListenAddress, withApiCalls, withLiveness } from "../../server-support.mjs";

// The overload guard of server.mjs on a real Express app and socket: a request
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

describe("describeListenAddress", () => {
  it("prints the bound address, a wildcard with what it means", () => {
    expect(describeListenAddress({ address: "127.0.0.1", family: "IPv4", port: 4600 })).toBe("http://127.0.0.1:4600");
    expect(describeListenAddress({ address: "::1", family: "IPv6", port: 4600 })).toBe("http://[::1]:4600");
    expect(describeListenAddress({ address: "0.0.0.0", family: "IPv4", port: 3000 })).toBe(
      "http://0.0.0.0:3000 (all IPv4 interfaces; this machine: http://localhost:3000)",
    );
    expect(describeListenAddress({ address: "::", family: "IPv6", port: 3000 })).toBe(
      "http://[::]:3000 (all interfaces; this machine: http://localhost:3000)",
    );
    expect(describeListenAddress("/run/explorer.sock")).toBe("/run/explorer.sock");
  });
});

describe("withLiveness", () => {
  it("answers GET and HEAD /healthz itself, with the baseline headers, before the app; every other request reaches the app", async () => {
    const app = express();
    const reachedApp = vi.fn((_req: express.Request, res: express.Response) => void res.send("app"));
    app.use(reachedApp);
    server = await new Promise<Server>((resolve) => {
      const listening: Server = createServer(withLiveness({ "X-Content-Type-Options": "nosniff" }, app)).listen(0, "127.0.0.1", () => resolve(listening));
    });
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const probe = await fetch(`${base}/healthz`);
    expect([probe.status, await probe.text()]).toEqual([200, "ok\n"]);
    expect(probe.headers.get("content-type")).toBe("text/plain; charset=utf-8");
    expect(probe.headers.get("cache-control")).toBe("no-store");
    expect(probe.headers.get("x-content-type-options")).toBe("nosniff");
    expect(await (await fetch(`${base}/healthz?probe=1`)).text()).toBe("ok\n");
    const head = await fetch(`${base}/healthz`, { method: "HEAD" });
    expect([head.status, await head.text()]).toEqual([200, ""]);
    expect(reachedApp).not.toHaveBeenCalled();
    for (const [path, method] of [["/healthz", "POST"], ["/healthz/x", "GET"], ["/healthzx", "GET"], ["/", "GET"]] as const) {
      expect(await (await fetch(`${base}${path}`, { method })).text(), `${method} ${path}`).toBe("app");
    }
    expect(reachedApp).toHaveBeenCalledTimes(4);
    // An absolute-form target reaches the app by its path; one that names no http resource is a 400.
    const asTarget = (target: string) =>
      new Promise<{ status: number; body: string }>((resolve, reject) => {
        const sent = request({ host: "127.0.0.1", port: (server!.address() as AddressInfo).port, path: target, method: target === "*" ? "OPTIONS" : "GET" }, (answer) => {
          let body = "";
          answer.on("data", (chunk: Buffer) => (body += chunk.toString()));
          answer.on("end", () => resolve({ status: answer.statusCode ?? 0, body }));
        });
        sent.on("error", reject);
        sent.end();
      });
    expect(await asTarget("http://elsewhere.example/healthz")).toEqual({ status: 200, body: "ok\n" });
    expect(await asTarget("http://elsewhere.example/x")).toEqual({ status: 200, body: "app" });
    expect((await asTarget("*")).status).toBe(400);
    expect((await asTarget("mailto:someone")).status).toBe(400);
  });
});

describe("withApiCalls", () => {
  it("answers what callOf recognises after its steps, in order, without the app; everything else reaches the app", async () => {
    const passed: string[] = [];
    const step = (name: string) => (_req: unknown, res: { setHeader: (name: string, value: string) => void }, next: () => void) => {
      passed.push(name);
      res.setHeader(`x-${name}`, "1");
      next();
    };
    const reachedApp = vi.fn((_req: unknown, res: { end: (body: string) => void }) => res.end("app"));
    const listener = withApiCalls(
      {
        callOf: (req) => (req.url?.startsWith("/api/") ? { path: req.url } : null),
        steps: [step("headers"), step("guard")],
        answer: (_req, res, call) => res.end(`answered ${call.path}`),
      },
      reachedApp,
    );
    server = await new Promise<Server>((resolve) => {
      const listening: Server = createServer(listener).listen(0, "127.0.0.1", () => resolve(listening));
    });
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const call = await fetch(`${base}/api/x?y=1`);
    expect(await call.text()).toBe("answered /api/x?y=1");
    expect([call.headers.get("x-headers"), call.headers.get("x-guard")]).toEqual(["1", "1"]);
    expect(passed).toEqual(["headers", "guard"]);
    expect(reachedApp).not.toHaveBeenCalled();
    // What callOf does not recognise goes to the app, past none of the steps.
    expect(await (await fetch(`${base}/blocks`)).text()).toBe("app");
    expect(passed).toEqual(["headers", "guard"]);
    expect(reachedApp).toHaveBeenCalledTimes(1);
  });
});
