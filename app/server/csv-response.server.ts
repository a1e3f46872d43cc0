import { rethrowUnavailable } from "../lib/errors/data-source-unavailable";
import { csvHeader, csvLine, UTF8_BOM, type CsvCell } from "../lib/csv/csv";
import { truncateHash } from "../lib/formats/format";
import { networkLabel, type Network } from "../lib/navigation/network";
import { ifNoneMatchHits, PREFERENCES_VARY, publicCacheControl, strongTag } from "../lib/http/http-cache";
import { NotFoundError } from "../lib/errors/not-found";
import { ParamError } from "../lib/params/param-error";
import type { ExplorerApi } from "../api/contract";
import { errorAnswer, INTERNAL_ERROR } from "../api/error-answer.server";
import { explorerApi } from "../api/explorer-api.server";
import { notModified } from "./not-modified.server";
import { tipDigest } from "./validators.server";

/** A download: its file name, header and rows, read in batches. */
export type CsvExport<T> = {
  fileName: string;
  columns: readonly string[];
  batches: AsyncIterable<readonly T[]>;
  row: (item: T) => readonly CsvCell[];
  /** What a 404 of the first batch says (the thing the URL names does not exist), as a sentence. */
  missing?: string;
};

// A pasted id longer than this is shown by its start.
const SHOWN_ID_LENGTH = 128;

/** A download's 404 in a sentence: "No stake pool pool1… on Mainnet." (hostile ids stay text/plain). */
export function csvNotFound(what: string, id: string | undefined, network: Network): ParamError {
  return new ParamError(`No ${what} ${truncateHash(id ?? "", SHOWN_ID_LENGTH)} on ${networkLabel(network)}.`, 404);
}

function text(body: string, status: number, headers: Record<string, string> = {}): Response {
  return new Response(body, { status, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store", ...headers } });
}

/**
 * One CSV resource route: input is checked by `prepare` before any query
 * (ParamError → its status as text), and the first batch is read before the
 * answer starts, so a data source that is down is still a 503 with
 * Retry-After. After that the rows stream, one batch read ahead: while the
 * client takes a batch the next one is being read, so the query's time and the
 * formatting's overlap, and memory stays at two batches whatever the row count
 * (highWaterMark 0: nothing more is read until the client takes it). A failure mid-file aborts the response (a
 * failed download, never a silently short file); a client that goes away
 * ends the iteration, which releases the data layer's cursor.
 */
export async function csvRoute<T>(
  request: Request,
  network: Network,
  prepare: (api: ExplorerApi, network: Network) => CsvExport<T>,
  api: ExplorerApi = explorerApi(network, rethrowUnavailable),
  fileDigestOf: typeof tipDigest = tipDigest,
): Promise<Response> {
  let download: CsvExport<T> | undefined;
  let iterator: AsyncIterator<readonly T[]>;
  let first: IteratorResult<readonly T[]>;
  let validator: Record<string, string> = { "Cache-Control": "no-store" };
  try {
    download = prepare(api, network);
    // The file holds every row up to the tip: the same tip, the same file.
    const url = new URL(request.url);
    const fileDigest = await fileDigestOf(network, "csv", url.pathname + url.search);
    if (fileDigest) {
      validator = { "Cache-Control": publicCacheControl("tip"), ETag: strongTag(fileDigest), Vary: PREFERENCES_VARY };
      if (ifNoneMatchHits(request.headers.get("If-None-Match"), validator.ETag!)) return notModified(validator);
    }
    iterator = download.batches[Symbol.asyncIterator]();
    first = await iterator.next();
  } catch (error) {
    return errorResponse(error, download?.missing);
  }
  const { columns, row, fileName } = download;
  const encoder = new TextEncoder();
  const lines = (batch: readonly T[]) => batch.map((item) => csvLine(row(item))).join("");
  let head: IteratorResult<readonly T[]> | null = first;
  let cancelled = false;
  let ahead: Promise<IteratorResult<readonly T[]>> | null = null;
  const readAhead = () => {
    ahead = iterator.next();
    // Awaited by the next pull; a client gone by then never awaits it.
    ahead.catch(() => {});
  };

  const body = new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        try {
          if (head) {
            const opening = head;
            head = null;
            if (!opening.done) readAhead();
            controller.enqueue(encoder.encode(UTF8_BOM + csvHeader(columns) + (opening.done ? "" : lines(opening.value))));
            if (opening.done) controller.close();
            return;
          }
          // An empty batch gives nothing to send: read on until rows or the end.
          for (;;) {
            const next = await (ahead ?? iterator.next());
            ahead = null;
            // The client went away while this batch was read: nothing to send it to.
            if (cancelled) return;
            if (next.done) return controller.close();
            readAhead();
            if (next.value.length > 0) return controller.enqueue(encoder.encode(lines(next.value)));
          }
        } catch (error) {
          console.error(`CSV export ${fileName} failed mid-file:`, error);
          controller.error(error);
        }
      },
      async cancel() {
        cancelled = true;
        await iterator.return?.();
      },
    },
    { highWaterMark: 0 },
  );

  return new Response(body, {
    status: 200,
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${fileName}"`,
      ...validator,
    },
  });
}

/** The one error policy (errorAnswer), with a read's not-found told as the download's own sentence. */
function errorResponse(error: unknown, missing: string | undefined): Response {
  if (error instanceof Response) return error;
  const answer = errorAnswer(error);
  if (answer) return text(error instanceof NotFoundError && missing ? missing : answer.message, answer.status, answer.headers);
  console.error(error);
  return text(INTERNAL_ERROR, 500);
}
