import type { AddressInfo } from "node:net";
import { createServer, request, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import express from "express";
import { afterEach, describe, expect, it, vi } from "vitest";
import { closeServer } from "../../tests/support/close-server";
import { createPipeline, withApiCalls, withLiveness } from "./pipeline.mjs";

// The request path of app/server/pipeline.mjs: the whole pipeline in order over a
// stand-in build (its entry's pieces, a page cache that answers every page), then the
// stages in front of Express alone.

let server: Server | null = null;

afterEach(async () => {
  const open = server;
  server = null;
  await closeServer(open);
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

/** A stand-in for the React Router build: what createPipeline takes from its entry. */
/** The stand-in build's live streams: each answered with its network and whether the process was stopping. */
const liveStreams = {
  ended: 0,
  answer(_req: IncomingMessage, res: ServerResponse, network: string, stopping: boolean) {
    res.writeHead(stopping ? 503 : 200, { "Content-Type": "text/event-stream; charset=utf-8" });
    res.end(`: ${network}${"x".repeat(2_000)}\n\n`);
  },
  endAll() {
    liveStreams.ended += 1;
  },
};

function standInBuild(pageCache: (req: IncomingMessage, res: ServerResponse, next: () => void) => void) {
  return {
    assets: { routes: { root: { css: [] } } },
    entry: {
      module: {
        BASELINE_HEADERS: { "X-Content-Type-Options": "nosniff" },
        renderOverloadPage: () => "<!DOCTYPE html><title>Service Temporarily Unavailable</title>",
        OVERLOAD_PAGE_CSP: "default-src 'none'",
        RETRY_AFTER_SECONDS: 5,
        COMPRESSION_OPTIONS: {},
        pageCache,
        apiCallOf: (req: IncomingMessage) => (req.url?.startsWith("/api/") ? { url: req.url } : null),
        answerApiCall: (_req: IncomingMessage, res: ServerResponse, call: { url: string }) => {
          res.writeHead(200, { "Content-Type": "application/json; charset=utf-8" });
          res.end(JSON.stringify({ call: call.url, rows: Array.from({ length: 200 }, (_, row) => ({ row })) }));
        },
        eventStreamOf: (req: IncomingMessage) => (req.url === "/api/networks/mainnet/events" ? "mainnet" : null),
        eventStreams: liveStreams,
      },
    },
  };
}

describe("createPipeline", () => {
  async function startPipeline(limit: number) {
    const seen: string[] = [];
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let slowArrived: () => void = () => {};
    const slowInCache = new Promise<void>((resolve) => (slowArrived = resolve));
    const build = standInBuild((req, res) => {
      seen.push(req.url ?? "");
      if (req.url === "/slow") slowArrived();
      const answer = () => res.writeHead(200, { "Content-Type": "text/plain; charset=utf-8" }).end("page");
      if (req.url === "/slow") void held.then(answer);
      else answer();
    });
    const lifecycle: { stopping: boolean; whenStopping?: Array<() => void> } = { stopping: false };
    server = await new Promise<Server>((resolve) => {
      const listening: Server = createServer(createPipeline(build, { maxInflightRequests: limit }, lifecycle)).listen(0, "127.0.0.1", () => resolve(listening));
    });
    return { base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, seen, release, slowInCache, lifecycle };
  }

  it("answers a probe first, a JSON call by the table (headers, compression), a page by the page cache, each with the baseline headers", async () => {
    const { base, seen } = await startPipeline(8);
    const probe = await fetch(`${base}/healthz`);
    expect([probe.status, await probe.text(), probe.headers.get("x-content-type-options")]).toEqual([200, "ok\n", "nosniff"]);
    const call = await fetch(`${base}/api/networks/mainnet/blocks`, { headers: { "Accept-Encoding": "gzip" } });
    expect(call.status).toBe(200);
    expect(call.headers.get("content-encoding")).toBe("gzip");
    expect(call.headers.get("content-security-policy")).toBe("default-src 'none'; frame-ancestors 'none'; base-uri 'none'");
    expect(((await call.json()) as { call: string }).call).toBe("/api/networks/mainnet/blocks");
    const page = await fetch(`${base}/blocks`);
    expect([page.status, await page.text(), page.headers.get("x-content-type-options")]).toEqual([200, "page", "nosniff"]);
    expect(page.headers.get("x-powered-by")).toBeNull();
    // Neither the probe nor the JSON call reached the page cache.
    expect(seen).toEqual(["/blocks"]);
  });

  it("sheds a page and a JSON call past the limit, never the probe; while stopping /readyz is a 503 and connections close", async () => {
    const { base, seen, release, slowInCache, lifecycle } = await startPipeline(1);
    const slow = fetch(`${base}/slow`);
    // The one slot is taken once the held page has passed the guard.
    await slowInCache;
    const page = await fetch(`${base}/blocks`);
    expect([page.status, page.headers.get("retry-after")]).toEqual([503, "5"]);
    expect(await page.text()).toContain("Service Temporarily Unavailable");
    const call = await fetch(`${base}/api/networks/mainnet/blocks`);
    expect([call.status, await call.json()]).toEqual([503, { error: "Service Temporarily Unavailable" }]);
    expect((await fetch(`${base}/healthz`)).status).toBe(200);
    release();
    expect(await (await slow).text()).toBe("page");
    expect(seen).toEqual(["/slow"]);

    lifecycle.stopping = true;
    const ready = await fetch(`${base}/readyz`);
    expect([ready.status, await ready.json(), ready.headers.get("connection")]).toEqual([503, { status: "stopping" }, "close"]);
  });

  it("answers a live stream before the JSON calls, uncompressed and past the request limit; stopping ends the streams", async () => {
    const { base, seen, release, slowInCache, lifecycle } = await startPipeline(1);
    const slow = fetch(`${base}/slow`);
    await slowInCache;
    const stream = await fetch(`${base}/api/networks/mainnet/events`, { headers: { "Accept-Encoding": "gzip" } });
    expect([stream.status, stream.headers.get("content-encoding"), stream.headers.get("x-content-type-options")]).toEqual([200, null, "nosniff"]);
    expect(await stream.text()).toMatch(/^: mainnet/);
    release();
    await slow;
    expect(seen).toEqual(["/slow"]);

    const ended = liveStreams.ended;
    lifecycle.stopping = true;
    for (const hook of lifecycle.whenStopping ?? []) hook();
    expect(liveStreams.ended).toBe(ended + 1);
    const refused = await fetch(`${base}/api/networks/mainnet/events`);
    expect([refused.status, refused.headers.get("connection")]).toEqual([503, "close"]);
  });
});
