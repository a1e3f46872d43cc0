import { Suspense, use } from "react";
import { renderToPipeableStream } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { htmlBody, pageResponse } from "./html-stream.server";

const text = (chunk: Uint8Array) => Buffer.from(chunk).toString("utf8");
const bytes = (value: string) => new TextEncoder().encode(value);

async function chunksOf(body: ReadableStream<Uint8Array>): Promise<string[]> {
  const chunks: string[] = [];
  const reader = body.getReader();
  for (let read = await reader.read(); !read.done; read = await reader.read()) chunks.push(text(read.value));
  return chunks;
}

const nextTurn = () => new Promise<void>((settle) => setImmediate(settle));

describe("htmlBody", () => {
  it("hands a page React writes in one go over whole, once, with the body as one chunk", async () => {
    const onEnd = vi.fn();
    const onWhole = vi.fn();
    const { destination, whole, body } = htmlBody(onEnd, onWhole);
    const chunks = chunksOf(body);
    destination.write(bytes("<html>"));
    destination.flush();
    destination.write("<body>");
    destination.flush();
    destination.end();
    destination.end();
    expect(text((await whole)!)).toBe("<html><body>");
    expect(await chunks).toEqual(["<html><body>"]);
    expect(onEnd).toHaveBeenCalledTimes(1);
    expect(onWhole).toHaveBeenCalledTimes(1);
    expect(text(onWhole.mock.calls[0]![0])).toBe("<html><body>");
  });

  it("streams a page not done by the turn after its first flush: each flush one chunk, in order", async () => {
    const onWhole = vi.fn();
    const { destination, whole, body } = htmlBody(undefined, onWhole);
    const chunks = chunksOf(body);
    destination.write(bytes("<html>"));
    destination.write(bytes("<body>"));
    destination.flush();
    await nextTurn();
    expect(await whole).toBeNull();
    destination.write("late ");
    destination.write(bytes("boundary"));
    destination.flush();
    destination.flush();
    destination.write(bytes("</body>"));
    destination.end();
    expect(await chunks).toEqual(["<html><body>", "late boundary", "</body>"]);
    expect(text(onWhole.mock.calls[0]![0])).toBe("<html><body>late boundary</body>");
  });

  it("fails the body when React gives up, keeping nothing", async () => {
    const onWhole = vi.fn();
    const { destination, whole, body } = htmlBody(undefined, onWhole);
    const chunks = chunksOf(body);
    destination.write(bytes("shell"));
    destination.flush();
    destination.destroy(new Error("render failed"));
    expect(await whole).toBeNull();
    await expect(chunks).rejects.toThrow("render failed");
    expect(onWhole).not.toHaveBeenCalled();
  });

  it("carries a real render: the shell at once, a part that resolves later as its own chunk", async () => {
    let resolve: (value: string) => void = () => {};
    const late = new Promise<string>((settle) => (resolve = settle));
    function Late() {
      return <p>{use(late)}</p>;
    }
    const { destination, whole, body } = htmlBody();
    const chunks: string[] = [];
    const reader = body.getReader();
    const { pipe } = renderToPipeableStream(
      <main>
        <h1>Pool</h1>
        <Suspense fallback={<p>Loading blocks...</p>}>
          <Late />
        </Suspense>
      </main>,
      { onShellReady: () => pipe(destination as unknown as NodeJS.WritableStream) },
    );
    const shell = await reader.read();
    chunks.push(text(shell.value!));
    expect(chunks[0]).toContain("Loading blocks...");
    expect(chunks[0]).not.toContain("block 42");
    expect(await whole).toBeNull();
    resolve("block 42");
    for (let read = await reader.read(); !read.done; read = await reader.read()) chunks.push(text(read.value));
    expect(chunks.length).toBeGreaterThan(1);
    expect(chunks.slice(1).join("")).toContain("block 42");
  });

  it("tells React when the reader goes away", async () => {
    const onClose = vi.fn();
    const { destination, body } = htmlBody();
    destination.on("close", onClose);
    await body.cancel();
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it("hands over whole a real render with nothing left waiting", async () => {
    const { destination, whole } = htmlBody();
    const { pipe } = renderToPipeableStream(
      <main>
        <h1>Blocks</h1>
        <Suspense fallback={<p>Loading...</p>}>
          <p>ready</p>
        </Suspense>
      </main>,
      { onShellReady: () => pipe(destination as unknown as NodeJS.WritableStream) },
    );
    const page = text((await whole)!);
    expect(page).toContain("<h1>Blocks</h1>");
    expect(page).toContain("<p>ready</p>");
  });
});

describe("pageResponse", () => {
  const page = Buffer.from(`<!DOCTYPE html><html><body>${"<p>row</p>".repeat(200)}</body></html>`);
  const headers = () => new Headers({ "Content-Type": "text/html; charset=utf-8", Vary: "Cookie" });

  it("compresses a whole page as the client prefers, with its length, and varies on Accept-Encoding", async () => {
    const original = headers();
    const gzip = await pageResponse(page, "gzip, deflate", original, 200);
    const gzipped = Buffer.from(await gzip.arrayBuffer());
    expect(gzip.headers.get("content-encoding")).toBe("gzip");
    expect(gzip.headers.get("vary")).toBe("Cookie, Accept-Encoding");
    expect(Number(gzip.headers.get("content-length"))).toBe(gzipped.byteLength);
    expect(gzipped.byteLength).toBeLessThan(page.byteLength / 4);
    expect(gunzipSync(gzipped).equals(page)).toBe(true);
    const br = await pageResponse(page, "gzip, deflate, br", original, 404);
    expect(br.status).toBe(404);
    expect(br.headers.get("content-encoding")).toBe("br");
    expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).equals(page)).toBe(true);
    // The headers the page cache keeps describe the page, not one encoding of it.
    expect(original.get("content-encoding")).toBeNull();
    expect(original.get("vary")).toBe("Cookie");
  });

  it("sends the page as it is to a client that takes no encoding the server does", async () => {
    const plain = await pageResponse(page, "deflate", headers(), 200);
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(Buffer.from(await plain.arrayBuffer()).equals(page)).toBe(true);
    expect(Number(plain.headers.get("content-length"))).toBe(page.byteLength);
  });
});
