import { Suspense, use } from "react";
import { renderToPipeableStream } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import { htmlBody } from "./html-stream.server";

const text = (chunk: Uint8Array) => Buffer.from(chunk).toString("utf8");
const bytes = (value: string) => new TextEncoder().encode(value);

async function chunksOf(body: ReadableStream<Uint8Array>): Promise<string[]> {
  const chunks: string[] = [];
  const reader = body.getReader();
  for (let read = await reader.read(); !read.done; read = await reader.read()) chunks.push(text(read.value));
  return chunks;
}

describe("htmlBody", () => {
  it("sends what React writes up to each flush as one chunk, in order, and a long text as it came", async () => {
    const { destination, body } = htmlBody();
    const chunks = chunksOf(body);
    destination.write(bytes("<html>"));
    destination.write(bytes("<body>"));
    destination.flush();
    destination.write("late ");
    destination.write(bytes("boundary"));
    destination.flush();
    destination.flush();
    destination.end();
    expect(await chunks).toEqual(["<html><body>", "late boundary"]);
  });

  it("hands the whole page over once at its end, and says it ended once", async () => {
    const onEnd = vi.fn();
    const onWhole = vi.fn();
    const { destination, body } = htmlBody(onEnd, onWhole);
    const chunks = chunksOf(body);
    destination.write(bytes("a"));
    destination.flush();
    destination.write(bytes("b"));
    destination.end();
    destination.end();
    expect((await chunks).join("")).toBe("ab");
    expect(onEnd).toHaveBeenCalledTimes(1);
    expect(onWhole).toHaveBeenCalledTimes(1);
    expect(text(onWhole.mock.calls[0]![0])).toBe("ab");
  });

  it("fails the body when React gives up, keeping nothing", async () => {
    const onWhole = vi.fn();
    const { destination, body } = htmlBody(undefined, onWhole);
    const chunks = chunksOf(body);
    destination.write(bytes("shell"));
    destination.flush();
    destination.destroy(new Error("render failed"));
    await expect(chunks).rejects.toThrow("render failed");
    expect(onWhole).not.toHaveBeenCalled();
  });

  it("carries a real render: the shell at once, a part that resolves later as its own chunk", async () => {
    let resolve: (value: string) => void = () => {};
    const late = new Promise<string>((settle) => (resolve = settle));
    function Late() {
      return <p>{use(late)}</p>;
    }
    const { destination, body } = htmlBody();
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
});
