import { describe, expect, it, vi } from "vitest";
import { coalescingStream } from "./html-stream.server";

function collect(stream: NodeJS.ReadableStream) {
  const chunks: string[] = [];
  stream.on("data", (chunk: Buffer) => chunks.push(chunk.toString()));
  return chunks;
}

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

describe("coalescingStream", () => {
  it("joins the chunks written in one turn into one", async () => {
    const stream = coalescingStream();
    const chunks = collect(stream);
    stream.write("<html>");
    stream.write("<body>");
    stream.write("</body></html>");
    await nextTurn();
    await nextTurn();
    expect(chunks).toEqual(["<html><body></body></html>"]);
  });

  it("sends what arrives later as soon as it comes, in order", async () => {
    const stream = coalescingStream();
    const chunks = collect(stream);
    stream.write("shell");
    await nextTurn();
    await nextTurn();
    stream.write("late ");
    stream.write("boundary");
    await nextTurn();
    await nextTurn();
    expect(chunks).toEqual(["shell", "late boundary"]);
  });

  it("keeps nothing back at the end and says so once", async () => {
    const onEnd = vi.fn();
    const stream = coalescingStream(onEnd);
    const chunks = collect(stream);
    const ended = new Promise((resolve) => stream.on("end", resolve));
    stream.write("a");
    stream.end("b");
    await ended;
    expect(chunks.join("")).toBe("ab");
    expect(onEnd).toHaveBeenCalledTimes(1);
  });
});
