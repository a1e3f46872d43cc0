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
  /** The response body, as the Fetch Response React Router sends wants it. */
  body: ReadableStream<Uint8Array>;
};

/**
 * React writes a page in views of 4 KB; through a Node stream, then a web
 * stream built over it, each view cost stream machinery of its own (a fifth of
 * a page's main-thread time). Here React writes straight into the response
 * body: what it writes in one go (up to its `flush`) leaves as one chunk, so a
 * page that renders at once is one write, while content that streams in later
 * (Suspense) still goes out as soon as it is rendered. `onWhole` gets the whole
 * page at its end (to keep it); `onEnd` is told when React is done.
 */
export function htmlBody(onEnd?: () => void, onWhole?: (whole: Buffer) => void): HtmlBody {
  let pending: Uint8Array[] = [];
  // Only while someone wants the whole page: what has left, in order.
  const written: Uint8Array[] | null = onWhole ? [] : null;
  const listeners = new Map<string, Array<(...args: unknown[]) => void>>();
  let controller: ReadableStreamDefaultController<Uint8Array> | undefined;
  let done = false;
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
  function pushPending() {
    if (pending.length === 0 || done) return;
    const joined = pending.length === 1 ? (pending[0] as Uint8Array) : Buffer.concat(pending);
    pending = [];
    written?.push(joined);
    controller?.enqueue(joined);
  }
  const destination: PipeDestination = {
    write(chunk) {
      // React writes no more into a view once handed over: kept, not copied. A
      // long text it hands over as it is.
      pending.push(typeof chunk === "string" ? Buffer.from(chunk) : chunk);
      return true;
    },
    flush: pushPending,
    end() {
      pushPending();
      if (done) return;
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
      controller?.error(error);
    },
    on(event, listener) {
      listeners.set(event, [...(listeners.get(event) ?? []), listener]);
      return destination;
    },
  };
  return { destination, body };
}
