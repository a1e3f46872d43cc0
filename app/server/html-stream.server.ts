import { promisify } from "node:util";
import { brotliCompress, constants as zlibConstants, gzip } from "node:zlib";
import { acceptedEncoding } from "../lib/http/content-encoding";

/** What React's renderToPipeableStream uses of the stream it is piped into. */
type PipeDestination = {
  write(chunk: Uint8Array | string): boolean;
  flush(): void;
  end(): void;
  destroy(error?: unknown): void;
  on(event: string, listener: (...args: unknown[]) => void): PipeDestination;
};

export type HtmlBody = {
  /** Where React writes the page: `pipe(destination)`. */
  destination: PipeDestination;
  /**
   * The whole page when React wrote all of it in one go (before the turn of
   * the event loop after its first flush), else null: then `body` streams it.
   */
  whole: Promise<Buffer | null>;
  /** The response body, as the Fetch Response React Router sends wants it. */
  body: ReadableStream<Uint8Array>;
};

/**
 * React writes a page in pieces (4 KB views, and long strings as they are);
 * through a Node stream, then a web stream built over it, each piece
 * cost stream machinery of its own (a fifth of a page's main-thread time). Here
 * React writes straight into the response body. A page rendered at once (every
 * page without a Suspense part still waiting) is handed over whole, to be
 * compressed in one call (`pageResponse`); content that streams in later
 * (Suspense) goes out as soon as it is rendered, what React writes up to each
 * flush as one chunk. `onWhole` gets the whole page at its end (to keep it);
 * `onEnd` is told when React is done.
 */
export function htmlBody(onEnd?: () => void, onWhole?: (whole: Buffer) => void): HtmlBody {
  let pending: Uint8Array[] = [];
  // Only while someone wants the whole page: what has left, in order.
  const written: Uint8Array[] | null = onWhole ? [] : null;
  const listeners = new Map<string, Array<(...args: unknown[]) => void>>();
  let controller: ReadableStreamDefaultController<Uint8Array> | undefined;
  let done = false;
  // Streaming: the first flush's turn of the event loop ended before the page did.
  let streaming = false;
  let releaseScheduled = false;
  let settleWhole: (page: Buffer | null) => void = () => {};
  const whole = new Promise<Buffer | null>((settle) => (settleWhole = settle));
  const emit = (event: string) => {
    for (const listener of listeners.get(event) ?? []) listener();
  };
  const body = new ReadableStream<Uint8Array>({
    start(streamController) {
      controller = streamController;
    },
    // The reader went away (the visitor left): React stops rendering.
    cancel() {
      if (!done) emit("close");
      done = true;
    },
  });
  const joined = (chunks: Uint8Array[]) => {
    const only = chunks.length === 1 ? (chunks[0] as Uint8Array) : null;
    return only ? Buffer.from(only.buffer, only.byteOffset, only.byteLength) : Buffer.concat(chunks);
  };
  function pushPending() {
    if (pending.length === 0 || done) return;
    const chunk = joined(pending);
    pending = [];
    written?.push(chunk);
    controller?.enqueue(chunk);
  }
  function startStreaming() {
    if (done || streaming) return;
    streaming = true;
    settleWhole(null);
    pushPending();
  }
  const destination: PipeDestination = {
    write(chunk) {
      // React writes no more into a view once handed over: kept, not copied.
      // A long string (React passes those on as they are) is encoded here.
      pending.push(typeof chunk === "string" ? Buffer.from(chunk) : chunk);
      return true;
    },
    flush() {
      if (streaming) return pushPending();
      if (releaseScheduled) return;
      releaseScheduled = true;
      setImmediate(startStreaming);
    },
    end() {
      if (done) return;
      if (!streaming) {
        const page = joined(pending);
        pending = [];
        done = true;
        onEnd?.();
        onWhole?.(page);
        settleWhole(page);
        controller?.enqueue(page);
        controller?.close();
        return;
      }
      pushPending();
      done = true;
      onEnd?.();
      if (written) onWhole?.(Buffer.concat(written));
      controller?.close();
    },
    destroy(error) {
      if (done) return;
      done = true;
      pending = [];
      onEnd?.();
      settleWhole(null);
      controller?.error(error);
    },
    on(event, listener) {
      listeners.set(event, [...(listeners.get(event) ?? []), listener]);
      return destination;
    },
  };
  return { destination, whole, body };
}

/**
 * How responses are compressed: the compression middleware's options (./pipeline.mjs)
 * and a whole page's (`pageResponse`), one setting for both. Brotli at quality 4
 * (the middleware's own default), gzip at zlib's default level.
 */
export const COMPRESSION_OPTIONS = { brotli: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } } };
const gzipped = promisify(gzip);
const brotliCompressed = promisify(brotliCompress);

/**
 * A page rendered whole, compressed in one call on libuv's pool: the
 * compression middleware's stream costs the main thread a round trip to the
 * pool per chunk and per stream step (a page is six of them, most of the
 * middleware's cost). The middleware passes an answer that is already encoded,
 * and one that is not stays its to encode.
 */
export async function pageResponse(page: Buffer, acceptEncoding: string | null, headers: Headers, status: number): Promise<Response> {
  const encoding = acceptedEncoding(acceptEncoding);
  const sent = new Headers(headers);
  const bytes = encoding === "br" ? await brotliCompressed(page, COMPRESSION_OPTIONS.brotli) : encoding === "gzip" ? await gzipped(page) : page;
  if (encoding) {
    sent.set("Content-Encoding", encoding);
    sent.set("Vary", [sent.get("Vary"), "Accept-Encoding"].filter(Boolean).join(", "));
  }
  sent.set("Content-Length", String(bytes.byteLength));
  // A Buffer's memory is an ArrayBuffer, never a shared one.
  return new Response(bytes as Uint8Array<ArrayBuffer>, { headers: sent, status });
}
