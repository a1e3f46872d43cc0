import { randomBytes } from "node:crypto";
import { type EventEmitter, once } from "node:events";
import { createServer, request, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { gunzipSync } from "node:zlib";
import compression from "compression";
import express from "express";
import { afterEach, describe, expect, it } from "vitest";
import { closeServer } from "../support/close-server";

// The compression middleware of the request path (app/server/pipeline.mjs) is carried with a patch
// (patches/compression+<version>.patch): it hands res.on('drain') to its
// compression stream but left res.removeListener on the response, so each
// res.once('drain') (React Router's response writer waits so on every full
// buffer) left a listener on the stream for the rest of the response, every one
// of them called on every later drain. A real Express app and socket, a
// response that waits for 'drain' as React Router's writer does.

let server: Server | null = null;

afterEach(async () => {
  const open = server;
  server = null;
  await closeServer(open);
});

/** What the app wrote, its drain waits, and the drain listeners left on the response's stream at its end. */
async function serveWithDrainWaits(): Promise<{ written: Buffer; waits: number; left: number; compressed: boolean; body: Buffer }> {
  const chunks = Array.from({ length: 40 }, () => randomBytes(64 * 1024));
  const seen = { waits: 0, left: -1, compressed: false };
  const app = express();
  app.use(compression({ threshold: 0 }));
  app.get("/", async (_request, response) => {
    response.setHeader("Content-Type", "application/octet-stream");
    for (const chunk of chunks) {
      if (response.write(chunk)) continue;
      seen.waits += 1;
      // As React Router's writer: once('drain'), then off('drain') whatever happened.
      let onDrain = () => {};
      await new Promise<void>((resolve) => {
        onDrain = () => resolve();
        response.once("drain", onDrain);
      });
      response.off("drain", onDrain);
    }
    // The middleware puts a 'drain' listener on its stream, and res.on answers
    // with that stream: a probe finds it, and what is left there now.
    const probe = () => {};
    const stream = response.on("drain", probe) as unknown as EventEmitter;
    seen.compressed = stream !== (response as unknown as EventEmitter);
    seen.left = stream.listenerCount("drain") - 1;
    stream.removeListener("drain", probe);
    response.end();
  });
  server = createServer(app);
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  const { port } = server.address() as AddressInfo;
  const body = await new Promise<Buffer>((resolve, reject) => {
    request({ host: "127.0.0.1", port, path: "/", headers: { "accept-encoding": "gzip" } }, (answer) => {
      const parts: Buffer[] = [];
      // A slow reader: the response's buffer fills, and the app waits for 'drain'.
      answer.on("data", (part: Buffer) => {
        parts.push(part);
        answer.pause();
        setTimeout(() => answer.resume(), 1);
      });
      answer.on("end", () => resolve(Buffer.concat(parts)));
      answer.on("error", reject);
    })
      .on("error", reject)
      .end();
  });
  return { written: Buffer.concat(chunks), ...seen, body };
}

describe("compression and a response that waits for 'drain'", () => {
  it("sends the whole body and leaves no drain listener behind on its stream", async () => {
    const seen = await serveWithDrainWaits();
    expect(gunzipSync(seen.body).equals(seen.written)).toBe(true);
    expect(seen.compressed).toBe(true);
    expect(seen.waits).toBeGreaterThan(10);
    expect(seen.left).toBe(0);
  });
});
