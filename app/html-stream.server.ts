import { Transform, type TransformCallback } from "node:stream";

/**
 * React writes a page as many small chunks (a few KB each), and every chunk
 * then crosses a web stream, the compressor and a socket write of its own.
 * This stream joins the chunks React writes in one go (they arrive within one
 * turn of the event loop) into one, so a page that renders at once leaves in
 * one write, while content that streams in later (Suspense) still goes out as
 * soon as it is rendered. `onWhole` gets the whole page at its end (to keep it).
 */
export function coalescingStream(onEnd?: () => void, onWhole?: (whole: Buffer) => void): Transform {
  let pending: Buffer[] = [];
  // Only while someone wants the whole page: what has left, in order.
  const written: Buffer[] | null = onWhole ? [] : null;
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
      if (written) onWhole?.(Buffer.concat(written));
      callback();
    },
  });
  function pushPending() {
    scheduled = false;
    if (pending.length === 0) return;
    const joined = pending.length === 1 ? (pending[0] as Buffer) : Buffer.concat(pending);
    pending = [];
    written?.push(joined);
    stream.push(joined);
  }
  return stream;
}
