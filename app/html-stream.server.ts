import { Transform, type TransformCallback } from "node:stream";

/**
 * React writes a page as many small chunks (a few KB each), and every chunk
 * then crosses a web stream, the compressor and a socket write of its own.
 * This stream joins the chunks React writes in one go (they arrive within one
 * turn of the event loop) into one, so a page that renders at once leaves in
 * one write, while content that streams in later (Suspense) still goes out as
 * soon as it is rendered.
 */
export function coalescingStream(onEnd?: () => void): Transform {
  let pending: Buffer[] = [];
  let scheduled = false;
  const stream = new Transform({
    transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback) {
      pending.push(chunk);
      if (!scheduled) {
        scheduled = true;
        setImmediate(pushPending);
      }
      callback();
    },
    flush(callback: TransformCallback) {
      pushPending();
      onEnd?.();
      callback();
    },
  });
  function pushPending() {
    scheduled = false;
    if (pending.length === 0) return;
    const joined = pending.length === 1 ? (pending[0] as Buffer) : Buffer.concat(pending);
    pending = [];
    stream.push(joined);
  }
  return stream;
}
