import type { AddressInfo } from "node:net";
import { createServer, request, type Server } from "node:http";
import express from "express";
import { afterEach, describe, expect, it, vi } from "vitest";
import { closeServer } from "../../tests/support/close-server";
import { withApiCalls, withLiveness } from "./pipeline.mjs";

// The stages of the pipeline in front of Express: liveness and the JSON fast path.

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
