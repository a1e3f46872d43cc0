import Negotiator from "negotiator";

/** The encodings a whole page is sent in. */
export type ContentEncoding = "br" | "gzip";

// The compression middleware's own lists (compression 1.8, app/server/pipeline.mjs): what it can
// send, and which it prefers when a client welcomes several equally.
const SUPPORTED = ["br", "gzip", "deflate", "identity"];
const PREFERRED = ["br", "gzip"];
// Negotiator 0.6 takes the preferred list as the middleware passes it; its typings omit it.
type PreferringEncoding = (available: string[], preferred: string[]) => string | undefined;

/**
 * The encoding the compression middleware would choose for an Accept-Encoding
 * header, by the same negotiator and lists, when it is one a whole page is sent in
 * (app/server/html-stream.server.ts); null leaves the answer to the middleware (deflate,
 * or nothing). So a page reads the same whichever path wrote it.
 */
export function acceptedEncoding(header: string | null | undefined): ContentEncoding | null {
  if (!header) return null;
  const negotiator = new Negotiator({ headers: { "accept-encoding": header } });
  const chosen = (negotiator.encoding as PreferringEncoding).call(negotiator, SUPPORTED, PREFERRED);
  return chosen === "br" || chosen === "gzip" ? chosen : null;
}
