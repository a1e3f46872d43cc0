/** The encodings a whole page is sent in, in the order the server prefers them. */
export type ContentEncoding = "br" | "gzip";

const PREFERRED: readonly ContentEncoding[] = ["br", "gzip"];

/**
 * The encoding to send for an Accept-Encoding header, or null for none: the
 * highest quality the client gives, ties going to the server's preference, as
 * the compression middleware chooses for everything else (server.mjs), so a
 * page reads the same whichever path wrote it. `*` stands for any encoding the
 * header does not name; a quality of 0 refuses one. Null leaves the answer to
 * the middleware (deflate, or nothing).
 */
export function acceptedEncoding(header: string | null | undefined): ContentEncoding | null {
  if (!header) return null;
  const quality = new Map<string, number>();
  for (const part of header.split(",")) {
    const [rawName = "", ...params] = part.split(";");
    const name = rawName.trim().toLowerCase();
    if (!name) continue;
    const q = params.map((param) => /^\s*q\s*=\s*(\S*)\s*$/i.exec(param)?.[1]).find((value) => value !== undefined);
    const value = q === undefined ? 1 : Number(q);
    quality.set(name, Number.isFinite(value) ? value : 0);
  }
  let best: ContentEncoding | null = null;
  let bestQuality = 0;
  for (const encoding of PREFERRED) {
    const q = quality.get(encoding) ?? quality.get("*") ?? 0;
    if (q > bestQuality) {
      best = encoding;
      bestQuality = q;
    }
  }
  // A client that rates identity above every encoding it names gets the page as it is.
  const identity = quality.get("identity");
  return identity !== undefined && identity > bestQuality ? null : best;
}
